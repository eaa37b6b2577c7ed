import { createTheme, type Direction } from '@mui/material/styles';

export const TOP_BAR_HEIGHT = 64;
export const SIDE_NAV_WIDTH = 260;
export const SIDE_NAV_COMPACT_WIDTH = 80;
export const CONTENT_MAX_WIDTH = 1200;

/** The person asked their system for less motion (WCAG 2.3.3): no transitions, no ripples. */
export const prefersReducedMotion = () => typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

const NO_MOTION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * The words MUI's components write themselves (an Autocomplete's open, close and clear buttons, its
 * empty list; an Alert's close button), in the page's language: set once here, so no field shows
 * MUI's English "Open" on an Arabic page. AppThemeProvider takes them from the translations.
 */
export interface TControlWords {
  open: string;
  close: string;
  clear: string;
  noOptions: string;
  loading: string;
  closeAlert: string;
}

/**
 * A finger needs a target of at least 44 × 44 px (WCAG 2.5.5, and the phone makers' guides): on a
 * touch screen every button, icon button, toggle, checkbox and small field grows to that, however
 * a page sized it (size="small", a fixed height). A mouse keeps the denser layout.
 */
export const TOUCH = '@media (pointer: coarse)';
export const TOUCH_TARGET = 44;
const touchTarget = { [TOUCH]: { minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET } } as const;

/**
 * One theme, default colour red (seed section 9), with the seed's breakpoints 450 / 767 / 1200.
 * `reducedMotion`: dialogs, menus and drawers appear and go at once, and buttons have no ripple.
 */
export function createAppTheme(direction: Direction, reducedMotion = prefersReducedMotion(), words?: TControlWords) {
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
      ...(words && {
        MuiAutocomplete: { defaultProps: { openText: words.open, closeText: words.close, clearText: words.clear, noOptionsText: words.noOptions, loadingText: words.loading } },
        MuiAlert: { defaultProps: { closeText: words.closeAlert } },
      }),
      MuiButton: { styleOverrides: { root: touchTarget } },
      MuiIconButton: { styleOverrides: { root: touchTarget } },
      MuiTableSortLabel: { styleOverrides: { root: { [TOUCH]: { minHeight: TOUCH_TARGET } } } },
      // The checkbox's and the radio's own padding makes 42 px: one more on each side.
      MuiCheckbox: { styleOverrides: { root: { [TOUCH]: { padding: 10 } } } },
      MuiRadio: { styleOverrides: { root: { [TOUCH]: { padding: 10 } } } },
      // A clickable chip is a button.
      MuiChip: { styleOverrides: { clickable: { [TOUCH]: { minHeight: TOUCH_TARGET } } } },
      // A small field (filters, toolbars) is 40 px high: 44 on a touch screen.
      MuiInputBase: { styleOverrides: { sizeSmall: { [TOUCH]: { minHeight: TOUCH_TARGET } } } },
      // A selected toggle's red text on its tinted background falls to 4.1:1 when hovered or
      // focused as well (tints add up); the dark red stays above 7:1 in every state. An unselected
      // one's grey (action.active, 4.6:1 on white) fell below 4.5:1 under the hover tint: the
      // secondary text's grey stays above 5:1.
      MuiToggleButton: {
        styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary, '&.Mui-selected, &.Mui-selected:hover': { color: theme.palette.primary.dark }, ...touchTarget }) },
      },
      // Links are underlined: colour alone must not tell them apart from text (WCAG 1.4.1). On a
      // touch screen a link on its own (a card's title, "My permissions") is 44 px high; one inside
      // a sentence stays in its line (WCAG's inline exception).
      MuiLink: {
        defaultProps: { underline: 'always' },
        styleOverrides: { root: { [TOUCH]: { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH_TARGET, 'p &': { display: 'inline', minHeight: 0 } } } },
      },
      // The rows-per-page choice under a table.
      MuiTablePagination: { styleOverrides: { input: { [TOUCH]: { minHeight: TOUCH_TARGET } } } },
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
