import type { TFunction } from 'i18next';
import type { TLeaveType } from '@hr/shared';

/** A type's name in the current language. */
export const typeName = (ar: boolean, x: { nameEn: string; nameAr: string }) => (ar ? x.nameAr : x.nameEn);

/** The rules of a type in words: "Egypt labour law entitlement, working days, at most 2 in a row, …". */
export function ruleWords(t: TFunction, x: TLeaveType, ar: boolean): string {
  const parts: string[] = [];
  if (x.tracksBalance && x.entitlementRule === 'egypt_annual') parts.push(t('hrLeave.types.words.egyptAnnual'));
  if (x.tracksBalance && x.entitlementRule === 'fixed') parts.push(t('hrLeave.types.words.fixed', { count: x.yearlyDays }));
  if (x.yearlyCapDays !== null) parts.push(t('hrLeave.types.words.cap', { count: x.yearlyCapDays }));
  parts.push(t(`hrLeave.types.basis.${x.dayBasis}`));
  if (x.maxConsecutiveDays !== null) parts.push(t('hrLeave.types.words.consecutive', { count: x.maxConsecutiveDays }));
  if (x.minNoticeDays > 0) parts.push(t('hrLeave.types.words.notice', { count: x.minNoticeDays }));
  if (x.halfDayAllowed) parts.push(t('hrLeave.types.words.halfDays'));
  if (x.hoursAllowed) parts.push(t('hrLeave.types.words.hours'));
  if (x.attachmentOverDays === 0) parts.push(t('hrLeave.types.words.attachmentAlways'));
  else if (x.attachmentOverDays !== null) parts.push(t('hrLeave.types.words.attachmentOver', { count: x.attachmentOverDays }));
  if (x.eligibleGender) parts.push(t(`hrLeave.types.only.${x.eligibleGender}`));
  if (x.minServiceMonths !== null) parts.push(t('hrLeave.types.words.service', { count: x.minServiceMonths }));
  if (x.maxTimesInService !== null) parts.push(t('hrLeave.types.words.times', { count: x.maxTimesInService }));
  // Labour Law Art 57 (childcare): the organisation's size and the gap between the first and second time.
  if (x.minWorkforce != null) parts.push(t('hrLeave.types.words.workforce', { count: x.minWorkforce }));
  if (x.minGapMonths != null) parts.push(t('hrLeave.types.words.gap', { count: x.minGapMonths }));
  parts.push(t(`hrLeave.types.flow.${x.approvalFlow}`));
  return parts.join(ar ? '، ' : ', ');
}
