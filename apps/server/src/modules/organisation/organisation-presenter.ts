import { shiftCrossesMidnight, shiftFindings, type TAuditEntry, type THoliday, type TOrganisationSettings, type TShift } from '@hr/shared';
import type { TAuditRow, THolidayRow, TShiftRow } from './organisation-repository.js';
import { type TOrganisationRow } from '../../core/organisation.js';

/** The mask that replaces an SMTP password wherever settings leave the server. */
export const SECRET_MASK = '••••';

/** smtps://user:secret@host → smtps://user:••••@host (the password never leaves the server). */
export function maskSmtpUrl(url: string): string {
  const start = url.indexOf('://');
  if (start < 0) return url;
  const authorityEnd = url.indexOf('?') < 0 ? url.length : url.indexOf('?');
  const at = url.lastIndexOf('@', authorityEnd);
  if (at <= start) return url;
  const userinfo = url.slice(start + 3, at);
  const colon = userinfo.indexOf(':');
  if (colon < 0) return url;
  return `${url.slice(0, start + 3)}${userinfo.slice(0, colon + 1)}${SECRET_MASK}${url.slice(at)}`;
}

export function presentSettings(org: TOrganisationRow): TOrganisationSettings {
  return {
    nameEn: org.nameEn,
    nameAr: org.nameAr,
    timeZone: org.timeZone,
    defaultLanguage: org.defaultLanguage === 'ar' ? 'ar' : 'en',
    signupAllowed: org.signupAllowed,
    weekendDays: [...org.weekendDays].sort((a, b) => a - b),
    smtpUrl: maskSmtpUrl(org.smtpUrl ?? ''),
    mailFrom: org.mailFrom ?? '',
    geofenceMode: org.geofenceMode === 'flag' || org.geofenceMode === 'refuse' ? org.geofenceMode : 'off',
    trackingStart: org.trackingStart,
  };
}

export function presentShift(row: TShiftRow & { employeeCount?: number }): TShift {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    startTime: row.startTime,
    endTime: row.endTime,
    graceMinutes: row.graceMinutes,
    workDays: [...row.workDays].sort((a, b) => a - b),
    crossesMidnight: shiftCrossesMidnight(row.startTime, row.endTime),
    ramadanStartTime: row.ramadanStartTime ?? null,
    ramadanEndTime: row.ramadanEndTime ?? null,
    employeeCount: row.employeeCount ?? 0,
    breaks: row.breaks ?? [],
    // Arts 117–120 (rules hoursDaily … hoursWeeklyRest): a shift beyond them is marked, with HR's reason if stated.
    lawFindings: shiftFindings(row),
    lawReason: row.lawReason ?? null,
  };
}

export function presentHoliday(row: THolidayRow): THoliday {
  return { id: row.id, date: row.date, nameEn: row.nameEn, nameAr: row.nameAr, siteIds: row.siteIds, estimated: row.estimated, legalDate: row.legalDate };
}

const person = (id: number | null, empCode: number | null, en: string | null, ar: string | null) =>
  id === null ? null : { id, EmpCode: empCode ?? 0, FullName: en ?? '', fullNameAr: ar ?? '' };

export function presentAuditEntry(row: TAuditRow): TAuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: person(row.actorId, row.actorEmpCode, row.actorEn, row.actorAr),
    onBehalfOf: person(row.onBehalfId, row.onBehalfEmpCode, row.onBehalfEn, row.onBehalfAr),
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    ip: row.ip,
  };
}
