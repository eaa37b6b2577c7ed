import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../core/notification.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoWorkDay, testYear } from '../../test/dates.js';

let t: TestApp;
let hr: { token: string; user: { id: number } };
let omar: { token: string; user: { id: number } };
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login(1001);
  omar = await t.login(1005);
});
afterAll(() => t?.close());

/** A GET with the token and, when given, If-None-Match. */
const get = (token: string, url: string, etag?: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) } });

describe('the shell in one round trip', () => {
  it('answers who I am, the settings, the unread count and the inbox badges, as the four calls would', async () => {
    const res = await get(hr.token, '/api/shell');
    expect(res.statusCode, res.body).toBe(200);
    const shell = res.json();
    expect(shell.user).toEqual((await get(hr.token, '/api/auth/profile')).json().user);
    expect(shell.settings).toEqual((await t.as('').get('/api/public/settings')).json());
    expect(shell.unread).toBe((await get(hr.token, '/api/notifications/unread-count')).json().unread);
    expect(shell.inbox).toEqual((await get(hr.token, '/api/inbox/counts')).json());
    expect(shell.user).toMatchObject({ EmpCode: 1001 });
    expect((await t.as('').get('/api/shell')).statusCode).toBe(401);
  });

  it('is answered 304 while nothing in it changed, and anew when something did', async () => {
    const first = await get(omar.token, '/api/shell');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toBe('Authorization');
    const again = await get(omar.token, '/api/shell', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another person with the same ETag gets their own shell: the validator covers the body.
    expect((await get(hr.token, '/api/shell', etag)).statusCode).toBe(200);
    // A new notification for Omar, as services make them (in a transaction): the bell's cached count is forgotten.
    await t.database.db.transaction((tx) => notify(tx, [{ employeeId: omar.user.id, kind: 'password_changed' }]));
    const after = await get(omar.token, '/api/shell', etag);
    expect(after.statusCode).toBe(200);
    expect(after.json().unread).toBe(first.json().unread + 1);
    expect(after.headers.etag).not.toBe(etag);
  });
});

describe('conditional reads (ETag / If-None-Match)', () => {
  it('answers lists, calendars, balances and counts 304 until they change', async () => {
    for (const url of ['/api/leave/requests', `/api/leave/calendar?month=${new Date().toISOString().slice(0, 7)}`, '/api/leave/balances', '/api/inbox/counts', '/api/leave/types']) {
      const first = await get(omar.token, url);
      expect(first.statusCode, `${url}: ${first.body}`).toBe(200);
      expect(first.headers.etag, url).toBeDefined();
      const again = await get(omar.token, url, `W/${first.headers.etag}, "other"`);
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    // Filing a request changes Omar's list: the old ETag no longer matches.
    const list = await get(omar.token, '/api/leave/requests');
    const types = (await get(omar.token, '/api/leave/types')).json().items as { id: number; code: string | null }[];
    const day = demoWorkDay(`${testYear() + 1}-03-04`);
    const filed = await t.as(omar.token).post('/api/leave/requests', { leaveTypeId: types.find((x) => x.code === 'annual')!.id, startDate: day, endDate: day, handoverEmployeeId: null, shiftId: null, reason: '', halfDay: 'none' });
    expect(filed.statusCode, filed.body).toBe(200);
    const changed = await get(omar.token, '/api/leave/requests', list.headers.etag as string);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(list.headers.etag);
  });

  it('public settings: cacheable by anyone, revalidated, and new as soon as HR changes them', async () => {
    const first = await t.as('').get('/api/public/settings');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect((await t.app.inject({ url: '/api/public/settings', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const settings = (await get(hr.token, '/api/hr/settings')).json();
    const put = (nameEn: string) =>
      t.app.inject({ method: 'PUT', url: '/api/hr/settings', headers: { authorization: `Bearer ${hr.token}` }, payload: { ...settings, nameEn, smtpUrl: '', mailFrom: settings.mailFrom ?? '' } });
    expect((await put('Renamed Co')).statusCode).toBe(200);
    try {
      const after = await t.app.inject({ url: '/api/public/settings', headers: { 'if-none-match': etag } });
      expect(after.statusCode).toBe(200);
      expect(after.json().orgName).toBe('Renamed Co');
    } finally {
      await put(settings.nameEn);
    }
  });

  it('leaves the session endpoints, errors and exports alone', async () => {
    const profile = await get(omar.token, '/api/auth/profile');
    expect(profile.headers['cache-control']).toBe('no-store');
    expect(profile.headers.etag).toBeUndefined();
    const refused = await get(omar.token, '/api/hr/employees');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.etag).toBeUndefined();
    for (const url of ['/api/leave/requests.csv', `/api/reports/balances/export?year=${testYear()}&format=csv`]) {
      const file = await get(hr.token, url);
      expect(file.statusCode, `${url}: ${file.body.slice(0, 200)}`).toBe(200);
      expect(file.headers.etag, url).toBeUndefined();
    }
  });
});
