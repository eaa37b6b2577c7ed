import type { Theme } from '@mui/material/styles';
import type { TDashboardDayKind } from '@hr/shared';
import { formatNumber, screenDigits } from '@/lib/digits';

/** The colour of each kind of day on the dashboards (the legend and the chart use the same). */
export const dayKindColour = (theme: Theme): Record<TDashboardDayKind, string> => ({
  present: theme.palette.success.main,
  late: '#e0a100',
  absent: theme.palette.error.main,
  incomplete: '#ad1457',
  issue: '#6a1b9a',
  leave: '#1565c0',
  holiday: '#00838f',
  weekend: theme.palette.grey[400],
  upcoming: theme.palette.grey[200],
});

/** Numbers as the app shows them, in the screen's digits (lib/digits.ts: Arabic-Indic when the person chose them). */
export const numberIn = (lang: string, n: number, digits = 1) => formatNumber(n, digits, lang);
/** A percentage as the app shows it: '12.5%', or «١٢٫٥٪» in Arabic-Indic digits. */
export const percentIn = (lang: string, n: number, digits = 1) => screenDigits(`${numberIn(lang, n, digits)}%`, lang);
