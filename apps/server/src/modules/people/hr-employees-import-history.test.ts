import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The employee import's XLSX template, its history and undo. */
let t: TestApp;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = (await t.login(1001)).token;
});
afterAll(() => t?.close());

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const post = (contentBase64: string, apply: boolean, fileName = 'people.csv') => t.as(hr).post('/api/hr/employees/import', { fileName, contentBase64, apply });
const idOf = async (empCode: number) => (await t.database.db.select({ id: employees.id, active: employees.active }).from(employees).where(eq(employees.empCode, empCode)))[0];

async function template(lang: 'en' | 'ar') {
  const res = await t.as(hr).get(`/api/hr/employees/import-template.xlsx?lang=${lang}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { wb, raw: res.rawPayload };
}

describe('template', () => {
  it('has the headers of its language, an example row, drop-down lists and text and date formats', async () => {
    const { wb } = await template('ar');
    const ws = wb.worksheets[0];
    expect(ws.views[0].rightToLeft).toBe(true);
    const header = (ws.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['الرقم الوظيفي', 'حساب الدومين', 'الاسم بالكامل بالإنجليزي', 'الاسم بالكامل بالعربي']);
    expect(String(ws.getCell('A2').value)).toMatch(/^مثال/);
    const col = (name: string) => header.indexOf(name) + 1;
    const site = ws.getCell(3, col('الموقع')).dataValidation;
    expect(site).toMatchObject({ type: 'list' });
    const lists = wb.worksheets[1];
    expect(lists.state).toBe('veryHidden');
    const listValues = lists.getColumn(1).values.filter(Boolean);
    expect(listValues).toEqual(expect.arrayContaining(['القاهرة', 'الإسكندرية']));
    for (const name of ['الإدارة', 'القسم', 'الوردية', 'الأدوار']) expect(ws.getCell(10, col(name)).dataValidation?.type, name).toBe('list');
    expect(ws.getColumn(col('الموبايل')).numFmt).toBe('@');
    expect(ws.getColumn(col('الرقم الوظيفي')).numFmt).toBe('@');
    expect(ws.getColumn(col('تاريخ التعيين')).numFmt).toBe('dd/mm/yyyy');
    const en = (await template('en')).wb.worksheets[0];
    expect((en.getRow(1).values as string[]).slice(1, 4)).toEqual(['Company ID', 'Domain account', 'Full name in English']);
    expect(en.views[0].rightToLeft).toBe(false);
  });

  it('uploaded untouched creates nobody', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const { raw } = await template(lang);
      const res = await post(raw.toString('base64'), true, `template-${lang}.xlsx`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ rows: 0, toCreate: 0, toUpdate: 0, errors: [], notes: [{ line: 2, reason: 'employeeImport.errors.exampleSkipped' }] });
    }
  });

  it('filled in Arabic is imported', async () => {
    const { wb } = await template('ar');
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as string[]).slice(1);
    const row = (values: Record<string, string>) => header.map((h) => values[h] ?? null);
    ws.addRow(row({ 'الرقم الوظيفي': '٨٠٠١', 'الاسم بالكامل بالإنجليزي': 'Youssef Kamal', 'الاسم بالكامل بالعربي': 'يوسف كمال', 'الموبايل': '١١٢٣٤٥٦٧٨٩', 'الموقع': 'القاهرة', 'الأدوار': 'موظف', 'تاريخ التعيين': '٠١/٠٣/٢٠٢٤', 'النوع': 'ذكر', 'نوع العقد': 'دائم', 'نشط': 'نعم' }));
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await post(buf.toString('base64'), true, 'filled.xlsx');
    expect(res.json(), res.body).toMatchObject({ applied: true, toCreate: 1, errors: [] });
    const [p] = await t.database.db.select().from(employees).where(eq(employees.empCode, 8001));
    expect(p).toMatchObject({ mobile: '01123456789', hireDate: '2024-03-01', gender: 'male', contractType: 'permanent', email: null });
  });
});

describe('history and undo', () => {
  it('lists imports newest first; undo removes the untouched and deactivates the referred-to', async () => {
    const file = [
      'empCode,fullNameEn,fullNameAr,managerEmpCode',
      '8101,Boss Undo,مدير للإلغاء,',
      '8102,Worker Undo,عامل للإلغاء,8101',
      '8103,Plain Undo,عادي للإلغاء,',
      '1005,Omar Khaled,عمر خالد بعد,',
    ].join('\n');
    const applied = (await post(b64(file), true, 'undo-me.csv')).json();
    expect(applied).toMatchObject({ applied: true, toCreate: 3, toUpdate: 1 });
    // Something refers to 8102 (a site HR assignment): it stays, deactivated, and so does its manager 8101.
    const worker = await idOf(8102);
    await t.database.db.execute(sql`insert into employee_hr_sites (employee_id, site_id) select ${worker.id}, id from sites order by id limit 1`);
    const list = (await t.as(hr).get('/api/hr/employees/imports?page=0&pageSize=5')).json();
    expect(list.items[0]).toMatchObject({ id: applied.importId, fileName: 'undo-me.csv', created: 3, updated: 1, unchanged: 0, undoneAt: null, createdBy: { id: expect.any(Number) } });
    expect(list.total).toBeGreaterThanOrEqual(1);

    const undo = await t.as(hr).post(`/api/hr/employees/imports/${applied.importId}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ removed: 1, deactivated: 2, undoneAt: expect.any(String), undoneBy: { id: expect.any(Number) } });
    expect(await idOf(8103)).toBeUndefined();
    expect(await idOf(8102)).toMatchObject({ active: false });
    expect(await idOf(8101)).toMatchObject({ active: false });
    // The update stays.
    expect((await t.database.db.select().from(employees).where(eq(employees.empCode, 1005)))[0].fullNameAr).toBe('عمر خالد بعد');
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.import.undo'));
    expect(entry.after).toMatchObject({ removed: [8103], deactivated: [8101, 8102] });

    const again = await t.as(hr).post(`/api/hr/employees/imports/${applied.importId}/undo`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'IMPORT_ALREADY_UNDONE']);
    expect((await t.as(hr).post('/api/hr/employees/imports/999999/undo')).statusCode).toBe(404);
  });

  it('removes everyone an untouched import created', async () => {
    const applied = (await post(b64('empCode,fullNameEn,fullNameAr,managerEmpCode\n8201,A Undo,أ للإلغاء,8202\n8202,B Undo,ب للإلغاء,\n'), true)).json();
    const undo = (await t.as(hr).post(`/api/hr/employees/imports/${applied.importId}/undo`)).json();
    expect(undo).toMatchObject({ removed: 2, deactivated: 0 });
    expect(await idOf(8201)).toBeUndefined();
    expect(await idOf(8202)).toBeUndefined();
  });

  it('is for HR only', async () => {
    const { token } = await t.login(1002);
    expect((await t.as(token).get('/api/hr/employees/imports')).statusCode).toBe(403);
    expect((await t.as(token).post('/api/hr/employees/imports/1/undo')).statusCode).toBe(403);
    expect((await t.as(token).get('/api/hr/employees/import-template.xlsx?lang=ar')).statusCode).toBe(403);
    expect((await t.as(hr).get('/api/hr/employees/imports?pageSize=100000')).statusCode).toBe(400);
  });
});
