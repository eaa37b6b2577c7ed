import { usePublicSettings } from './use-public-settings';

/** Today as 'YYYY-MM-DD' in a time zone (leave dates are calendar dates of the organisation). */
export const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Today in the organisation's time zone. */
export function useOrgToday(): string {
  const { timeZone } = usePublicSettings();
  return todayIn(timeZone);
}
