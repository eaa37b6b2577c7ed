import { useState } from 'react';
import type { TAttendanceDay } from '@hr/shared';

const keyOf = (d: Pick<TAttendanceDay, 'employeeId' | 'date'>) => `${d.employeeId}|${d.date}`;

/**
 * The days HR has ticked on the absence list, kept across pages until they are
 * resolved or cleared. "All on this page" ticks (or unticks) the page's open days only.
 */
export function useDaySelection(page: readonly TAttendanceDay[], selectable: (d: TAttendanceDay) => boolean) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, TAttendanceDay>>(new Map());
  const open = page.filter(selectable);
  const onPage = open.filter((d) => chosen.has(keyOf(d))).length;
  return {
    days: [...chosen.values()],
    count: chosen.size,
    isSelected: (d: TAttendanceDay) => chosen.has(keyOf(d)),
    toggle: (d: TAttendanceDay) =>
      setChosen((prev) => {
        const next = new Map(prev);
        if (next.has(keyOf(d))) next.delete(keyOf(d));
        else next.set(keyOf(d), d);
        return next;
      }),
    page: { any: open.length > 0, all: open.length > 0 && onPage === open.length, some: onPage > 0 && onPage < open.length },
    togglePage: () =>
      setChosen((prev) => {
        const next = new Map(prev);
        const all = open.every((d) => next.has(keyOf(d)));
        for (const d of open) {
          if (all) next.delete(keyOf(d));
          else next.set(keyOf(d), d);
        }
        return next;
      }),
    clear: () => setChosen(new Map()),
  };
}

export type TDaySelection = ReturnType<typeof useDaySelection>;
