import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatHijri, LANGUAGES, toArabicDigits, type TLang } from '@hr/shared';
import { useLanguage } from '@/hooks/use-language';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { useOrgToday } from '@/hooks/use-org-today';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { PreferenceSwitch } from './preference-switch';

/** The display language, saved on the server for this user (user.language). */
export function LanguageSettings() {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const { language, changeLanguage, saving } = useLanguage();

  const onChange = async (lang: TLang) => {
    const saved = await changeLanguage(lang);
    // After the switch, in the new language: `t` of this render still speaks the old one.
    const tNew = i18n.getFixedT(lang);
    if (saved) notify(tNew('language.saved'), 'success');
    else notify(tNew('language.notSaved'), 'warning');
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="language-settings-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="language-settings-title">
          {t('account.language.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>{t('account.language.intro')}</Typography>
        <FormControl disabled={saving}>
          <FormLabel id="language-choice-label">{t('language.label')}</FormLabel>
          <RadioGroup
            aria-labelledby="language-choice-label"
            name="language"
            value={language}
            onChange={(e) => void onChange(e.target.value as TLang)}
            data-testid="language-choice"
          >
            {LANGUAGES.map((l) => (
              <FormControlLabel key={l} value={l} control={<Radio />} label={<span lang={l}>{t(`language.${l}`)}</span>} />
            ))}
          </RadioGroup>
        </FormControl>
        <HijriSetting />
        <DigitsSetting />
      </CardContent>
    </Card>
  );
}

/** Hijri dates beside the Gregorian ones: on by default in Arabic, saved for this user. */
function HijriSetting() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  // The organisation's today: after 22:00 UTC the UTC date is still yesterday in Cairo.
  const today = useOrgToday();
  if (!user) return null;
  return (
    <PreferenceSwitch
      checked={user.hijriDates ?? i18n.language === 'ar'}
      save={(hijriDates) => ({ hijriDates })}
      label={t('account.hijri.label')}
      hint={t('account.hijri.hint', { example: formatHijri(today, i18n.language === 'ar' ? 'ar' : 'en') })}
      savedMessage={t('account.hijri.saved')}
      testId="hijri-setting"
    />
  );
}

/**
 * Arabic-Indic digits (٠١٢٣) on the Arabic screens: off by default, saved for this user;
 * lib/digits.ts applies it. The example is always in those digits, whatever the page's language.
 */
function DigitsSetting() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { timeZone } = usePublicSettings();
  if (!user) return null;
  // As an Arabic page writes now (its AM/PM mark too).
  const example = toArabicDigits(formatDateTime(new Date(), 'ar', timeZone));
  return (
    <PreferenceSwitch
      checked={user.arabicDigits === true}
      save={(arabicDigits) => ({ arabicDigits })}
      label={t('account.digits.label')}
      hint={t('account.digits.hint', { example: `\u2066${example}\u2069` })}
      savedMessage={t('account.digits.saved')}
      testId="digits-setting"
    />
  );
}
