import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { ROUTE_ROLES } from './layout/navigation-roles';
import type { TRouteHandle } from './route-handle';
import { RequireAuth } from './routes/require-auth';
import { prefetchWhenIdle } from '@/lib/prefetch';
import { Component as SignInPage } from './routes/auth/sign-in';
import { loadAppLayout, loadDashboard, loadInbox } from './routes/signed-in-code';
import { RouteError } from './routes/route-error';

const handle = (h: TRouteHandle) => h;

/**
 * Routes (seed section 2). Every page is its own lazily loaded chunk, so the sign-in page
 * never downloads the layout, the menu icons or the tables.
 */
export const router = createBrowserRouter([
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    HydrateFallback: FullPageSpinner,
    children: [
      { path: '/', element: <Navigate to="/dashboard/default" replace /> },
      { path: '/dashboard', element: <Navigate to="/dashboard/default" replace /> },
      // The sign-in page is part of the first load (a first visit lands there): no extra round trip.
      { path: '/hrportal', Component: SignInPage },
      { path: '/session/signup', lazy: () => import('./routes/auth/sign-up') },
      { path: '/session/forgot-password', lazy: () => import('./routes/auth/forgot-password') },
      { path: '/session/reset-password', lazy: () => import('./routes/auth/reset-password') },
      { path: '/session/activate', lazy: () => import('./routes/auth/activate') },
      { path: '/session/activate-code', lazy: () => import('./routes/auth/activate-code') },
      { path: '/session/404', lazy: () => import('./routes/auth/not-found') },
      { path: '/self/swlang', lazy: () => import('./routes/app/switch-language') },
      {
        element: <RequireAuth />,
        children: [
          {
            // The layout comes with the rest of the English words (the first page carries only the
            // public ones); once it is up and the page is idle, the inbox's code is fetched ahead.
            lazy: () =>
              loadAppLayout().then((m) => {
                prefetchWhenIdle(loadInbox, { delayMs: 1000 });
                return m;
              }),
            children: [
              {
                path: '/dashboard/default',
                lazy: loadDashboard,
                handle: handle({ crumbs: [{ key: 'menu.dashboard' }] }),
              },
              {
                path: '/self/account',
                lazy: () => import('./routes/app/account'),
                handle: handle({ crumbs: [{ key: 'menu.groups.self' }, { key: 'menu.account' }] }),
              },
              {
                path: '/self/profile',
                lazy: () => import('./routes/app/profile'),
                handle: handle({ crumbs: [{ key: 'menu.groups.self' }, { key: 'menu.profile' }] }),
              },
              {
                path: '/self/vacrequest',
                lazy: () => import('./routes/app/vacation-request'),
                handle: handle({ crumbs: [{ key: 'menu.groups.self' }, { key: 'vacations.menu.self' }, { key: 'vacations.menu.requestNew' }] }),
              },
              {
                path: '/self/vacations',
                lazy: () => import('./routes/app/vacations'),
                handle: handle({ crumbs: [{ key: 'menu.groups.self' }, { key: 'vacations.menu.self' }, { key: 'vacations.menu.all' }] }),
              },
              {
                path: '/vacations/:id',
                lazy: () => import('./routes/app/vacation'),
                handle: handle({ crumbs: [{ key: 'vacations.menu.self' }, { key: 'vacations.menu.detail' }] }),
              },
              {
                path: '/team/vacrequest',
                lazy: () => import('./routes/app/team-vacation-request'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.team' }, { key: 'vacations.menu.team' }, { key: 'vacations.menu.requestNew' }],
                  roles: ROUTE_ROLES.teamVacations,
                }),
              },
              {
                path: '/team/vacations',
                lazy: () => import('./routes/app/team-vacations'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.team' }, { key: 'vacations.menu.team' }, { key: 'vacations.menu.allTeam' }],
                  roles: ROUTE_ROLES.teamVacations,
                }),
              },
              {
                path: '/team/members',
                lazy: () => import('./routes/app/team-members'),
                handle: handle({ crumbs: [{ key: 'menu.groups.team' }, { key: 'menu.teamMembers' }], roles: ROUTE_ROLES.teamMembers }),
              },
              {
                path: '/inbox',
                lazy: loadInbox,
                handle: handle({ crumbs: [{ key: 'inbox.menu.inbox' }] }),
              },
              {
                path: '/team/vacapprovals',
                lazy: () => import('./routes/app/team-vacapprovals'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.team', menuPath: '/team/vacapprovals' }, { key: 'vacations.menu.team' }, { key: 'approvals.menu.inbox' }],
                  roles: ROUTE_ROLES.leaveApprovers,
                }),
              },
              {
                path: '/team/delegation',
                lazy: () => import('./routes/app/team-delegation'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.team', menuPath: '/team/delegation' }, { key: 'vacations.menu.team' }, { key: 'approvals.menu.delegation' }],
                  roles: ROUTE_ROLES.leaveApprovers,
                }),
              },
              {
                path: '/team/calendar',
                lazy: () => import('./routes/app/team-calendar'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.team', menuPath: '/team/calendar' }, { key: 'vacations.menu.team' }, { key: 'leaveCalendar.menu.team' }],
                  roles: ROUTE_ROLES.leaveApprovers,
                }),
              },
              {
                path: '/self/attlogs',
                lazy: () => import('./routes/app/self-attlogs'),
                handle: handle({ crumbs: [{ key: 'menu.groups.self' }, { key: 'attendance.menu.self' }, { key: 'attendance.menu.logs' }] }),
              },
              {
                path: '/team/attlogs',
                lazy: () => import('./routes/app/team-attlogs'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.team', menuPath: '/team/attlogs' }, { key: 'attendance.menu.team' }, { key: 'attendance.menu.teamLogs' }],
                  roles: ROUTE_ROLES.teamAttendance,
                }),
              },
              {
                path: '/self/absent',
                lazy: () => import('./routes/app/self-absent'),
                handle: handle({ crumbs: [{ key: 'menu.groups.self' }, { key: 'attendance.menu.self' }, { key: 'absence.menu.self' }] }),
              },
              {
                path: '/self/attissue',
                lazy: () => import('./routes/app/self-attissue'),
                handle: handle({ crumbs: [{ key: 'menu.groups.self' }, { key: 'attendance.menu.self' }, { key: 'attendanceIssues.menu.report' }] }),
              },
              {
                path: '/team/dashboard',
                lazy: () => import('./routes/app/team-dashboard'),
                handle: handle({ crumbs: [{ key: 'menu.groups.team', menuPath: '/team/dashboard' }, { key: 'dashboard.menu.team', orgKey: 'dashboard.menu.organisation' }], roles: ROUTE_ROLES.teamDashboard }),
              },
              {
                path: '/team/absent',
                lazy: () => import('./routes/app/team-absent'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.team', menuPath: '/team/absent' }, { key: 'attendance.menu.team' }, { key: 'absence.menu.team' }],
                  roles: ROUTE_ROLES.teamAttendance,
                }),
              },
              {
                path: '/team/attissue',
                lazy: () => import('./routes/app/team-attissue'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.team', menuPath: '/team/attissue' }, { key: 'attendance.menu.team' }, { key: 'attendanceIssues.menu.teamReport' }],
                  roles: ROUTE_ROLES.teamAttendance,
                }),
              },
              {
                path: '/team/attisuaprv',
                lazy: () => import('./routes/app/team-attisuaprv'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.team', menuPath: '/team/attisuaprv' }, { key: 'attendance.menu.team' }, { key: 'attendanceIssues.menu.inbox' }],
                  roles: ROUTE_ROLES.attendanceIssueDeciders,
                }),
              },
              {
                path: '/team/reports',
                lazy: () => import('./routes/app/team-reports'),
                handle: handle({ crumbs: [{ key: 'menu.groups.team', menuPath: '/team/reports' }, { key: 'reports.menu.reports' }], roles: ROUTE_ROLES.reports }),
              },
              {
                path: '/self/calendar',
                lazy: () => import('./routes/app/self-calendar'),
                handle: handle({ crumbs: [{ key: 'menu.groups.self' }, { key: 'vacations.menu.self' }, { key: 'leaveCalendar.menu.self' }] }),
              },
              {
                path: '/site/employees',
                lazy: () => import('./routes/app/site-employees'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.site' }, { key: 'menu.siteEmployees' }],
                  roles: ROUTE_ROLES.siteEmployees,
                }),
              },
              {
                path: '/hr/outbox',
                lazy: () => import('./routes/app/outbox'),
                handle: handle({ crumbs: [{ key: 'menu.groups.hr' }, { key: 'menu.outbox' }], roles: ROUTE_ROLES.outbox }),
              },
              {
                path: '/hr/employees',
                lazy: () => import('./routes/app/hr-employees'),
                handle: handle({ crumbs: [{ key: 'menu.groups.hr', menuPath: '/hr/employees' }, { key: 'menu.employees' }], roles: ROUTE_ROLES.hrEmployees }),
              },
              {
                path: '/hr/employees/import',
                lazy: () => import('./routes/app/hr-employees-import'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.hr' }, { key: 'menu.employees', path: '/hr/employees' }, { key: 'menu.employeesImport' }],
                  roles: ROUTE_ROLES.hrEmployeesImport,
                }),
              },
              {
                path: '/hr/attendance-import',
                lazy: () => import('./routes/app/hr-attendance-import'),
                handle: handle({ crumbs: [{ key: 'menu.groups.hr' }, { key: 'attendanceImport.menu.import' }], roles: ROUTE_ROLES.hrAttendanceWrite }),
              },
              {
                path: '/hr/attendance-devices',
                lazy: () => import('./routes/app/hr-attendance-devices'),
                handle: handle({ crumbs: [{ key: 'menu.groups.hr' }, { key: 'attendanceImport.menu.devices' }], roles: ROUTE_ROLES.hrAttendanceWrite }),
              },
              {
                path: '/hr/employees/new',
                lazy: () => import('./routes/app/hr-employee'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.hr' }, { key: 'menu.employees', path: '/hr/employees' }, { key: 'menu.employeeNew' }],
                  roles: ROUTE_ROLES.hrEmployeesImport,
                }),
              },
              {
                path: '/hr/employees/:id',
                lazy: () => import('./routes/app/hr-employee'),
                handle: handle({
                  crumbs: [
                    { key: 'menu.groups.hr', menuPath: '/hr/employees' },
                    { key: 'menu.employees', path: '/hr/employees' },
                    { key: 'menu.employeeEdit' },
                  ],
                  roles: ROUTE_ROLES.hrEmployees,
                }),
              },
              {
                path: '/hr/structure',
                lazy: () => import('./routes/app/hr-structure'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.hr', menuPath: '/hr/structure' }, { key: 'menu.hrStructure' }],
                  roles: ROUTE_ROLES.hrOrganisation,
                }),
              },
              {
                path: '/hr/shifts',
                lazy: () => import('./routes/app/hr-shifts'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.hr', menuPath: '/hr/shifts' }, { key: 'menu.hrShifts' }],
                  roles: ROUTE_ROLES.hrOrganisation,
                }),
              },
              {
                path: '/hr/rosters',
                lazy: () => import('./routes/app/hr-rosters'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.hr', menuPath: '/hr/rosters' }, { key: 'roster.menu.rosters' }],
                  roles: ROUTE_ROLES.outbox,
                }),
              },
              {
                path: '/team/roster',
                lazy: () => import('./routes/app/team-roster'),
                handle: handle({ crumbs: [{ key: 'menu.groups.team', menuPath: '/team/roster' }, { key: 'roster.menu.roster' }], roles: ROUTE_ROLES.roster }),
              },
              {
                path: '/hr/holidays',
                lazy: () => import('./routes/app/hr-holidays'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.hr', menuPath: '/hr/holidays' }, { key: 'menu.hrHolidays' }],
                  roles: ROUTE_ROLES.hrOrganisation,
                }),
              },
              {
                path: '/hr/labour-law',
                lazy: () => import('./routes/app/hr-labour-law'),
                handle: handle({ crumbs: [{ key: 'menu.groups.hr', menuPath: '/hr/labour-law' }, { key: 'law.menu.labourLaw' }], roles: ROUTE_ROLES.outbox }),
              },
              {
                path: '/hr/leave-types',
                lazy: () => import('./routes/app/hr-leave-types'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.hr', menuPath: '/hr/leave-types' }, { key: 'hrLeave.menu.leaveTypes' }],
                  roles: ROUTE_ROLES.hrOrganisation,
                }),
              },
              {
                path: '/hr/leave-balances',
                lazy: () => import('./routes/app/hr-leave-balances'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.hr', menuPath: '/hr/leave-balances' }, { key: 'hrLeave.menu.balances' }],
                  roles: ROUTE_ROLES.hrOrganisation,
                }),
              },
              {
                path: '/hr/leave-balances/settlements',
                lazy: () => import('./routes/app/hr-annual-settlements'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.hr', menuPath: '/hr/leave-balances' }, { key: 'hrLeave.menu.balances', path: '/hr/leave-balances' }, { key: 'settlement.menu.settlement' }],
                  roles: ROUTE_ROLES.hrOrganisation,
                }),
              },
              {
                path: '/hr/leave-balances/opening',
                lazy: () => import('./routes/app/hr-opening-balances'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.hr', menuPath: '/hr/leave-balances' }, { key: 'hrLeave.menu.balances', path: '/hr/leave-balances' }, { key: 'hrLeave.menu.openingBalances' }],
                  roles: ROUTE_ROLES.hrLeaveWrite,
                }),
              },
              {
                path: '/self/overtime',
                lazy: () => import('./routes/app/self-overtime'),
                handle: handle({ crumbs: [{ key: 'menu.groups.self' }, { key: 'overtime.menu.self' }] }),
              },
              {
                path: '/team/otapprovals',
                lazy: () => import('./routes/app/team-otapprovals'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.team', menuPath: '/team/otapprovals' }, { key: 'overtime.menu.team' }, { key: 'overtime.menu.inbox' }],
                  roles: ROUTE_ROLES.overtimeApprovers,
                }),
              },
              {
                path: '/team/overtime',
                lazy: () => import('./routes/app/team-overtime'),
                handle: handle({
                  crumbs: [{ key: 'menu.groups.team', menuPath: '/team/overtime' }, { key: 'overtime.menu.team' }, { key: 'overtime.menu.teamList' }],
                  roles: ROUTE_ROLES.teamOvertime,
                }),
              },
              {
                path: '/self/permissions',
                lazy: () => import('./routes/app/self-permissions'),
                handle: handle({ crumbs: [{ key: 'menu.groups.self' }, { key: 'permission.menu.self' }] }),
              },
              {
                path: '/shift-swaps',
                lazy: () => import('./routes/app/shift-swaps'),
                handle: handle({ crumbs: [{ key: 'menu.groups.self' }, { key: 'shiftSwap.menu.self' }] }),
              },
              {
                path: '/team/permissions',
                lazy: () => import('./routes/app/team-permissions'),
                handle: handle({ crumbs: [{ key: 'menu.groups.team', menuPath: '/team/permissions' }, { key: 'permission.menu.team' }], roles: ROUTE_ROLES.teamOvertime }),
              },
              {
                path: '/hr/permission-types',
                lazy: () => import('./routes/app/hr-permission-types'),
                handle: handle({ crumbs: [{ key: 'menu.groups.hr' }, { key: 'permission.menu.types' }], roles: ROUTE_ROLES.outbox }),
              },
              {
                path: '/hr/overtime-settings',
                lazy: () => import('./routes/app/hr-overtime-settings'),
                handle: handle({ crumbs: [{ key: 'menu.groups.hr' }, { key: 'overtime.menu.settings' }], roles: ROUTE_ROLES.outbox }),
              },
              {
                path: '/hr/approval-chains',
                lazy: () => import('./routes/app/hr-approval-chains'),
                handle: handle({ crumbs: [{ key: 'menu.groups.hr' }, { key: 'approvalChains.menu.chains' }], roles: ROUTE_ROLES.outbox }),
              },
              {
                path: '/hr/settings',
                lazy: () => import('./routes/app/hr-settings'),
                handle: handle({ crumbs: [{ key: 'menu.groups.hr' }, { key: 'menu.hrSettings' }], roles: ROUTE_ROLES.outbox }),
              },
              {
                path: '/hr/audit',
                lazy: () => import('./routes/app/hr-audit'),
                handle: handle({ crumbs: [{ key: 'menu.groups.hr' }, { key: 'menu.hrAudit' }], roles: ROUTE_ROLES.outbox }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/session/404" replace /> },
    ],
  },
]);
