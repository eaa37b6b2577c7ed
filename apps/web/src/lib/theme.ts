import { createTheme, type Direction } from '@mui/material/styles';

export const TOP_BAR_HEIGHT = 64;
export const SIDE_NAV_WIDTH = 260;
export const SIDE_NAV_COMPACT_WIDTH = 80;
export const CONTENT_MAX_WIDTH = 1200;

/** The person asked their system for less motion (WCAG 2.3.3): no transitions, no ripples. */
export const prefersReducedMotion = () => typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

const NO_MOTION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * One theme, default colour red (seed section 9), with the seed's breakpoints 450 / 767 / 1200.
 * `reducedMotion`: dialogs, menus and drawers appear and go at once, and buttons have no ripple.
 */
export function createAppTheme(direction: Direction, reducedMotion = prefersReducedMotion()) {
  return createTheme({
    direction,
    ...(reducedMotion ? { transitions: { create: () => 'none', duration: NO_MOTION } } : {}),
    breakpoints: { values: { xs: 0, sm: 450, md: 767, lg: 1200, xl: 1536 } },
    palette: {
      // #c62828 on white is 5.6:1 and white on it likewise: WCAG AA for text and buttons.
      primary: { main: '#c62828', dark: '#8e0000', light: '#ff5f52', contrastText: '#ffffff' },
      secondary: { main: '#37474f', contrastText: '#ffffff' },
      error: { main: '#b71c1c' },
      warning: { main: '#9a4f00' },
      success: { main: '#1b5e20' },
      // MUI's #0288d1 is 3.9:1 on white, below AA for a chip's small label; #01579b is 7.4:1.
      info: { main: '#01579b' },
      background: { default: '#f5f5f7', paper: '#ffffff' },
      text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.66)' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Cairo", "Segoe UI", Roboto, Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      h2: { fontSize: '1.25rem', fontWeight: 700 },
      h3: { fontSize: '1.1rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 700 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
      // A selected toggle's red text on its tinted background falls to 4.1:1 when hovered or
      // focused as well (tints add up); the dark red stays above 7:1 in every state. An unselected
      // one's grey (action.active, 4.6:1 on white) fell below 4.5:1 under the hover tint: the
      // secondary text's grey stays above 5:1.
      MuiToggleButton: {
        styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary, '&.Mui-selected, &.Mui-selected:hover': { color: theme.palette.primary.dark } }) },
      },
      // Links are underlined: colour alone must not tell them apart from text (WCAG 1.4.1).
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiCssBaseline: {
        styleOverrides: {
          // A clearly visible keyboard focus ring everywhere.
          ':focus-visible': { outline: '3px solid #1565c0', outlineOffset: 2 },
          // Less motion asked for: what fades or slides by CSS changes at once (spinners keep turning).
          '@media (prefers-reduced-motion: reduce)': { '*, *::before, *::after': { transitionDuration: '0s !important', scrollBehavior: 'auto !important' } },
        },
      },
    },
  });
}
