import type { TApprovalFlow, TDayBasis, TEntitlementRule, TLeaveType } from '@hr/shared';
import type { TLeaveTypeRow } from './leave-repository.js';

/** A leave_types row as the API shows it; a type tracks a balance when it draws on itself. */
export function presentLeaveType(r: TLeaveTypeRow): TLeaveType {
  return {
    id: r.id,
    code: r.code,
    nameEn: r.nameEn,
    nameAr: r.nameAr,
    balanceTypeId: r.balanceTypeId,
    tracksBalance: r.balanceTypeId === r.id,
    entitlementRule: r.entitlementRule as TEntitlementRule,
    yearlyDays: r.yearlyDays,
    yearlyCapDays: r.yearlyCapDays,
    dayBasis: r.dayBasis as TDayBasis,
    maxConsecutiveDays: r.maxConsecutiveDays,
    minNoticeDays: r.minNoticeDays,
    halfDayAllowed: r.halfDayAllowed,
    hoursAllowed: r.hoursAllowed,
    attachmentOverDays: r.attachmentOverDays,
    approvalFlow: r.approvalFlow as TApprovalFlow,
    active: r.active,
    eligibleGender: r.eligibleGender as TLeaveType['eligibleGender'],
    minServiceMonths: r.minServiceMonths,
    maxTimesInService: r.maxTimesInService,
    minWorkforce: r.minWorkforce,
    minGapMonths: r.minGapMonths,
  };
}
