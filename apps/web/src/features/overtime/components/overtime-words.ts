import { formatClock } from '@/lib/format';
import { screenDigits } from '@/lib/digits';

/** 'HH:MM' (24 h) as hh:mm a, with the Arabic AM/PM marks in Arabic (the shared formatClock). */
export const clockLabel = formatClock;

export { endsNextDay, spanLabel } from '@/lib/time-span';

/** Minutes as hours with at most two decimals (90 -> '1.5'), in the screen's digits. */
export const hoursOf = (minutes: number) => screenDigits(Math.round((minutes / 60) * 100) / 100);

export { dateLabel, liveMinutes, nameIn } from '@/lib/time-span';
