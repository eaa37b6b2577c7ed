import { vi } from 'vitest';
import type { TUser } from '@hr/shared';

/** One request as the fake server sees it. */
export interface TFakeRequest {
  method: string;
  /** Without the '/api' prefix and the query: '/leave/quote'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer: a JSON body (status 200), or a status with a body (an ErrorCode answer). */
export type TFakeAnswer = unknown | { status: number; body?: unknown };
export type TFakeHandler = (req: TFakeRequest) => TFakeAnswer | Promise<TFakeAnswer>;

/** 'GET /leave/types' → the answer (or a function of the request). */
export type TFakeRoutes = Record<string, TFakeAnswer | TFakeHandler>;

const isStatusAnswer = (a: unknown): a is { status: number; body?: unknown } =>
  !!a && typeof a === 'object' && typeof (a as { status?: unknown }).status === 'number' && Object.keys(a).every((k) => k === 'status' || k === 'body');

/** An ErrorCode answer as the server's one error handler sends it. */
export const apiError = (status: number, code: string, fields: { path: string; message: string }[] = [], params: Record<string, string | number> = {}) => ({
  status,
  body: { code, message: code, fields, params },
});

export const TEST_USER: TUser = {
  id: 7,
  EmpCode: 1007,
  domainacc: null,
  FullName: 'Mona Adel',
  fullNameAr: 'منى عادل',
  email: 'mona.adel@example.com',
  mobile: '01012345678',
  roles: ['employee', 'manager', 'hr'],
  site: { id: 1, nameEn: 'Cairo', nameAr: 'القاهرة' },
  department: { id: 2, nameEn: 'Finance', nameAr: 'المالية' },
  section: null,
  manager: null,
  hrSites: [],
  hireDate: '2020-01-05',
  language: 'en',
  navCompact: false,
  hijriDates: null,
  arabicDigits: null,
  approvalDigest: true,
};

/**
 * Replaces fetch with a small fake of the API: the session check, the public settings and the
 * inbox counts answer by default, a test adds the calls its form makes. A call nobody answers
 * gets 404 NOT_FOUND and is listed in `unanswered`, so a test can tell a missing fake.
 */
export function fakeApi(routes: TFakeRoutes = {}, user: TUser = TEST_USER) {
  const calls: TFakeRequest[] = [];
  const unanswered: string[] = [];
  // A test's own public settings are the shell's too.
  const settings = routes['GET /public/settings'] ?? { orgName: 'Nile Trading', orgNameAr: 'النيل للتجارة', signupAllowed: false, defaultLanguage: 'en', timeZone: 'Africa/Cairo', weekStart: 0, directoryDomain: null };
  const inbox = { leave: 0, overtime: 0, permission: 0, handover: 0, attendanceIssue: 0, shiftSwap: 0, total: 0 };
  const all: TFakeRoutes = {
    'GET /shell': { user, settings, unread: 0, inbox },
    'GET /auth/profile': { user },
    'GET /public/settings': settings,
    'GET /inbox/counts': inbox,
    'GET /notifications/unread-count': { unread: 0 },
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const req: TFakeRequest = { method, path, query: url.searchParams, body };
    calls.push(req);
    const route = all[`${method} ${path}`];
    if (route === undefined) {
      unanswered.push(`${method} ${path}`);
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'not faked' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    }
    const answer = typeof route === 'function' ? await (route as TFakeHandler)(req) : route;
    const { status, body: out } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
    return new Response(out === undefined ? null : JSON.stringify(out), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    calls,
    unanswered,
    /** The requests made to one route, e.g. 'GET /leave/quote'. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}
