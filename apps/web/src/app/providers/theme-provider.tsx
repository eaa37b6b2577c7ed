import { useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { createAppTheme, type TControlWords } from '@/lib/theme';
import { getRtlCache, ltrCache } from '@/lib/emotion-caches';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const direction = i18n.language === 'ar' ? 'rtl' : 'ltr';
  // The words are in the first page's dictionary (en-public.ts), so they never wait for the rest.
  const words = useMemo<TControlWords>(
    () => ({ open: t('picker.open'), close: t('picker.close'), clear: t('picker.clear'), noOptions: t('picker.noMatches'), loading: t('common.loading'), closeAlert: t('common.close') }),
    [t],
  );
  const theme = useMemo(() => createAppTheme(direction, undefined, words), [direction, words]);
  return (
    // Arabic is switched on only after its RTL cache has loaded (lib/i18n.ts).
    <CacheProvider value={direction === 'rtl' ? (getRtlCache() ?? ltrCache) : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
