import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import Switch from '@mui/material/Switch';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatHijri, LANGUAGES, toArabicDigits, type TLang } from '@hr/shared';
import { useLanguage } from '@/hooks/use-language';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { updatePreferences } from '@/lib/preferences';

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

/** Hijri dates beside the Gregorian ones (issue 15): on by default in Arabic, saved for this user. */
function HijriSetting() {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const { user, setUser } = useAuth();
  const [saving, setSaving] = useState(false);
  if (!user) return null;
  const on = user.hijriDates ?? i18n.language === 'ar';
  const change = async (next: boolean) => {
    setSaving(true);
    try {
      const res = await updatePreferences({ hijriDates: next });
      setUser(res.user);
      notify(t('account.hijri.saved'), 'success');
    } catch (e) {
      notify(errorMessage(t, e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <FormControlLabel
        control={<Switch checked={on} disabled={saving} onChange={(e) => void change(e.target.checked)} />}
        label={t('account.hijri.label')}
        data-testid="hijri-setting"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('account.hijri.hint', { example: formatHijri(todayIso(), i18n.language === 'ar' ? 'ar' : 'en') })}
      </Typography>
    </Box>
  );
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * Arabic-Indic digits (٠١٢٣) on the Arabic screens (issue 15): off by default, saved for this user;
 * lib/digits.ts applies it. The example is always in those digits, whatever the page's language.
 */
function DigitsSetting() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { user, setUser } = useAuth();
  const { timeZone } = usePublicSettings();
  const [saving, setSaving] = useState(false);
  if (!user) return null;
  const change = async (next: boolean) => {
    setSaving(true);
    try {
      const res = await updatePreferences({ arabicDigits: next });
      setUser(res.user);
      notify(t('account.digits.saved'), 'success');
    } catch (e) {
      notify(errorMessage(t, e));
    } finally {
      setSaving(false);
    }
  };
  // As an Arabic page writes now (its AM/PM mark too).
  const example = toArabicDigits(formatDateTime(new Date(), 'ar', timeZone));
  return (
    <Box sx={{ mt: 2 }}>
      <FormControlLabel
        control={<Switch checked={user.arabicDigits === true} disabled={saving} onChange={(e) => void change(e.target.checked)} />}
        label={t('account.digits.label')}
        data-testid="digits-setting"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('account.digits.hint', { example: `\u2066${example}\u2069` })}
      </Typography>
    </Box>
  );
}
