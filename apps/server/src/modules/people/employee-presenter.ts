import { latestGroup, type TEmployee, type TRole } from '@hr/shared';
import type { TEmployeeRow } from './employee-repository.js';

const ref = (id: number | null, names: [string, string] | null) => (id === null ? null : { id, nameEn: names?.[0] ?? '', nameAr: names?.[1] ?? '' });

export function presentEmployee(row: TEmployeeRow): TEmployee {
  return {
    id: row.id,
    empCode: row.empCode,
    domainAccount: row.domainAccount,
    fullNameEn: row.fullNameEn,
    fullNameAr: row.fullNameAr,
    email: row.email,
    mobile: row.mobile,
    badge: row.badge ?? null,
    site: ref(row.siteId, row.site),
    department: ref(row.departmentId, row.department),
    section: ref(row.sectionId, row.section),
    shift: ref(row.shiftId, row.shift),
    manager:
      row.managerId === null
        ? null
        : { id: row.managerId, empCode: Number(row.manager?.[0] ?? 0), fullNameEn: row.manager?.[1] ?? '', fullNameAr: row.manager?.[2] ?? '' },
    roles: row.roles as TRole[],
    hrSiteIds: row.hrSiteIds.map(Number),
    hireDate: row.hireDate,
    endDate: row.endDate,
    jobTitle: row.jobTitle,
    gender: row.gender as TEmployee['gender'],
    nationalId: row.nationalId,
    socialInsuranceNo: row.socialInsuranceNo,
    contractType: row.contractType as TEmployee['contractType'],
    contractStart: row.contractStart,
    contractEnd: row.contractEnd,
    shortStature: row.shortStature,
    hazardousWork: row.hazardousWork,
    priorServiceMonths: row.priorServiceMonths,
    holidayGroup: latestGroup(row.holidayGroups),
    birthDate: row.birthDate,
    disability: row.disability,
    language: row.language === 'ar' ? 'ar' : 'en',
    active: row.active,
    activated: !!row.activated,
    invitedAt: row.invitedAt ? new Date(row.invitedAt).toISOString() : null,
    invitedVia: row.invitedVia === 'email' || row.invitedVia === 'slip' ? row.invitedVia : null,
    lockedUntil: row.lockedUntil && new Date(row.lockedUntil).getTime() > Date.now() ? new Date(row.lockedUntil).toISOString() : null,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
