import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function visible(empCode: number): Promise<number[]> {
  const { token } = await t.login(empCode);
  const res = await t.as(token).get('/api/team/members?pageSize=100');
  expect(res.statusCode).toBe(200);
  return res.json().items.map((m: { EmpCode: number }) => m.EmpCode);
}

describe('team members respect the scope', () => {
  it('a supervisor sees their direct reports', async () => {
    expect(await visible(1004)).toEqual([1005, 1006]);
  });
  it('a manager sees the whole reporting subtree', async () => {
    expect(await visible(1003)).toEqual([1004, 1005, 1006, 1007, 1008, 1009, 1010]);
  });
  it('site HR sees the active people of their sites', async () => {
    expect(await visible(1002)).toEqual([1007, 1008, 1009, 1013]);
  });
  it('HR sees every active person', async () => {
    expect(await visible(1001)).toEqual([1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012, 1013, 1014]);
  });
  it('an employee is refused', async () => {
    const { token } = await t.login(1005);
    const res = await t.as(token).get('/api/team/members');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
  it('searches by name in either language and by company ID, and pages on the server', async () => {
    const { token } = await t.login(1003);
    const byAr = (await t.as(token).get(`/api/team/members?q=${encodeURIComponent('سارة')}`)).json();
    expect(byAr.items.map((m: { EmpCode: number }) => m.EmpCode)).toEqual([1004]);
    // Typed without hamza, as Egyptian users often do: «احمد», «ابراهيم».
    const noHamza = (await t.as(token).get(`/api/team/members?q=${encodeURIComponent('ابراهيم')}`)).json();
    expect(noHamza.items.map((m: { EmpCode: number }) => m.EmpCode)).toEqual([1006]);
    const byEmail = (await t.as(token).get('/api/team/members?q=HEBA.MOSTAFA@')).json();
    expect(byEmail.items.map((m: { EmpCode: number }) => m.EmpCode)).toEqual([1008]);
    expect((await t.as(token).get('/api/team/members?q=%25')).json().items).toEqual([]);
    const byCode = (await t.as(token).get('/api/team/members?q=1008')).json();
    expect(byCode.items.map((m: { EmpCode: number }) => m.EmpCode)).toEqual([1008]);
    const page = (await t.as(token).get('/api/team/members?page=1&pageSize=3')).json();
    expect(page.total).toBe(7);
    expect(page.items.map((m: { EmpCode: number }) => m.EmpCode)).toEqual([1007, 1008, 1009]);
    expect((await t.as(token).get('/api/team/members?pageSize=1000')).statusCode).toBe(400);
  });
});

describe('HR mail outbox', () => {
  it('is readable by HR only', async () => {
    await t.as('').post('/api/auth/forgot-password', { email: 'omar.khaled@example.com' });
    const hr = await t.login(1001);
    const res = await t.as(hr.token).get('/api/hr/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ to: 'omar.khaled@example.com', status: 'outbox' });
    const manager = await t.login(1003);
    expect((await t.as(manager.token).get('/api/hr/outbox')).statusCode).toBe(403);
    const siteHr = await t.login(1002);
    expect((await t.as(siteHr.token).get('/api/hr/outbox')).statusCode).toBe(403);
  });
});
