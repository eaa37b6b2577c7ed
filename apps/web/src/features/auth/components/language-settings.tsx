import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLang } from '@hr/shared';
import { useLanguage } from '@/hooks/use-language';
import { useNotify } from '@/hooks/use-notify';

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
      </CardContent>
    </Card>
  );
}
