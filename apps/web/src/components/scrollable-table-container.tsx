import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';

interface TEdges {
  /** Columns hidden before the visible part (towards the inline start). */
  start: boolean;
  /** Columns hidden after the visible part (towards the inline end). */
  end: boolean;
}

/**
 * A wide table's scrolling region (focusable, so arrow keys scroll it) that shows when it
 * scrolls: a short hint above it and a fading edge on each side that hides columns. Written
 * in LTR terms (right = inline end); the RTL style cache flips the sides and the gradients.
 */
export function ScrollableTableContainer({
  label,
  children,
  hint = true,
  stickyEnd = false,
}: {
  label: string;
  children: ReactNode;
  /** Whether the hint may show (not for an empty table, where only the headings scroll). */
  hint?: boolean;
  /** The last column stays in view (STICKY_END_SX): no fade over it. */
  stickyEnd?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<TEdges>({ start: false, end: false });

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    // In RTL scrollLeft runs from 0 down to -max; the distance from the start is the same.
    const pos = Math.abs(el.scrollLeft);
    const next = { start: pos > 1, end: max - pos > 1 };
    setEdges((e) => (e.start === next.start && e.end === next.end ? e : next));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [update]);

  const fade = (side: 'left' | 'right', visible: boolean) => ({
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    width: 40,
    pointerEvents: 'none',
    opacity: visible ? 1 : 0,
    transition: 'opacity 150ms',
    background: (theme: { palette: { background: { paper: string } } }) =>
      `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${theme.palette.background.paper} 10%, rgba(255, 255, 255, 0))`,
    boxShadow: visible ? `inset ${side === 'left' ? '' : '-'}6px 0 6px -6px rgba(0, 0, 0, 0.35)` : 'none',
  }) as const;

  const scrolls = edges.start || edges.end;
  return (
    <>
      {scrolls && hint && (
        <Typography
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, px: 2, pb: 1, color: 'text.secondary' }}
          data-testid="table-scroll-hint"
        >
          <SwapHorizIcon fontSize="small" aria-hidden />
          {t('common.scrollHint')}
        </Typography>
      )}
      <Box sx={{ position: 'relative' }}>
        <TableContainer ref={ref} onScroll={update} tabIndex={0} role="region" aria-label={label}>
          {children}
        </TableContainer>
        <Box aria-hidden sx={fade('left', edges.start)} data-testid="table-fade-start" />
        {!stickyEnd && <Box aria-hidden sx={fade('right', edges.end)} data-testid="table-fade-end" />}
      </Box>
    </>
  );
}
