import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GavelIcon from '@mui/icons-material/Gavel';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import GroupsIcon from '@mui/icons-material/Groups';
import ApartmentIcon from '@mui/icons-material/Apartment';
import OutboxIcon from '@mui/icons-material/Outbox';
import BadgeIcon from '@mui/icons-material/Badge';
import PersonIcon from '@mui/icons-material/Person';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ScheduleIcon from '@mui/icons-material/Schedule';
import EventIcon from '@mui/icons-material/Event';
import SettingsIcon from '@mui/icons-material/Settings';
import HistoryIcon from '@mui/icons-material/History';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import ListAltIcon from '@mui/icons-material/ListAlt';
import InboxIcon from '@mui/icons-material/Inbox';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import RouterIcon from '@mui/icons-material/Router';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import RuleIcon from '@mui/icons-material/Rule';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import ApprovalIcon from '@mui/icons-material/Approval';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import InsightsIcon from '@mui/icons-material/Insights';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import { hasAnyRole, menuGroupsFor, type TMenuGroup, type TRole } from '@hr/shared';
import type { TResources } from '@hr/shared/i18n/en';
import { ROUTE_ROLES } from './navigation-roles';

type TStringKeys<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : TStringKeys<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Translation keys under menu.* (names of menu items and group labels). */
export type TMenuKey =
  | TStringKeys<TResources['menu'], 'menu.'>
  | TStringKeys<TResources['hrLeave']['menu'], 'hrLeave.menu.'>
  | TStringKeys<TResources['vacations']['menu'], 'vacations.menu.'>
  | TStringKeys<TResources['approvals']['menu'], 'approvals.menu.'>
  | TStringKeys<TResources['inbox']['menu'], 'inbox.menu.'>
  | TStringKeys<TResources['leaveCalendar']['menu'], 'leaveCalendar.menu.'>
  | TStringKeys<TResources['attendance']['menu'], 'attendance.menu.'>
  | TStringKeys<TResources['attendanceImport']['menu'], 'attendanceImport.menu.'>
  | TStringKeys<TResources['absence']['menu'], 'absence.menu.'>
  | TStringKeys<TResources['attendanceIssues']['menu'], 'attendanceIssues.menu.'>
  | TStringKeys<TResources['overtime']['menu'], 'overtime.menu.'>
  | TStringKeys<TResources['permission']['menu'], 'permission.menu.'>
  | TStringKeys<TResources['reports']['menu'], 'reports.menu.'>
  | TStringKeys<TResources['dashboard']['menu'], 'dashboard.menu.'>
  | TStringKeys<TResources['approvalChains']['menu'], 'approvalChains.menu.'>
  | TStringKeys<TResources['shiftSwap']['menu'], 'shiftSwap.menu.'>
  | TStringKeys<TResources['roster']['menu'], 'roster.menu.'>
  | TStringKeys<TResources['law']['menu'], 'law.menu.'>
  | TStringKeys<TResources['settlement']['menu'], 'settlement.menu.'>;

export interface TMenuItem {
  type: 'link' | 'group' | 'label';
  /** i18n key */
  name: TMenuKey;
  icon?: ComponentType<SvgIconProps>;
  path?: string;
  badge?: { value: string | number; color?: 'primary' | 'secondary' | 'error' };
  /** The item shows only for these roles (any of them). Not a permission check: the server checks. */
  roles?: readonly TRole[];
  children?: TMenuItem[];
}

/** One list per menu group; the side nav shows the groups of menuGroupsFor(user.roles). */
export const MENU: Record<TMenuGroup, TMenuItem[]> = {
  self: [
    { type: 'label', name: 'menu.groups.self' },
    { type: 'link', name: 'menu.dashboard', icon: DashboardIcon, path: '/dashboard/default' },
    { type: 'link', name: 'inbox.menu.inbox', icon: InboxIcon, path: '/inbox' },
    { type: 'link', name: 'menu.profile', icon: PersonIcon, path: '/self/profile' },
    { type: 'link', name: 'menu.account', icon: ManageAccountsIcon, path: '/self/account' },
    {
      type: 'group',
      name: 'vacations.menu.self',
      icon: FlightTakeoffIcon,
      children: [
        { type: 'link', name: 'vacations.menu.requestNew', icon: AddCircleOutlineIcon, path: '/self/vacrequest' },
        { type: 'link', name: 'vacations.menu.all', icon: ListAltIcon, path: '/self/vacations' },
        { type: 'link', name: 'leaveCalendar.menu.self', icon: CalendarMonthIcon, path: '/self/calendar' },
      ],
    },
    {
      type: 'group',
      name: 'attendance.menu.self',
      icon: FingerprintIcon,
      children: [
        { type: 'link', name: 'attendance.menu.logs', icon: FactCheckIcon, path: '/self/attlogs' },
        { type: 'link', name: 'absence.menu.self', icon: EventBusyIcon, path: '/self/absent' },
        { type: 'link', name: 'attendanceIssues.menu.report', icon: ReportProblemIcon, path: '/self/attissue' },
      ],
    },
    { type: 'link', name: 'overtime.menu.self', icon: MoreTimeIcon, path: '/self/overtime' },
    { type: 'link', name: 'permission.menu.self', icon: TimerOutlinedIcon, path: '/self/permissions' },
    { type: 'link', name: 'shiftSwap.menu.self', icon: SwapHorizIcon, path: '/shift-swaps' },
  ],
  site: [
    { type: 'label', name: 'menu.groups.site' },
    { type: 'link', name: 'dashboard.menu.organisation', icon: InsightsIcon, path: '/team/dashboard', roles: ROUTE_ROLES.siteEmployees },
    {
      type: 'link',
      name: 'menu.siteEmployees',
      icon: ApartmentIcon,
      path: '/site/employees',
      roles: ROUTE_ROLES.siteEmployees,
    },
    // site_hr does not get the HR Service group; they read the employees of their sites here.
    { type: 'link', name: 'menu.employees', icon: BadgeIcon, path: '/hr/employees', roles: ROUTE_ROLES.siteEmployees },
    // site_hr reads the organisation screens of the HR Service group, which they do not get.
    { type: 'link', name: 'menu.hrStructure', icon: AccountTreeIcon, path: '/hr/structure', roles: ROUTE_ROLES.siteEmployees },
    { type: 'link', name: 'menu.hrShifts', icon: ScheduleIcon, path: '/hr/shifts', roles: ROUTE_ROLES.siteEmployees },
    { type: 'link', name: 'roster.menu.roster', icon: CalendarViewWeekIcon, path: '/team/roster', roles: ROUTE_ROLES.siteEmployees },
    { type: 'link', name: 'menu.hrHolidays', icon: EventIcon, path: '/hr/holidays', roles: ROUTE_ROLES.siteEmployees },
    { type: 'link', name: 'hrLeave.menu.leaveTypes', icon: BeachAccessIcon, path: '/hr/leave-types', roles: ROUTE_ROLES.siteEmployees },
    { type: 'link', name: 'hrLeave.menu.balances', icon: AccountBalanceWalletIcon, path: '/hr/leave-balances', roles: ROUTE_ROLES.siteEmployees },
    // The HR step of two-step leave types waits in the same inbox.
    { type: 'link', name: 'approvals.menu.inbox', icon: InboxIcon, path: '/team/vacapprovals', roles: ROUTE_ROLES.siteEmployees },
    // site_hr reads their sites' attendance in the team logs.
    { type: 'link', name: 'attendance.menu.team', icon: FingerprintIcon, path: '/team/attlogs', roles: ROUTE_ROLES.siteEmployees },
    { type: 'link', name: 'absence.menu.team', icon: EventBusyIcon, path: '/team/absent', roles: ROUTE_ROLES.siteEmployees },
    { type: 'link', name: 'attendanceIssues.menu.inbox', icon: RuleIcon, path: '/team/attisuaprv', roles: ROUTE_ROLES.siteEmployees },
    { type: 'link', name: 'overtime.menu.teamList', icon: MoreTimeIcon, path: '/team/overtime', roles: ROUTE_ROLES.siteEmployees },
    { type: 'link', name: 'permission.menu.team', icon: TimerOutlinedIcon, path: '/team/permissions', roles: ROUTE_ROLES.siteEmployees },
    { type: 'link', name: 'reports.menu.reports', icon: AssessmentIcon, path: '/team/reports', roles: ROUTE_ROLES.siteEmployees },
  ],
  team: [
    { type: 'label', name: 'menu.groups.team' },
    { type: 'link', name: 'dashboard.menu.team', icon: InsightsIcon, path: '/team/dashboard', roles: ROUTE_ROLES.teamMembers },
    { type: 'link', name: 'menu.teamMembers', icon: GroupsIcon, path: '/team/members', roles: ROUTE_ROLES.teamMembers },
    { type: 'link', name: 'roster.menu.roster', icon: CalendarViewWeekIcon, path: '/team/roster', roles: ROUTE_ROLES.teamMembers },
    {
      type: 'group',
      name: 'vacations.menu.team',
      icon: FlightTakeoffIcon,
      roles: ROUTE_ROLES.teamVacations,
      children: [
        { type: 'link', name: 'vacations.menu.requestNew', icon: AddCircleOutlineIcon, path: '/team/vacrequest', roles: ROUTE_ROLES.teamVacations },
        { type: 'link', name: 'vacations.menu.allTeam', icon: ListAltIcon, path: '/team/vacations', roles: ROUTE_ROLES.teamVacations },
        { type: 'link', name: 'approvals.menu.inbox', icon: InboxIcon, path: '/team/vacapprovals', roles: ROUTE_ROLES.leaveApprovers },
        { type: 'link', name: 'leaveCalendar.menu.team', icon: CalendarMonthIcon, path: '/team/calendar', roles: ROUTE_ROLES.leaveApprovers },
        { type: 'link', name: 'approvals.menu.delegation', icon: SupervisorAccountIcon, path: '/team/delegation', roles: ROUTE_ROLES.leaveApprovers },
      ],
    },
    {
      type: 'group',
      name: 'attendance.menu.team',
      icon: FingerprintIcon,
      roles: ROUTE_ROLES.teamAttendance,
      children: [
        { type: 'link', name: 'attendance.menu.teamLogs', icon: FactCheckIcon, path: '/team/attlogs', roles: ROUTE_ROLES.teamAttendance },
        { type: 'link', name: 'absence.menu.team', icon: EventBusyIcon, path: '/team/absent', roles: ROUTE_ROLES.teamAttendance },
        { type: 'link', name: 'attendanceIssues.menu.teamReport', icon: ReportProblemIcon, path: '/team/attissue', roles: ROUTE_ROLES.teamAttendance },
        { type: 'link', name: 'attendanceIssues.menu.inbox', icon: RuleIcon, path: '/team/attisuaprv', roles: ROUTE_ROLES.attendanceIssueDeciders },
      ],
    },
    {
      type: 'group',
      name: 'overtime.menu.team',
      icon: MoreTimeIcon,
      roles: ROUTE_ROLES.teamOvertime,
      children: [
        { type: 'link', name: 'overtime.menu.inbox', icon: InboxIcon, path: '/team/otapprovals', roles: ROUTE_ROLES.overtimeApprovers },
        { type: 'link', name: 'overtime.menu.teamList', icon: ListAltIcon, path: '/team/overtime', roles: ROUTE_ROLES.teamOvertime },
      ],
    },
    { type: 'link', name: 'permission.menu.team', icon: TimerOutlinedIcon, path: '/team/permissions', roles: ROUTE_ROLES.teamMembers },
    { type: 'link', name: 'reports.menu.reports', icon: AssessmentIcon, path: '/team/reports', roles: ROUTE_ROLES.teamMembers },
  ],
  hr: [
    { type: 'label', name: 'menu.groups.hr' },
    { type: 'link', name: 'dashboard.menu.organisation', icon: InsightsIcon, path: '/team/dashboard', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'menu.employees', icon: BadgeIcon, path: '/hr/employees', roles: ROUTE_ROLES.hrEmployeesImport },
    { type: 'link', name: 'menu.outbox', icon: OutboxIcon, path: '/hr/outbox', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'menu.hrStructure', icon: AccountTreeIcon, path: '/hr/structure', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'menu.hrShifts', icon: ScheduleIcon, path: '/hr/shifts', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'roster.menu.rosters', icon: EventRepeatIcon, path: '/hr/rosters', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'roster.menu.roster', icon: CalendarViewWeekIcon, path: '/team/roster', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'menu.hrHolidays', icon: EventIcon, path: '/hr/holidays', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'hrLeave.menu.leaveTypes', icon: BeachAccessIcon, path: '/hr/leave-types', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'law.menu.labourLaw', icon: GavelIcon, path: '/hr/labour-law', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'hrLeave.menu.balances', icon: AccountBalanceWalletIcon, path: '/hr/leave-balances', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'approvals.menu.inbox', icon: InboxIcon, path: '/team/vacapprovals', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'attendance.menu.team', icon: FingerprintIcon, path: '/team/attlogs', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'attendanceImport.menu.import', icon: UploadFileIcon, path: '/hr/attendance-import', roles: ROUTE_ROLES.hrAttendanceWrite },
    { type: 'link', name: 'attendanceImport.menu.devices', icon: RouterIcon, path: '/hr/attendance-devices', roles: ROUTE_ROLES.hrAttendanceWrite },
    { type: 'link', name: 'absence.menu.team', icon: EventBusyIcon, path: '/team/absent', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'attendanceIssues.menu.inbox', icon: RuleIcon, path: '/team/attisuaprv', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'reports.menu.reports', icon: AssessmentIcon, path: '/team/reports', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'overtime.menu.hrInbox', icon: MoreTimeIcon, path: '/team/otapprovals', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'overtime.menu.teamList', icon: MoreTimeIcon, path: '/team/overtime', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'permission.menu.team', icon: TimerOutlinedIcon, path: '/team/permissions', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'menu.hrSettings', icon: SettingsIcon, path: '/hr/settings', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'overtime.menu.settings', icon: TuneIcon, path: '/hr/overtime-settings', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'permission.menu.types', icon: TimerOutlinedIcon, path: '/hr/permission-types', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'approvalChains.menu.chains', icon: ApprovalIcon, path: '/hr/approval-chains', roles: ROUTE_ROLES.outbox },
    { type: 'link', name: 'menu.hrAudit', icon: HistoryIcon, path: '/hr/audit', roles: ROUTE_ROLES.outbox },
  ],
};

/**
 * The group of the user's menu that links to `path` (the `preferred` one when it does), or
 * undefined when their menu has no such link.
 */
export function menuGroupOf(path: string, roles: readonly TRole[], preferred?: TMenuGroup): TMenuGroup | undefined {
  const holding = menuGroupsFor(roles).filter((g) =>
    MENU[g].some((item) => item.type === 'link' && item.path === path && hasAnyRole(roles, item.roles)),
  );
  return preferred && holding.includes(preferred) ? preferred : holding[0];
}
