import { useEffect, useRef } from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';

// Only what the dashboards draw: bars, lines, their grid, tooltip and legend, on a canvas.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, CanvasRenderer]);

type TAxis = Record<string, unknown>;
const each = (v: unknown, f: (a: TAxis) => TAxis) => (Array.isArray(v) ? v.map(f) : v ? f(v as TAxis) : v);

/**
 * Mirrors an option for right-to-left: time runs from right to left (x axes inverted), the value
 * axis sits on the right, and the legend and grid margins swap sides.
 */
export function mirrorOption(option: EChartsCoreOption, rtl: boolean): EChartsCoreOption {
  if (!rtl) return option;
  const o = option as Record<string, unknown>;
  const swap = (x: TAxis) => ({ ...x, left: x.right, right: x.left });
  return {
    ...o,
    xAxis: each(o.xAxis, (x) => ({ ...x, inverse: !x.inverse })),
    yAxis: each(o.yAxis, (y) => ({ ...y, position: y.position === 'right' ? 'left' : 'right' })),
    grid: each(o.grid, swap),
    legend: each(o.legend, swap),
  };
}

/** The canvas of an EChart (loaded lazily with echarts): follows the theme's font and text colours, resizes with its box. */
export default function EChartCanvas({ option, rtl }: { option: EChartsCoreOption; rtl: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const theme = useTheme();

  useEffect(() => {
    const el = ref.current!;
    const c = echarts.init(el, null, { renderer: 'canvas' });
    chart.current = c;
    const observer = new ResizeObserver(() => c.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const themed: EChartsCoreOption = {
      animationDuration: 400,
      textStyle: { fontFamily: theme.typography.fontFamily, color: theme.palette.text.secondary },
      tooltip: { textStyle: { fontFamily: theme.typography.fontFamily, color: theme.palette.text.primary }, confine: true },
      ...mirrorOption(option, rtl),
    };
    chart.current?.setOption(themed, true);
  }, [option, rtl, theme]);

  return <div ref={ref} style={{ width: '100%', height: '100%' }} />;
}
