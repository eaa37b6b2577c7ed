import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The employee import as a company uses it: headers as the page shows them, mobiles, dates, badges, a no-op re-import, bounds. */
let t: TestApp;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = (await t.login(1001)).token;
});
afterAll(() => t?.close());

const b64 = (text: string) => Buffer.from(`\ufeff${text}`, 'utf8').toString('base64');
const post = (contentBase64: string, apply: boolean, fileName = 'people.csv') => t.as(hr).post('/api/hr/employees/import', { fileName, contentBase64, apply });
async function person(empCode: number) {
  const [p] = await t.database.db.select().from(employees).where(eq(employees.empCode, empCode));
  return p;
}
type TErr = { line: number; field: string | null; reason: string; params?: Record<string, string> };

describe('headers', () => {
  it('takes Arabic headers with Arabic-Indic digits, people with and without e-mail', async () => {
    const file = [
      'الرقم الوظيفي,الاسم بالكامل بالإنجليزي,الاسم بالكامل بالعربي,البريد الإلكتروني للعمل,الموبايل,الموقع,الإدارة,القسم,تاريخ التعيين,رقم بطاقة الحضور',
      '٧٠٠١,Karim Adel,كريم عادل,karim.h3@example.com,١٠١٠٠٧٤٢٥٩,القاهرة,العمليات,الإنتاج,١٥/٠١/٢٠٢٥,٩٩٠١',
      '٧٠٠٢,Mona Samy,منى سامي,,+20 112 345 6789,الاسكندريه,العمليات,الجوده,2025-02-01,',
    ].join('\n');
    const dry = (await post(b64(file), false)).json();
    expect(dry).toMatchObject({ applied: false, rows: 2, toCreate: 2, toUpdate: 0, unchanged: 0, errors: [] });
    const res = await post(b64(file), true);
    expect(res.statusCode, res.body).toBe(200);
    expect(await person(7001)).toMatchObject({ email: 'karim.h3@example.com', mobile: '01010074259', badge: '9901', hireDate: '2025-01-15', importId: res.json().importId });
    expect(await person(7002)).toMatchObject({ email: null, mobile: '01123456789', badge: null, hireDate: '2025-02-01' });
  });

  it('takes the English labels of the page and the form, and the internal names, in CSV and XLSX', async () => {
    const csv = 'Company ID,Full name in English,Full name (Arabic),Work e-mail,Mobile number,Badge number\n7003,Hany Fouad,هاني فؤاد,,01212345678,9903\n';
    expect((await post(b64(csv), true)).json()).toMatchObject({ applied: true, toCreate: 1, errors: [] });
    const internal = 'empCode,fullNameEn,fullNameAr,mobile,badge\n7004,Rania Nabil,رانيا نبيل,1512345678,9904\n';
    expect((await post(b64(internal), true)).json()).toMatchObject({ applied: true, toCreate: 1, errors: [] });
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('x');
    ws.addRow(['Company ID', 'Full name in English', 'Full name in Arabic', 'Mobile', 'Hire date', 'Birth date']);
    // Numbers where Excel puts them: the company ID, a mobile that lost its zero, a date cell and a serial.
    ws.addRow([7005, 'Sara Hassan', 'سارة حسن', 1112345678, new Date(Date.UTC(2024, 2, 5)), 33000]);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    expect((await post(xlsx, true, 'people.xlsx')).json()).toMatchObject({ applied: true, toCreate: 1, errors: [] });
    expect(await person(7003)).toMatchObject({ fullNameAr: 'هاني فؤاد', email: null, badge: '9903' });
    expect(await person(7004)).toMatchObject({ mobile: '01512345678' });
    expect(await person(7005)).toMatchObject({ mobile: '01112345678', hireDate: '2024-03-05', birthDate: '1990-05-07' });
  });

  it('names unknown columns in one translated error', async () => {
    const body = (await post(b64('Company ID,Favourite colour,Shoe size\n7001,red,42\n'), false)).json();
    expect(body.errors).toEqual([{ line: 1, field: null, reason: 'employeeImport.errors.unknownColumns', params: { columns: 'Favourite colour, Shoe size' } }]);
  });
});

describe('row errors', () => {
  it('name the row, its person and the accepted form', async () => {
    const file = [
      'Company ID,Full name in English,Full name in Arabic,Mobile,Hire date,Badge number,Active,Gender',
      '7010,Ahmed Ali,أحمد علي,0101234,31/02/2025,9901,maybe,robot',
      '7011,Omar Said,عمر سعيد,01312345678,2025-13-01,,yes,',
      '7012,Laila Omar,ليلى عمر,,,9912,,',
      '7013,Laila Twin,ليلى توأم,,,9912,,',
    ].join('\n');
    const body = (await post(b64(file), false)).json();
    const got = body.errors.map((e: TErr) => `${e.line} ${e.field} ${e.reason} ${e.params?.value} | ${e.params?.person}`).sort();
    expect(got).toEqual([
      '2 mobile employeeImport.errors.badMobile 0101234 | 7010 Ahmed Ali',
      '2 hireDate employeeImport.errors.badDate 31/02/2025 | 7010 Ahmed Ali',
      // 9901 is Karim's badge (the first test).
      '2 badge employeeImport.errors.badgeTaken 9901 | 7010 Ahmed Ali',
      '2 active employeeImport.errors.badBool maybe | 7010 Ahmed Ali',
      '2 gender employeeImport.errors.badGender robot | 7010 Ahmed Ali',
      '3 mobile employeeImport.errors.badMobile 01312345678 | 7011 Omar Said',
      '3 hireDate employeeImport.errors.badDate 2025-13-01 | 7011 Omar Said',
      '5 badge importErrors.duplicateInFile 9912 | 7013 Laila Twin',
    ].sort());
    expect(body.errors[0].params.personAr).toBe('7010 أحمد علي');
    const applied = await post(b64(file), true);
    expect(applied.statusCode).toBe(400);
    expect(await person(7010)).toBeUndefined();
  });
});

describe('re-import', () => {
  it('of the same file changes nothing and audits nothing', async () => {
    const file = 'Company ID,Full name in English,Full name in Arabic,Mobile,Site,Roles,Hire date\n7020,Tarek Nour,طارق نور,01098765432,Cairo,Employee | Supervisor,01/06/2023\n7021,Dina Fathy,دينا فتحي,,الإسكندرية,مشرف,2023-06-02\n';
    expect((await post(b64(file), true)).json()).toMatchObject({ toCreate: 2, toUpdate: 0, unchanged: 0 });
    const audits = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;
    const before = await audits();
    const stamp = (await person(7020)).updatedAt;
    const again = (await post(b64(file), true)).json();
    expect(again).toMatchObject({ applied: true, toCreate: 0, toUpdate: 0, unchanged: 2, errors: [] });
    // Only the import's own history entry.
    expect(await audits()).toBe(before + 1);
    expect((await person(7020)).updatedAt).toEqual(stamp);
    // One change: one update, whose audit entry holds only that field.
    const changed = file.replace('01098765432', '01098765433');
    expect((await post(b64(changed), true)).json()).toMatchObject({ toUpdate: 1, unchanged: 1 });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.update')).orderBy(sql`${auditLog.id} desc`).limit(1);
    expect(entry.before).toEqual({ mobile: '01098765432' });
    expect(entry.after).toMatchObject({ mobile: '01098765433', source: 'import' });
  });
});

describe('the template example row', () => {
  it('is recognised and skipped with a note', async () => {
    const body = (await post(b64('Company ID,Full name in English,Full name in Arabic\nExample 1042,Ahmed Ali,أحمد علي\n'), false)).json();
    expect(body).toMatchObject({ rows: 0, toCreate: 0, errors: [], notes: [{ line: 2, field: 'empCode', reason: 'employeeImport.errors.exampleSkipped' }] });
  });
});

describe('bounds', () => {
  const fileReason = (res: { statusCode: number; json: () => { code: string; fields: { message: string }[] } }) => [res.statusCode, res.json().code, res.json().fields?.[0]?.message];
  it('refuses NUL bytes, too many rows, long cells and big files with a translated 4xx', async () => {
    expect(fileReason(await post(Buffer.from('empCode\n7030\u0000\n').toString('base64'), false))).toEqual([400, 'IMPORT_INVALID', 'employeeImport.errors.nulByte']);
    const many = ['empCode', ...Array.from({ length: 5001 }, (_, i) => String(80000 + i))].join('\n');
    expect(fileReason(await post(b64(many), false))).toEqual([400, 'IMPORT_INVALID', 'employeeImport.errors.tooManyRows']);
    const long = (await post(b64(`empCode,fullNameEn,fullNameAr\n7031,${'x'.repeat(600)},y\n`), false)).json();
    expect(long.errors.map((e: TErr) => e.reason)).toEqual(['employeeImport.errors.cellTooLong']);
    const big = await t.as(hr).post('/api/hr/employees/import', { fileName: 'big.csv', contentBase64: 'A'.repeat(14_000_004), apply: false });
    expect(big.statusCode).toBe(400);
    expect(big.json().code).toBe('VALIDATION_FAILED');
  });
});
