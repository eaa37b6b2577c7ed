import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A person's documents: the leave attachment's rules, HR writes, site HR of the site reads. */
let t: TestApp;
const tok: Record<number, string> = {};
const id: Record<number, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const code of [1001, 1002, 1005]) tok[code] = (await t.login(code)).token;
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) id[r.empCode] = r.id;
});
afterAll(() => t?.close());

const pdf = Buffer.from('%PDF-1.4 contract of employment').toString('base64');
const doc = (over: Record<string, unknown> = {}) => ({ kind: 'contract', fileName: 'عقد العمل.pdf', mimeType: 'application/pdf', contentBase64: pdf, ...over });

describe('employee documents', () => {
  let docId: number;
  it('HR uploads a contract; it is listed without its bytes and downloads as it was', async () => {
    const res = await t.as(tok[1001]).post(`/api/hr/employees/${id[1005]}/documents`, doc());
    expect(res.statusCode, res.body).toBe(200);
    const [d] = res.json().items;
    expect(d).toMatchObject({ kind: 'contract', fileName: 'عقد العمل.pdf', mimeType: 'application/pdf', size: 31, uploadedBy: { EmpCode: 1001 } });
    expect(JSON.stringify(res.json())).not.toContain(pdf);
    docId = d.id;
    const file = await t.as(tok[1001]).get(`/api/hr/employees/${id[1005]}/documents/${docId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toContain("attachment; filename*=UTF-8''");
    expect(file.rawPayload.toString()).toBe('%PDF-1.4 contract of employment');
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.document.upload'));
    expect(JSON.stringify(entry.after)).not.toContain(pdf);
  });

  it('refuses what the leave attachment refuses, clearly, and stores nothing', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ mimeType: 'text/html' }, 400],
      [{ mimeType: 'image/svg+xml' }, 400],
      [{ kind: 'diary' }, 400],
      [{ fileName: '' }, 400],
      [{ fileName: 'bad\u0000.pdf' }, 400],
      [{ contentBase64: '' }, 400],
      [{ contentBase64: Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64') }, 413],
    ];
    for (const [over, status] of cases) {
      const res = await t.as(tok[1001]).post(`/api/hr/employees/${id[1005]}/documents`, doc(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(status);
    }
    expect((await t.as(tok[1001]).get(`/api/hr/employees/${id[1005]}/documents`)).json().items).toHaveLength(1);
  });

  it('site HR of another site reads nothing; an employee reaches none; only HR deletes', async () => {
    // 1002 looks after Alexandria; Omar works in Cairo.
    expect((await t.as(tok[1002]).get(`/api/hr/employees/${id[1005]}/documents`)).statusCode).toBe(404);
    expect((await t.as(tok[1002]).get(`/api/hr/employees/${id[1008]}/documents`)).statusCode).toBe(200);
    expect((await t.as(tok[1005]).get(`/api/hr/employees/${id[1005]}/documents`)).statusCode).toBe(403);
    expect((await t.as(tok[1005]).get(`/api/hr/employees/${id[1005]}/documents/${docId}`)).statusCode).toBe(403);
    expect((await t.as(tok[1002]).post(`/api/hr/employees/${id[1008]}/documents`, doc())).statusCode).toBe(403);
    // A document id of another person is not found under this one.
    expect((await t.as(tok[1001]).get(`/api/hr/employees/${id[1006]}/documents/${docId}`)).statusCode).toBe(404);
    const del = await t.as(tok[1001]).delete(`/api/hr/employees/${id[1005]}/documents/${docId}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().items).toEqual([]);
    expect((await t.as(tok[1001]).delete(`/api/hr/employees/${id[1005]}/documents/${docId}`)).statusCode).toBe(404);
  });

  it('keeps at most 20 a person', async () => {
    for (let i = 0; i < 20; i++) expect((await t.as(tok[1001]).post(`/api/hr/employees/${id[1006]}/documents`, doc({ kind: 'other', fileName: `paper-${i}.pdf` }))).statusCode).toBe(200);
    const full = await t.as(tok[1001]).post(`/api/hr/employees/${id[1006]}/documents`, doc());
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'DOCUMENTS_FULL', params: { count: 20 } });
  });
});
