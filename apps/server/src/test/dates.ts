/** Dates the API tests file things on: the organisation's today (Cairo) and whole days around it. */
export const TEST_TZ = 'Africa/Cairo';
export const testToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: TEST_TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
export const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
