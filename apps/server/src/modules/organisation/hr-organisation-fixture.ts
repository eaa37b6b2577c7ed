import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testToday } from '../../test/dates.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface Structure {
  sites: { id: number; nameEn: string; employeeCount: number }[];
  departments: { id: number; nameEn: string; employeeCount: number; sections: { id: number; nameEn: string; departmentId: number; employeeCount: number }[] }[];
}
export interface AuditItem {
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  actor: { EmpCode: number; FullName: string; fullNameAr: string } | null;
}

export const unit = { nameEn: 'Giza', nameAr: 'الجيزة' };
/** Its hours move between tests without breaks: the reason HR states for going beyond Art 118 (Art 121) goes with it. */
export const shift = { nameEn: 'Evening', nameAr: 'المسائية', startTime: '16:00', endTime: '00:00', graceMinutes: 5, workDays: [0, 1, 2, 3, 4], lawReason: 'Breaks taken as the work allows' };
/** A holiday in a year the demo has none in (it has this year's and the next). */
export const holiday = { date: `${Number(testToday().slice(0, 4)) + 4}-03-01`, nameEn: 'Company Day', nameAr: 'يوم الشركة' };
export const settings = {
  nameEn: 'HR Leave Tracker',
  nameAr: 'متتبع الإجازات',
  timeZone: 'Africa/Cairo',
  defaultLanguage: 'en',
  signupAllowed: true,
  weekendDays: [5, 6],
  smtpUrl: '',
  mailFrom: '',
  geofenceMode: 'off',
  /** The demo tracks attendance with no start (null, as installations before go-live dates). */
  trackingStart: null,
};

/**
 * The HR organisation API tests' app: a fresh demo organisation, HR, site HR, a manager, a
 * supervisor and an employee signed in, and the helpers the test files share. Call once per file.
 */
export function useHrOrganisationApp() {
  const fx = { t: undefined as unknown as TestApp, tokens: {} as Record<number, string> };
  beforeAll(async () => {
    fx.t = await createTestApp();
    for (const code of [1001, 1002, 1003, 1004, 1005]) fx.tokens[code] = (await fx.t.login(code)).token;
  });
  afterAll(() => fx.t?.close());

  /** test-app has no PUT helper; one inject for every method, under /api/hr. */
  const call = (code: number, method: Method, url: string, body?: unknown) =>
    fx.t.app.inject({ method, url: `/api/hr${url}`, headers: { authorization: `Bearer ${fx.tokens[code]}` }, ...(body === undefined ? {} : { payload: body as object }) });
  const hr = (method: Method, url: string, body?: unknown) => call(1001, method, url, body);
  const structure = async (code = 1001): Promise<Structure> => {
    const res = await call(code, 'GET', '/structure');
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const siteId = async (nameEn: string) => (await structure()).sites.find((s) => s.nameEn === nameEn)!.id;
  const department = async (nameEn: string) => (await structure()).departments.find((d) => d.nameEn === nameEn)!;
  const sectionId = async (nameEn: string) => (await structure()).departments.flatMap((d) => d.sections).find((s) => s.nameEn === nameEn)!.id;
  const lastAudit = async (entity: string, entityId?: number | string): Promise<AuditItem> => {
    const res = await hr('GET', `/audit?entity=${entity}&pageSize=100`);
    expect(res.statusCode).toBe(200);
    const items: AuditItem[] = res.json().items;
    const hit = entityId === undefined ? items[0] : items.find((i) => i.entityId === String(entityId));
    expect(hit).toBeDefined();
    return hit!;
  };
  return { fx, tokens: fx.tokens, call, hr, structure, siteId, department, sectionId, lastAudit };
}
