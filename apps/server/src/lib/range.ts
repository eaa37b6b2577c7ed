import { RANGE_MESSAGE, type TRangeKind, rangeTooLong } from '@hr/shared';
import { AppError } from '../core/errors.js';

/**
 * A range a page asks for, after its defaults: in order, and not longer than its kind allows
 * (RANGE_MAX_DAYS in @hr/shared). Both ends are already in the supported window (zIsoDate).
 */
export function assertRange(from: string, to: string, kind: TRangeKind, fields: { from: string; to: string } = { from: 'from', to: 'to' }): void {
  if (to < from) throw new AppError('DATES_OUT_OF_ORDER', { fields: [{ path: fields.to, message: 'errors.DATES_OUT_OF_ORDER' }] });
  if (rangeTooLong(from, to, kind)) throw new AppError('VALIDATION_FAILED', { fields: [{ path: fields.from, message: RANGE_MESSAGE[kind] }] });
}
