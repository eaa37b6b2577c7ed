import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { EChartsCoreOption } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { screenDigits } from '@/lib/digits';
import { visuallyHidden } from '@/lib/visually-hidden';

// echarts (~300 kB) arrives with the first chart, after the page's text is on screen.
const EChartCanvas = lazy(() => import('./echart-canvas'));

export interface TChartTable {
  caption: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/**
 * An ECharts chart with its text alternative: the canvas is one image with a summary
 * (role="img", aria-label), and a table with a caption and every value is always there for
 * screen readers (visually hidden). Mirrored in right-to-left languages.
 */
export function EChart({ option, label, table, height = 240, testId }: { option: EChartsCoreOption; label: string; table: TChartTable; height?: number; testId?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Box data-testid={testId} sx={{ position: 'relative' }}>
      <Box role="img" aria-label={label} data-chart-canvas sx={{ height, width: '100%' }}>
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: '100%' }}>
              <CircularProgress size={24} aria-label={t('common.loading')} />
            </Box>
          }
        >
          <EChartCanvas option={option} rtl={i18n.dir() === 'rtl'} />
        </Suspense>
      </Box>
      <Box component="table" sx={visuallyHidden} data-chart-table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => (
            <tr key={r.key}>
              {r.cells.map((c, i) => {
                // Numbers in the screen's digits, as the chart's own labels.
                const cell = typeof c === 'string' || typeof c === 'number' ? screenDigits(c) : c;
                return i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
