/**
 * A new person as POST /api/hr/employees takes them: an employee with no units, shift or manager,
 * hired 2026-01-01, no invitation. Tests give what they check (company ID, e-mail, units, dates).
 */
export function employeeInput(over: Record<string, unknown> = {}) {
  return {
    empCode: 2001,
    domainAccount: null as string | null,
    fullNameEn: 'New Person',
    fullNameAr: 'شخص جديد',
    email: 'new.person@example.com',
    mobile: null as string | null,
    siteId: null as number | null,
    departmentId: null as number | null,
    sectionId: null as number | null,
    shiftId: null as number | null,
    managerId: null as number | null,
    roles: ['employee'],
    hrSiteIds: [] as number[],
    hireDate: '2026-01-01' as string | null,
    birthDate: null as string | null,
    disability: false,
    language: 'en',
    active: true,
    sendInvitation: false,
    ...over,
  };
}
