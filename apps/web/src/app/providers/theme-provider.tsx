import { useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { createAppTheme } from '@/lib/theme';
import { getRtlCache, ltrCache } from '@/lib/emotion-caches';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const direction = i18n.language === 'ar' ? 'rtl' : 'ltr';
  const theme = useMemo(() => createAppTheme(direction), [direction]);
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
