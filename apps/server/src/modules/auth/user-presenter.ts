import type { TRole, TUser } from '@hr/shared';
import type { TUserRow } from './user-repository.js';

const ref = (id: number | null, nameEn: string | null, nameAr: string | null) =>
  id === null ? null : { id, nameEn: nameEn ?? '', nameAr: nameAr ?? '' };

export function presentUser(row: TUserRow): TUser {
  return {
    id: row.id,
    EmpCode: row.empCode,
    domainacc: row.domainAccount,
    FullName: row.fullNameEn,
    fullNameAr: row.fullNameAr,
    email: row.email,
    mobile: row.mobile,
    roles: row.roles as TRole[],
    site: ref(row.siteId, row.siteEn, row.siteAr),
    department: ref(row.departmentId, row.departmentEn, row.departmentAr),
    section: ref(row.sectionId, row.sectionEn, row.sectionAr),
    manager:
      row.managerId === null
        ? null
        : { id: row.managerId, EmpCode: row.managerEmpCode ?? 0, FullName: row.managerEn ?? '', fullNameAr: row.managerAr ?? '' },
    hrSites: row.hrSites,
    hireDate: row.hireDate,
    language: row.language === 'ar' ? 'ar' : 'en',
    navCompact: row.navCompact,
    hijriDates: row.hijriDates,
    arabicDigits: row.arabicDigits,
    approvalDigest: row.approvalDigest,
  };
}
