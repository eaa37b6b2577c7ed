import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSearchParams } from 'react-router';
import { addDaysIso, DATE_MAX, DATE_MIN, isSupportedDate, weekDay } from '@hr/shared';
import { useOrgToday } from '@/hooks/use-org-today';
import { usePublicSettings } from '@/hooks/use-public-settings';

export type TRosterSpan = 'week' | 'month';

const lastOfMonth = (date: string) => {
  const [y, m] = date.split('-').map(Number);
  return `${date.slice(0, 7)}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
const shiftMonth = (date: string, n: number) => {
  const [y, m] = date.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 10);
};

/**
 * The roster's dates, kept in the address (`?span=week|month&date=YYYY-MM-DD`, so a reload or a
 * shared link shows the same days): a week from the organisation's first day of the week, or a
 * calendar month. A phone starts on a week, a wider screen on a month. Each step is a history
 * entry, so Back returns to the period before (the filters replace theirs: use-roster-filters).
 * The range stays in the supported window (DATE_MIN–DATE_MAX): its first and last week are cut
 * to it, and there is no step beyond (`canStep`), rather than a date the address refuses.
 */
export function useRosterRange() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const today = useOrgToday();
  const { weekStart } = usePublicSettings();
  const [params, setParams] = useSearchParams();
  const asked = params.get('span');
  const span: TRosterSpan = asked === 'week' || asked === 'month' ? asked : phone ? 'week' : 'month';
  const raw = params.get('date');
  const date = raw && isSupportedDate(raw) ? raw : today;
  const start = span === 'week' ? addDaysIso(date, -((weekDay(date) - weekStart + 7) % 7)) : `${date.slice(0, 7)}-01`;
  const end = span === 'week' ? addDaysIso(start, 6) : lastOfMonth(date);
  const from = start < DATE_MIN ? DATE_MIN : start;
  const to = end > DATE_MAX ? DATE_MAX : end;
  const stepped = (n: number) => (span === 'week' ? addDaysIso(start, 7 * n) : shiftMonth(start, n));
  const canStep = (n: -1 | 1) => (n < 0 ? from > DATE_MIN : to < DATE_MAX);
  const go = (next: { span?: TRosterSpan; date?: string }) =>
    setParams((p) => {
        const out = new URLSearchParams(p);
        out.set('span', next.span ?? span);
        const d = next.date ?? date;
        if (d === today) out.delete('date');
        else out.set('date', d);
        return out;
      });
  return {
    span,
    from,
    to,
    today,
    /** Today is in the range shown. */
    current: from <= today && today <= to,
    setSpan: (s: TRosterSpan) => go({ span: s }),
    /** Whether there is a week or month before (-1) or after (1) within the supported window. */
    canStep,
    step: (n: -1 | 1) => {
      if (!canStep(n)) return;
      const d = stepped(n);
      go({ date: d < DATE_MIN ? DATE_MIN : d > DATE_MAX ? DATE_MAX : d });
    },
    goToday: () => go({ date: today }),
  };
}
