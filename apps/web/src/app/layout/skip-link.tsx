import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';

/** First stop of the keyboard: jumps over the top bar and the menu to <main>. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main-content"
      onClick={(e: React.MouseEvent<HTMLAnchorElement>) => {
        e.preventDefault();
        const main = document.getElementById('main-content');
        main?.focus();
        main?.scrollIntoView();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        insetInlineStart: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        px: 2,
        py: 1,
        // A finger's size too (a switch control or a phone's keyboard can reach it).
        minHeight: 44,
        display: 'flex',
        alignItems: 'center',
        borderRadius: 1,
        fontWeight: 700,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
      data-testid="skip-link"
    >
      {t('layout.skipToContent')}
    </Box>
  );
}
