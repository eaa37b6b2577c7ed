import type { TRole } from '@hr/shared';

/**
 * Role requirements of the protected routes; the router (route handle) and the menu
 * (navigation.ts) use the same lists, and they match the menu groups of menuGroupsFor in
 * @hr/shared: Team Service for supervisors and managers, Site Service for site HR, HR Service
 * for HR and administrators. HR does not use the team or site lists (their wording is "your
 * team", "your sites"); HR gets its own employees screen later.
 */
export const ROUTE_ROLES = {
  teamMembers: ['supervisor', 'manager'],
  siteEmployees: ['site_hr'],
  outbox: ['hr', 'admin'],
  /** Employees: site_hr reads their sites' people; hr and admin also create, edit and import. */
  hrEmployees: ['hr', 'admin', 'site_hr'],
  hrEmployeesImport: ['hr', 'admin'],
  /** Opening balances from a file: hr and admin. */
  hrLeaveWrite: ['hr', 'admin'],
  /** Organisation screens: site_hr reads them (no edit buttons). */
  hrOrganisation: ['hr', 'admin', 'site_hr'],
  /** Team vacations (file for someone, the team list): the server limits both to the viewer's scope. */
  teamVacations: ['supervisor', 'manager', 'site_hr', 'hr', 'admin'],
  /** Approval inbox, delegation and the team calendar: whoever approves leave (the server answers per scope). */
  leaveApprovers: ['supervisor', 'manager', 'site_hr', 'hr', 'admin'],
  /** Team attendance logs: the server limits them to the viewer's team (everyone for HR). */
  teamAttendance: ['supervisor', 'manager', 'site_hr', 'hr', 'admin'],
  /** Import device logs, add, correct and delete events: hr and admin. */
  hrAttendanceWrite: ['hr', 'admin'],
  /** The team dashboard: supervisors and managers for their team; HR (organisation-wide) and site HR (their sites) with filters. */
  teamDashboard: ['supervisor', 'manager', 'site_hr', 'hr', 'admin'],
  /** The attendance issue inbox: HR everywhere, site HR for their sites. */
  attendanceIssueDeciders: ['hr', 'admin', 'site_hr'],
  /** Reports (balances, leave taken, overtime, the attendance sheet): the server limits each to the viewer's team (everyone for HR). */
  reports: ['supervisor', 'manager', 'site_hr', 'hr', 'admin'],
  /**
   * The overtime approval inbox: whoever approves leave approves overtime too (managers and
   * supervisors for their people, HR when nobody else does, and their delegates); the server
   * answers per scope.
   */
  overtimeApprovers: ['supervisor', 'manager', 'site_hr', 'hr', 'admin'],
  /** The team overtime list: the server limits it to the viewer's team (everyone for HR). */
  teamOvertime: ['supervisor', 'manager', 'site_hr', 'hr', 'admin'],
  /** The roster: who works which shift on which day, in the viewer's scope; hr and admin change a day. */
  roster: ['supervisor', 'manager', 'site_hr', 'hr', 'admin'],
} as const satisfies Record<string, readonly TRole[]>;
