/** What the overtime module's services share. */
export const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));
export const SUGGESTION_DAYS = 31;
