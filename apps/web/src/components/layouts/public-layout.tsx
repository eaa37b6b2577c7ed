import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '@/components/language-toggle';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { CompanyLogo } from '@/components/company-brand';
import { useCompanyName } from '@/hooks/use-company-name';
import { languageIsUnchosen, setLanguage } from '@/lib/i18n';

/** Frame of the public pages: a header with the language switch and a centred card in <main>. */
export function PublicLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t, i18n } = useTranslation();
  const settings = usePublicSettings();
  // A first visit (nothing chosen, no e-mailed link's language, a browser that does not prefer
  // Arabic) gets the organisation's default language.
  useEffect(() => {
    if (!settings.isLoading && languageIsUnchosen() && settings.defaultLanguage !== i18n.language) {
      void setLanguage(settings.defaultLanguage, false);
    }
  }, [settings.isLoading, settings.defaultLanguage, i18n.language]);
  const orgName = useCompanyName();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 3 }, py: 1.5, gap: 2 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <CompanyLogo height={40} />
          <Typography component="p" data-testid="company-name" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {orgName !== t('app.title') ? orgName : null}
          </Typography>
        </Box>
        <LanguageToggle />
      </Box>
      <Box
        component="main"
        id="main-content"
        sx={{ flex: 1, display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'center', px: 2, pb: 4 }}
      >
        <Paper
          elevation={0}
          sx={{
            width: '100%',
            maxWidth: wide ? 640 : 440,
            p: { xs: 3, sm: 4 },
            border: 1,
            borderColor: 'divider',
          }}
        >
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
