import Button, { type ButtonProps } from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';

/** Shows the other language's name; one click switches (and saves it when signed in). */
export function LanguageToggle(props: ButtonProps) {
  const { t } = useTranslation();
  const { language, changeLanguage, saving } = useLanguage();
  const next = language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      color="inherit"
      startIcon={<TranslateIcon />}
      onClick={() => void changeLanguage(next)}
      disabled={saving}
      title={next === 'ar' ? t('language.switchToAr') : t('language.switchToEn')}
      data-testid="language-switch"
      {...props}
    >
      <span lang={next}>{t(`language.${next}`)}</span>
    </Button>
  );
}
