import { employeeToInput } from '@hr/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, departments, employees, sections, sites } from '../../db/schema.js';
import { createTestApp, linkToken, type TestApp } from '../../test/test-app.js';
import { employeeInput } from '../../test/employee-input.js';

let t: TestApp;
let hr: string;
const ids: Record<number, number> = {};
const unit: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  hr = (await t.login(1001)).token;
  const { db } = t.database;
  for (const r of await db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const r of await db.select().from(sites)) unit[r.nameEn] = r.id;
  for (const r of await db.select().from(departments)) unit[r.nameEn] = r.id;
  for (const r of await db.select().from(sections)) unit[r.nameEn] = r.id;
});
afterAll(() => t?.close());

const put = (token: string, url: string, body: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${token}` }, payload: body as object });

const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(employees))[0].n;

const input = (over: Record<string, unknown> = {}) =>
  employeeInput({ domainAccount: 'new.person', mobile: '01001234567', siteId: unit.Cairo, departmentId: unit.Operations, sectionId: unit.Production, managerId: ids[1004], ...over });

/** The current record of a person as PUT input (what the edit form sends back). */
async function current(id: number) {
  return employeeToInput((await t.as(hr).get(`/api/hr/employees/${id}`)).json());
}

describe('authorisation', () => {
  it('employee, supervisor and manager tokens get 403 on every /api/hr/employees endpoint; site_hr on every write', async () => {
    const id = ids[1005];
    const calls = (token: string) => [
      t.as(token).get('/api/hr/employees'),
      t.as(token).get(`/api/hr/employees/${id}`),
      t.as(token).post('/api/hr/employees', input({ empCode: 2999, email: 'x@example.com' })),
      put(token, `/api/hr/employees/${id}`, input()),
      t.as(token).post(`/api/hr/employees/${id}/deactivate`),
      t.as(token).post(`/api/hr/employees/${id}/activate`),
      t.as(token).post(`/api/hr/employees/${id}/invite`),
      t.as(token).post(`/api/hr/employees/${id}/reset-password`),
      t.as(token).post('/api/hr/employees/import', { fileName: 'a.csv', contentBase64: Buffer.from('empCode\n1\n').toString('base64'), apply: true }),
    ];
    for (const code of [1005, 1004, 1003]) {
      const { token } = await t.login(code);
      for (const res of await Promise.all(calls(token))) {
        expect(res.statusCode, `${code} ${res.body}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    const siteHr = (await t.login(1002)).token;
    const results = await Promise.all(calls(siteHr));
    expect(results.slice(2).map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect((await t.as('').get('/api/hr/employees')).statusCode).toBe(401);
  });

  it('site_hr reads their sites only', async () => {
    const { token } = await t.login(1002);
    const list = (await t.as(token).get('/api/hr/employees?active=all&pageSize=100')).json();
    expect(list.items.map((e: { empCode: number }) => e.empCode)).toEqual([1002, 1007, 1008, 1009, 1013, 1015]);
    expect(list.total).toBe(6);
    expect((await t.as(token).get(`/api/hr/employees/${ids[1008]}`)).statusCode).toBe(200);
    const cairo = await t.as(token).get(`/api/hr/employees/${ids[1005]}`);
    expect(cairo.statusCode).toBe(404);
  });
});

describe('list', () => {
  it('searches in either language, by e-mail and company ID; filters; sorts; pages', async () => {
    const get = async (qs: string) => (await t.as(hr).get(`/api/hr/employees?${qs}`)).json();
    const codes = (r: { items: { empCode: number }[] }) => r.items.map((e) => e.empCode);
    expect(codes(await get(`q=${encodeURIComponent('احمد')}`))).toEqual([1003]);
    expect(codes(await get('q=HEBA.MOSTAFA@'))).toEqual([1008]);
    expect(codes(await get('q=1013'))).toEqual([1013]);
    // A company ID typed on an Arabic keyboard.
    expect(codes(await get(`q=${encodeURIComponent('١٠١٣')}`))).toEqual([1013]);
    expect(codes(await get(`siteId=${unit.Alexandria}`))).toEqual([1002, 1007, 1008, 1009, 1013]);
    expect(codes(await get(`siteId=${unit.Alexandria}&active=all`))).toEqual([1002, 1007, 1008, 1009, 1013, 1015]);
    expect(codes(await get('active=false'))).toEqual([1015]);
    expect(codes(await get('role=supervisor'))).toEqual([1004, 1007]);
    expect(codes(await get(`departmentId=${unit.Finance}&sectionId=${unit.Accounting}`))).toEqual([1011, 1012]);
    expect(codes(await get('sort=name&pageSize=3'))).toEqual([1003, 1012, 1008]);
    const page = await get('sort=empCode&dir=desc&page=1&pageSize=5');
    expect(codes(page)).toEqual([1009, 1008, 1007, 1006, 1005]);
    expect(page.total).toBe(14);
    expect((await get('page=9')).total).toBe(14);
    const one = (await get('q=1005')).items[0];
    expect(one).toMatchObject({ fullNameAr: 'عمر خالد', site: { nameEn: 'Cairo' }, manager: { empCode: 1004 }, activated: true, roles: ['employee'] });
    expect((await t.as(hr).get('/api/hr/employees?pageSize=1000')).statusCode).toBe(400);
  });
});

describe('create', () => {
  it('creates with Arabic names, writes the audit trail, and the invitation lets the person set a password and sign in', async () => {
    const res = await t.as(hr).post('/api/hr/employees', input({ sendInvitation: true, language: 'ar', fullNameAr: 'إسراء عبد الرحمن', email: 'Esraa.New@Example.com' }));
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json();
    expect(e).toMatchObject({ empCode: 2001, fullNameAr: 'إسراء عبد الرحمن', email: 'esraa.new@example.com', manager: { empCode: 1004 }, activated: false, active: true });
    const again = (await t.as(hr).get(`/api/hr/employees/${e.id}`)).json();
    expect(again.fullNameAr).toBe('إسراء عبد الرحمن');

    const [a] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.create')).orderBy(desc(auditLog.id)).limit(1);
    expect(a).toMatchObject({ actorId: ids[1001], entity: 'employee', entityId: String(e.id) });
    expect(a.after).toMatchObject({ empCode: 2001, invitationSent: true });

    const [mail] = await t.outbox();
    expect(mail.to).toBe('esraa.new@example.com');
    expect(mail.text).toContain('/session/reset-password?token=');
    expect(mail.text).toContain('lang=ar');
    const token = linkToken(mail.text);
    expect((await t.as('').get(`/api/auth/token-info?token=${token}`)).json()).toMatchObject({ purpose: 'invite', fullNameAr: 'إسراء عبد الرحمن' });
    // Not activated yet: sign-in answers as for a wrong password (it never tells which accounts exist).
    expect((await t.as('').post('/api/auth/login', { identifier: '2001', password: 'whatever-1' })).json().code).toBe('INVALID_CREDENTIALS');
    expect((await t.as('').post('/api/auth/reset-password', { token, password: 'first-pass-77' })).statusCode).toBe(200);
    const login = await t.login(2001, 'first-pass-77');
    expect(login.user.EmpCode).toBe(2001);
    expect((await t.as(hr).get(`/api/hr/employees/${e.id}`)).json().activated).toBe(true);
    // The link works once; a resend is refused once the account is active.
    expect((await t.as('').post('/api/auth/reset-password', { token, password: 'second-pass-77' })).json().code).toBe('TOKEN_INVALID');
    expect((await t.as(hr).post(`/api/hr/employees/${e.id}/invite`)).json().code).toBe('SIGNUP_ALREADY_ACTIVE');
  });

  it('refuses a taken company ID and a taken e-mail in any case, and of two parallel creates only one wins', async () => {
    const before = await count();
    const code = await t.as(hr).post('/api/hr/employees', input({ empCode: 1005, email: 'unique.one@example.com' }));
    expect(code.statusCode).toBe(409);
    expect(code.json()).toMatchObject({ code: 'EMP_CODE_TAKEN', fields: [{ path: 'empCode' }] });
    const mail = await t.as(hr).post('/api/hr/employees', input({ empCode: 2100, email: 'OMAR.Khaled@EXAMPLE.com' }));
    expect(mail.statusCode).toBe(409);
    expect(mail.json()).toMatchObject({ code: 'EMAIL_TAKEN', fields: [{ path: 'email' }] });
    // Changing someone's e-mail to a colleague's is refused the same way.
    const upd = await put(hr, `/api/hr/employees/${ids[1006]}`, { ...(await current(ids[1006])), email: 'Sara.Ali@example.com' });
    expect(upd.json().code).toBe('EMAIL_TAKEN');
    expect(await count()).toBe(before);

    const racers = await Promise.all([
      t.as(hr).post('/api/hr/employees', input({ empCode: 2200, email: 'race.a@example.com' })),
      t.as(hr).post('/api/hr/employees', input({ empCode: 2200, email: 'race.b@example.com' })),
      t.as(hr).post('/api/hr/employees', input({ empCode: 2201, email: 'race.c@example.com' })),
      t.as(hr).post('/api/hr/employees', input({ empCode: 2202, email: 'RACE.C@example.com' })),
    ]);
    expect(racers.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
    expect(await count()).toBe(before + 2);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await count();
    const res = await t.as(hr).post('/api/hr/employees', input({ empCode: 'abc', email: 'not-an-email', fullNameEn: '', mobile: '12345', roles: ['boss'] }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const paths = body.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['empCode', 'email', 'fullNameEn', 'mobile']));
    const unknown = await t.as(hr).post('/api/hr/employees', input({ empCode: 2300, email: 'u@example.com', siteId: 9999, shiftId: 9999 }));
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_REFERENCE' });
    expect(unknown.json().fields.map((f: { path: string }) => f.path)).toEqual(['siteId', 'shiftId']);
    const mismatch = await t.as(hr).post('/api/hr/employees', input({ empCode: 2300, email: 'u@example.com', departmentId: unit.Finance, sectionId: unit.Production }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'SECTION_NOT_IN_DEPARTMENT', fields: [{ path: 'sectionId' }] });
    const inactive = await t.as(hr).post('/api/hr/employees', input({ empCode: 2300, email: 'u@example.com', managerId: ids[1015] }));
    expect(inactive.json().code).toBe('MANAGER_INACTIVE');
    expect(await count()).toBe(before);
  });

  it("only an admin gives the admin role or changes an admin's record", async () => {
    const res = await t.as(hr).post('/api/hr/employees', input({ empCode: 2400, email: 'admin2@example.com', roles: ['employee', 'admin'] }));
    expect(res.statusCode).toBe(403);
    // HR must not be able to put their own e-mail on an admin account and reset its password.
    const { db } = t.database;
    await db.update(employees).set({ roles: ['employee', 'admin'] }).where(eq(employees.empCode, 1009));
    try {
      const edit = await put(hr, `/api/hr/employees/${ids[1009]}`, { ...(await current(ids[1009])), email: 'mona.hassan+admin@example.com' });
      expect(edit.statusCode).toBe(403);
      expect((await t.as(hr).post(`/api/hr/employees/${ids[1009]}/reset-password`)).statusCode).toBe(403);
      expect((await t.as(hr).post(`/api/hr/employees/${ids[1009]}/deactivate`)).statusCode).toBe(403);
      const file = Buffer.from('empCode,email\n1009,mona.hassan+admin@example.com\n').toString('base64');
      const dry = (await t.as(hr).post('/api/hr/employees/import', { fileName: 'a.csv', contentBase64: file, apply: false })).json();
      expect(dry.errors).toEqual([{ line: 2, field: 'empCode', reason: 'errors.FORBIDDEN', params: { person: '1009 Tarek Fathy', personAr: '1009 طارق فتحي' } }]);
    } finally {
      await db.update(employees).set({ roles: ['employee'] }).where(eq(employees.empCode, 1009));
    }
  });
});

describe('update', () => {
  it('refuses a manager who is the person, a direct report or anyone deeper in their subtree', async () => {
    const me = await current(ids[1003]);
    const self = await put(hr, `/api/hr/employees/${ids[1003]}`, { ...me, managerId: ids[1003] });
    expect(self.json()).toMatchObject({ code: 'MANAGER_LOOP', fields: [{ path: 'managerId' }] });
    const direct = await put(hr, `/api/hr/employees/${ids[1003]}`, { ...me, managerId: ids[1004] });
    expect(direct.json().code).toBe('MANAGER_LOOP');
    const deep = await put(hr, `/api/hr/employees/${ids[1003]}`, { ...me, managerId: ids[1008] }); // 1008 → 1007 → 1003
    expect(deep.statusCode).toBe(400);
    expect(deep.json().code).toBe('MANAGER_LOOP');
    const fine = await put(hr, `/api/hr/employees/${ids[1003]}`, { ...me, managerId: ids[1011] });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().manager.empCode).toBe(1011);
    // Two parallel changes that together would close a loop: only one passes.
    const a = await current(ids[1012]);
    const b = await current(ids[1013]);
    const [ra, rb] = await Promise.all([
      put(hr, `/api/hr/employees/${ids[1012]}`, { ...a, managerId: ids[1013] }),
      put(hr, `/api/hr/employees/${ids[1013]}`, { ...b, managerId: ids[1012] }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 400]);
    await put(hr, `/api/hr/employees/${ids[1003]}`, { ...me, managerId: null });
  });

  it('saves roles and site_hr sites, audits before and after, and the person sees the change at once', async () => {
    const { token } = await t.login(1010);
    expect((await t.as(token).get('/api/auth/profile')).json().user.roles).toEqual(['employee']);
    const res = await put(hr, `/api/hr/employees/${ids[1010]}`, { ...(await current(ids[1010])), roles: ['employee', 'site_hr'], hrSiteIds: [unit.Cairo], fullNameEn: 'Laila Farouk Hassan' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ roles: ['employee', 'site_hr'], hrSiteIds: [unit.Cairo] });
    const profile = (await t.as(token).get('/api/auth/profile')).json().user;
    expect(profile).toMatchObject({ roles: ['employee', 'site_hr'], FullName: 'Laila Farouk Hassan', hrSites: [{ id: unit.Cairo }] });
    const [a] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.update')).orderBy(desc(auditLog.id)).limit(1);
    expect(a.before).toEqual({ fullNameEn: 'Laila Farouk', roles: ['employee'], hrSiteIds: [] });
    expect(a.after).toEqual({ fullNameEn: 'Laila Farouk Hassan', roles: ['employee', 'site_hr'], hrSiteIds: [unit.Cairo] });
    // As site_hr she now reads Cairo, and still writes nothing.
    expect((await t.as(token).get(`/api/hr/employees/${ids[1005]}`)).statusCode).toBe(200);
    expect((await t.as(token).post(`/api/hr/employees/${ids[1005]}/deactivate`)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await put(hr, '/api/hr/employees/99999', input({ empCode: 2500, email: 'nobody@example.com' }))).statusCode).toBe(404);
    expect((await t.as(hr).post('/api/hr/employees/99999/deactivate')).statusCode).toBe(404);
  });
});

describe('deactivation', () => {
  it('ends the sessions at once, removes the person from pickers and keeps the history', async () => {
    const { token } = await t.login(1012);
    const manager = (await t.login(1011)).token;
    const pick = async () => (await t.as(manager).get('/api/people/search?q=')).json().items.map((p: { EmpCode: number }) => p.EmpCode);
    expect(await pick()).toContain(1012);
    expect((await t.as(token).get('/api/auth/profile')).statusCode).toBe(200);
    const res = await t.as(hr).post(`/api/hr/employees/${ids[1012]}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false, empCode: 1012 });
    expect((await t.as(token).get('/api/auth/profile')).statusCode).toBe(401);
    expect(await pick()).not.toContain(1012);
    expect((await t.as(hr).get(`/api/hr/employees/${ids[1012]}`)).json().active).toBe(false);
    const [a] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.deactivate')).orderBy(desc(auditLog.id)).limit(1);
    expect(a).toMatchObject({ entityId: String(ids[1012]), before: { active: true }, after: { active: false, endedSessions: 1 } });
    expect((await t.as('').post('/api/auth/login', { identifier: '1012', password: 'demo1234' })).statusCode).toBe(403);
    // Activating again lets them sign in.
    expect((await t.as(hr).post(`/api/hr/employees/${ids[1012]}/activate`)).json().active).toBe(true);
    await t.login(1012);
    expect(await pick()).toContain(1012);
  });
});

describe('invitations and password resets', () => {
  it('resends the activation link to someone who has none yet', async () => {
    const res = await t.as(hr).post(`/api/hr/employees/${ids[1014]}/invite`);
    expect(res.statusCode).toBe(200);
    const [mail] = await t.outbox();
    expect(mail.to).toBe('rania.magdy@example.com');
    const token = linkToken(mail.text);
    expect((await t.as('').post('/api/auth/reset-password', { token, password: 'rania-pass-2026' })).statusCode).toBe(200);
    await t.login(1014, 'rania-pass-2026');
    expect((await t.as(hr).post(`/api/hr/employees/${ids[1015]}/invite`)).json().code).toBe('ACCOUNT_INACTIVE');
  });

  it("a reset by HR ends the person's sessions and mails a reset link", async () => {
    const { token } = await t.login(1013);
    const res = await t.as(hr).post(`/api/hr/employees/${ids[1013]}/reset-password`);
    expect(res.statusCode).toBe(200);
    expect((await t.as(token).get('/api/auth/profile')).statusCode).toBe(401);
    const [mail] = await t.outbox();
    expect(mail.to).toBe('mostafa.kamal@example.com');
    expect((await t.as('').post('/api/auth/reset-password', { token: linkToken(mail.text), password: 'mostafa-new-9' })).statusCode).toBe(200);
    await t.login(1013, 'mostafa-new-9');
  });
});

describe('OpenAPI', () => {
  it('documents the new endpoints', async () => {
    const paths = Object.keys((await t.as('').get('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/hr/employees/', '/api/hr/employees/{id}', '/api/hr/employees/import', '/api/people/search', '/api/self/profile']),
    );
  });
});

describe('pickers and self', () => {
  it("searches active people in the viewer's scope by name (either language, folded) or company ID prefix", async () => {
    const search = async (code: number, q: string) => {
      const { token } = await t.login(code);
      const res = await t.as(token).get(`/api/people/search?q=${encodeURIComponent(q)}&limit=50`);
      expect(res.statusCode).toBe(200);
      // (people created by the tests above, 2001…, report to 1004: left out here)
      return res.json().items.map((p: { EmpCode: number }) => p.EmpCode).filter((c: number) => c < 2000).sort();
    };
    expect(await search(1005, '')).toEqual([1005]); // an employee finds only themselves
    expect(await search(1005, 'sara')).toEqual([]);
    expect(await search(1004, '')).toEqual([1004, 1005, 1006]);
    expect(await search(1003, 'ابراهيم')).toEqual([1006]);
    expect(await search(1003, '100')).toEqual([1003, 1004, 1005, 1006, 1007, 1008, 1009]); // prefix: not 1010
    expect(await search(1001, '101')).toEqual([1010, 1011, 1012, 1013, 1014]); // 1015 left
    const { token } = await t.login(1001);
    const [first] = (await t.as(token).get('/api/people/search?q=1008')).json().items;
    expect(first).toEqual({ id: ids[1008], EmpCode: 1008, FullName: 'Heba Mostafa', fullNameAr: 'هبة مصطفى' });
    expect((await t.as('').get('/api/people/search?q=a')).statusCode).toBe(401);
  });

  it('shows my record and my manager chain up to the top', async () => {
    const { token } = await t.login(1005);
    const res = await t.as(token).get('/api/self/profile');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.employee).toMatchObject({ empCode: 1005, fullNameAr: 'عمر خالد', activated: true });
    expect(body.managerChain.map((p: { EmpCode: number }) => p.EmpCode)).toEqual([1004, 1003]);
    const top = (await t.as((await t.login(1011)).token).get('/api/self/profile')).json();
    expect(top.managerChain).toEqual([]);
  });
});

describe('the list read cache', () => {
  const listed = async (q: string) => (await t.as(hr).get(`/api/hr/employees?q=${encodeURIComponent(q)}`)).json().items.map((e: { fullNameEn: string }) => e.fullNameEn);

  it('shows an edit made through the API on the very next read', async () => {
    const id = ids[1012];
    expect(await listed('1012')).toHaveLength(1);
    const before = await current(id);
    expect((await put(hr, `/api/hr/employees/${id}`, { ...before, fullNameEn: 'Cache Check Renamed' })).statusCode).toBe(200);
    expect(await listed('1012')).toEqual(['Cache Check Renamed']);
    expect((await put(hr, `/api/hr/employees/${id}`, before)).statusCode).toBe(200);
    expect(await listed('1012')).toEqual([before.fullNameEn]);
  });

  it('shows a change written outside this process (a trigger notifies every server at commit)', async () => {
    const id = ids[1012];
    const name = (await listed('1012'))[0];
    await t.database.db.execute(sql`update employees set full_name_en = 'Written Elsewhere' where id = ${id}`);
    // PostgreSQL delivers the notification on another connection: allow it a moment.
    await expect.poll(() => listed('1012'), { timeout: 2000, interval: 20 }).toEqual(['Written Elsewhere']);
    await t.database.db.execute(sql`update employees set full_name_en = ${name} where id = ${id}`);
    await expect.poll(() => listed('1012'), { timeout: 2000, interval: 20 }).toEqual([name]);
  });

  it('follows a renamed department into the list', async () => {
    const row = async () => (await t.as(hr).get(`/api/hr/employees?q=1012`)).json().items[0];
    const { department } = await row();
    const departmentId = department.id as number;
    await t.database.db.update(departments).set({ nameEn: 'Renamed Dept' }).where(eq(departments.id, departmentId));
    await expect.poll(async () => (await row()).department.nameEn, { timeout: 2000, interval: 20 }).toBe('Renamed Dept');
    await t.database.db.update(departments).set({ nameEn: department.nameEn }).where(eq(departments.id, departmentId));
  });
});

describe('locked accounts', () => {
  it('HR sees an account locked by failed sign-ins, and unlocks it; site_hr may not', async () => {
    const wrong = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: '1009', password: 'not-the-password' } });
    let last = await wrong();
    for (let i = 0; i < 5 && last.statusCode !== 423; i++) last = await wrong();
    expect(last.statusCode, last.body).toBe(423);
    const locked = (await t.as(hr).get(`/api/hr/employees/${ids[1009]}`)).json();
    expect(new Date(locked.lockedUntil).getTime()).toBeGreaterThan(Date.now());
    const listed = (await t.as(hr).get('/api/hr/employees?q=1009')).json().items.find((e: { id: number }) => e.id === ids[1009]);
    expect(listed.lockedUntil).toBe(locked.lockedUntil);

    const siteHr = (await t.login(1002)).token;
    expect((await t.as(siteHr).post(`/api/hr/employees/${ids[1009]}/unlock`)).statusCode).toBe(403);
    const res = await t.as(hr).post(`/api/hr/employees/${ids[1009]}/unlock`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lockedUntil).toBeNull();
    expect((await t.login(1009)).token).toBeTruthy();
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.unlock'));
    expect(entry).toMatchObject({ actorId: ids[1001], after: { wasLocked: true } });
  });
});
