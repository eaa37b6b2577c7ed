import { employeeToInput } from '@hr/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials, employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * HR cannot reset, deactivate or change an admin. Every HR action on a
 * person's account (edit, e-mail, roles, deactivate, activate, invite, reset, import) answers
 * FORBIDDEN on an admin's account and changes nothing; an admin may do them all. Here 1009 and
 * 1013 are made admins (the demo has none), 1011 an admin who acts, 1001 is HR.
 */
let t: TestApp;
let hr: string;
let admin: string;
const ids: Record<number, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  for (const r of await db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  await db.update(employees).set({ roles: ['employee', 'admin'] }).where(inArray(employees.empCode, [1009, 1011, 1013]));
  hr = (await t.login(1001)).token;
  admin = (await t.login(1011)).token;
});
afterAll(() => t?.close());

const put = (token: string, url: string, body: unknown) => t.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${token}` }, payload: body as object });
const code = (res: { statusCode: number; json(): { code?: string } }) => `${res.statusCode} ${res.json().code ?? 'OK'}`;

/** The person as the edit form sends them back. */
async function current(id: number) {
  return employeeToInput((await t.as(admin).get(`/api/hr/employees/${id}`)).json());
}

const stored = async (empCode: number) => {
  const [row] = await t.database.db.select().from(employees).where(eq(employees.empCode, empCode));
  return { email: row.email, fullNameEn: row.fullNameEn, roles: row.roles, active: row.active };
};
const importCsv = (token: string, csv: string, apply: boolean) =>
  t.as(token).post('/api/hr/employees/import', { fileName: 'people.csv', contentBase64: Buffer.from(csv).toString('base64'), apply });

describe("HR and an admin's account", () => {
  it('refuses every HR edit of an active admin: e-mail, name, roles, deactivation through the form', async () => {
    const before = await stored(1009);
    const me = await current(ids[1009]);
    const mailsBefore = (await t.outbox()).length;
    const answers = [
      code(await put(hr, `/api/hr/employees/${ids[1009]}`, { ...me, email: 'mona.hassan+takeover@example.com' })),
      code(await put(hr, `/api/hr/employees/${ids[1009]}`, { ...me, fullNameEn: 'Renamed' })),
      code(await put(hr, `/api/hr/employees/${ids[1009]}`, { ...me, roles: ['employee'] })),
      code(await put(hr, `/api/hr/employees/${ids[1009]}`, { ...me, active: false })),
      code(await t.as(hr).post(`/api/hr/employees/${ids[1009]}/deactivate`)),
      code(await t.as(hr).post(`/api/hr/employees/${ids[1009]}/reset-password`)),
      code(await t.as(hr).post(`/api/hr/employees/${ids[1009]}/invite`)),
    ];
    expect(answers).toEqual(Array(7).fill('403 FORBIDDEN'));
    expect(await stored(1009)).toEqual(before);
    expect((await t.outbox()).length).toBe(mailsBefore);
    // The admin's session still works: nothing ended it.
    const { token } = await t.login(1009);
    expect((await t.as(token).get('/api/auth/profile')).statusCode).toBe(200);
  });

  it('refuses an HR import that changes an admin (e-mail or active), dry run and apply alike', async () => {
    const before = await stored(1009);
    for (const csv of ['empCode,email\n1009,mona.hassan+takeover@example.com\n', 'empCode,active\n1009,false\n', 'empCode,roles\n1009,employee\n']) {
      const dry = (await importCsv(hr, csv, false)).json();
      expect(dry.errors.map((e: { reason: string }) => e.reason)).toEqual(['errors.FORBIDDEN']);
      const applied = await importCsv(hr, csv, true);
      expect(applied.json()).toMatchObject({ code: 'IMPORT_INVALID', fields: [{ message: 'errors.FORBIDDEN' }] });
    }
    expect(await stored(1009)).toEqual(before);
  });

  it('refuses HR reactivating a deactivated admin and inviting an admin without a password', async () => {
    expect(code(await t.as(admin).post(`/api/hr/employees/${ids[1013]}/deactivate`))).toBe('200 OK');
    expect(code(await t.as(hr).post(`/api/hr/employees/${ids[1013]}/activate`))).toBe('403 FORBIDDEN');
    expect((await stored(1013)).active).toBe(false);
    expect(code(await t.as(admin).post(`/api/hr/employees/${ids[1013]}/activate`))).toBe('200 OK');
    // Without a password yet, an invitation would let the reader of the link choose it.
    await t.database.db.delete(credentials).where(eq(credentials.employeeId, ids[1013]));
    expect(code(await t.as(hr).post(`/api/hr/employees/${ids[1013]}/invite`))).toBe('403 FORBIDDEN');
    expect(code(await t.as(admin).post(`/api/hr/employees/${ids[1013]}/invite`))).toBe('200 OK');
  });

  it('lets an admin do all of it to an admin', async () => {
    const me = await current(ids[1009]);
    expect(code(await put(admin, `/api/hr/employees/${ids[1009]}`, { ...me, fullNameEn: 'Tarek Fathy Admin' }))).toBe('200 OK');
    expect(code(await t.as(admin).post(`/api/hr/employees/${ids[1009]}/reset-password`))).toBe('200 OK');
    expect(code(await t.as(admin).post(`/api/hr/employees/${ids[1009]}/deactivate`))).toBe('200 OK');
    expect(code(await t.as(admin).post(`/api/hr/employees/${ids[1009]}/activate`))).toBe('200 OK');
    expect(code(await put(admin, `/api/hr/employees/${ids[1009]}`, { ...(await current(ids[1009])), roles: ['employee'] }))).toBe('200 OK');
    // No longer an admin: HR may act on the account again.
    expect(code(await t.as(hr).post(`/api/hr/employees/${ids[1009]}/reset-password`))).toBe('200 OK');
  });
});
