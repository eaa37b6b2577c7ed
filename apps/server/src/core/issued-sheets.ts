import type { TAttendanceSheetQuery, TDayFacts } from '@hr/shared';
import type { Actor, Ctx } from './context.js';

/** A file of the monthly sheet as the API answers it. */
export interface TSheetFile {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

/** A change to a day of a closed month, carried into a later sheet: what the sheet said of it then and says now. */
export interface TCarriedDay {
  person: { id: number; empCode: number; fullNameEn: string; fullNameAr: string };
  date: string;
  before: TDayFacts;
  after: TDayFacts;
}

/**
 * What the payroll module answers the attendance sheet (it registers itself here at start, as the
 * request kinds register with the approval lifecycle, because it computes from the attendance
 * module and an import back would be a cycle): a closed month's sheet as issued, and the late
 * changes the first open month after a closed one carries.
 */
export interface TIssuedSheets {
  issued(ctx: Ctx, actor: Actor, q: TAttendanceSheetQuery & { baseName: string; people: readonly { id: number; siteId: number | null }[] }): Promise<TSheetFile | null>;
  pending(ctx: Pick<Ctx, 'db' | 'reads'>, month: string, personIds: ReadonlySet<number>): Promise<TCarriedDay[]>;
}

const none: TIssuedSheets = { issued: async () => null, pending: async () => [] };
let registered: TIssuedSheets = none;

export function registerIssuedSheets(s: TIssuedSheets): void {
  registered = s;
}

export const issuedSheets = (): TIssuedSheets => registered;
