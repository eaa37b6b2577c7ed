import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog, employees } from '../../db/schema.js';
import { parseCsv } from '../../lib/spreadsheet.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = (await t.login(1001)).token;
});
afterAll(() => t?.close());

const HEADER = 'empCode,domainAccount,fullNameEn,fullNameAr,email,mobile,site,department,section,shift,managerEmpCode,roles,hireDate,birthDate,disability,language,active';
const GOOD = [
  // 3001 reports to 3002, who comes later in the file.
  '3001,ali.new,Ali New,"علي جديد",ali.new@example.com,01001234567,Cairo,Operations,Production,,3002,employee,2026-01-01,,no,ar,yes',
  // Quotes, a comma inside a field, Arabic unit names, dd/MM/yyyy, roles with |.
  '3002,"boss.new","Boss ""Big"" New",رئيس جديد,Boss.New@Example.com,,الإسكندرية,العمليات,الجودة,,1003,employee|supervisor,01/02/2020,,false,en,true',
  // An existing company ID: an update.
  '1005,omar.khaled,Omar Khaled,عمر خالد المعدل,omar.khaled@example.com,+201001234505,Cairo,Operations,Production,,1004,employee,2021-07-01,1996-05-19,no,en,yes',
];
const BAD = '3003,,"Bad, Row",صف سيئ,not-an-email,,Mars,Operations,Production,,,employee,2026-02-30,,no,en,yes';

const csv = (lines: string[], bom = true) => Buffer.from(`${bom ? '\ufeff' : ''}${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8').toString('base64');
const post = (contentBase64: string, apply: boolean, fileName = 'people.csv') => t.as(hr).post('/api/hr/employees/import', { fileName, contentBase64, apply });
const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(employees))[0].n;
const mgr = alias(employees, 'mgr');
async function person(empCode: number) {
  const [p] = await t.database.db
    .select({ fullNameEn: employees.fullNameEn, fullNameAr: employees.fullNameAr, email: employees.email, active: employees.active, roles: employees.roles, hireDate: employees.hireDate, managerEmpCode: mgr.empCode })
    .from(employees)
    .leftJoin(mgr, eq(mgr.id, employees.managerId))
    .where(eq(employees.empCode, empCode));
  return p;
}

describe('CSV parsing', () => {
  it('follows RFC 4180 and drops the BOM', () => {
    expect(parseCsv('\ufeffa,b\r\n"x, y","he said ""hi"""\n"multi\nline",\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'he said "hi"'],
      ['multi\nline', ''],
    ]);
  });
});

describe('import', () => {
  it('a dry run lists every bad row with its line and field, and writes nothing', async () => {
    const before = await count();
    const res = await post(csv([...GOOD, BAD]), false);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ applied: false, rows: 4, toCreate: 2, toUpdate: 1 });
    expect(body.errors.map((e: { line: number; field: string }) => [e.line, e.field]).sort()).toEqual([
      [5, 'email'],
      [5, 'hireDate'],
      [5, 'site'],
    ]);
    expect(await count()).toBe(before);
  });

  it('apply is atomic: one bad row and nothing is imported', async () => {
    const before = await count();
    const res = await post(csv([...GOOD, BAD]), true);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IMPORT_INVALID');
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['rows.5.email', 'rows.5.site']));
    expect(await count()).toBe(before);
    expect((await person(1005)).fullNameAr).toBe('عمر خالد');
  });

  it('applies creates and updates in one go, with managers further down the file and Arabic names intact', async () => {
    const before = await count();
    const res = await post(csv(GOOD, false), true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ applied: true, rows: 3, toCreate: 2, toUpdate: 1, unchanged: 0, errors: [], notes: [], importId: expect.any(Number) });
    expect(await count()).toBe(before + 2);
    expect(await person(3001)).toMatchObject({ fullNameAr: 'علي جديد', managerEmpCode: 3002, hireDate: '2026-01-01', active: true });
    expect(await person(3002)).toMatchObject({ fullNameEn: 'Boss "Big" New', email: 'boss.new@example.com', managerEmpCode: 1003, roles: ['employee', 'supervisor'], hireDate: '2020-02-01' });
    expect((await person(1005)).fullNameAr).toBe('عمر خالد المعدل');
    // Through the API too: the site and section came from their Arabic names.
    const list = (await t.as(hr).get('/api/hr/employees?q=3002')).json();
    expect(list.items[0]).toMatchObject({ site: { nameEn: 'Alexandria' }, department: { nameEn: 'Operations' }, section: { nameEn: 'Quality' } });
    const audits = await t.database.db.select().from(auditLog).where(sql`${auditLog.action} like 'employee.%' and ${auditLog.after}->>'source' = 'import'`);
    expect(audits).toHaveLength(3);
    const upd = audits.find((a) => a.action === 'employee.update')!;
    // Only what changed: the Arabic name and the shift left empty (+201001234505 is the stored 01001234505).
    expect(upd.before).toEqual({ fullNameAr: 'عمر خالد', shiftId: 1 });
    expect(upd.after).toEqual({ fullNameAr: 'عمر خالد المعدل', shiftId: null, source: 'import', importId: res.json().importId });
    // No invitations on import.
    expect((await t.outbox()).filter((m) => m.to.includes('new@'))).toEqual([]);
    // The same file again changes nothing.
    const again = (await post(csv(GOOD), false)).json();
    expect(again).toMatchObject({ toCreate: 0, toUpdate: 0, unchanged: 3, errors: [] });
  });

  it('reads XLSX made with exceljs, dates as date cells', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('People');
    ws.addRow(HEADER.split(','));
    ws.addRow([4001, 'x.one', 'Xlsx One', 'إكسل واحد', 'xlsx.one@example.com', '01101234567', 'Cairo', 'Finance', 'Accounting', '', 4002, 'employee', new Date(Date.UTC(2024, 4, 9)), '', 'no', 'ar', 'yes']);
    ws.addRow([4002, 'x.two', 'Xlsx Two', 'إكسل اثنان', 'xlsx.two@example.com', '', 'القاهرة', 'المالية', 'المحاسبة', '', '', 'employee;manager', '2019-03-03', '', 'yes', 'en', 'yes']);
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const dry = await post(buf.toString('base64'), false, 'people.xlsx');
    expect(dry.json()).toMatchObject({ rows: 2, toCreate: 2, toUpdate: 0, errors: [] });
    const res = await post(buf.toString('base64'), true, 'people.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(await person(4001)).toMatchObject({ fullNameAr: 'إكسل واحد', managerEmpCode: 4002, hireDate: '2024-05-09' });
    expect(await person(4002)).toMatchObject({ roles: ['employee', 'manager'], managerEmpCode: null });
  });

  it('finds loops in the file and against the database, duplicates, unknown managers and unknown columns', async () => {
    const loop = [
      '5001,,Loop One,حلقة واحد,loop.one@example.com,,,,,,5002,employee,,,,,',
      '5002,,Loop Two,حلقة اثنان,loop.two@example.com,,,,,,5001,employee,,,,,',
      // 1003 under 1005 closes a loop through the database (1005 → 1004 → 1003).
      '1003,ahmed.mahmoud,Ahmed Mahmoud,أحمد محمود,ahmed.mahmoud@example.com,,Cairo,Operations,Production,,1005,employee|manager,,,,,',
      '5003,,Dup,مكرر,loop.one@EXAMPLE.com,,,,,,9999,employee,,,,,',
      '5002,,Again,مرة أخرى,again@example.com,,,,,,,employee,,,,,',
      '5004,,Self,نفسه,self@example.com,,,,,,5004,employee,,,,,',
      '5005,,Gone Boss,مدير غادر,gone@example.com,,,,,,1015,employee,,,,,',
    ];
    const body = (await post(csv(loop), false)).json();
    const got = body.errors.map((e: { line: number; field: string; reason: string }) => `${e.line} ${e.field} ${e.reason}`).sort();
    expect(got).toEqual([
      '2 managerEmpCode errors.MANAGER_LOOP',
      '3 managerEmpCode errors.MANAGER_LOOP',
      '4 managerEmpCode errors.MANAGER_LOOP',
      '5 email importErrors.duplicateInFile',
      // An unknown manager is named with the row's other errors.
      '5 managerEmpCode importErrors.unknownValue',
      '6 empCode importErrors.duplicateInFile',
      '7 managerEmpCode errors.MANAGER_LOOP',
      '8 managerEmpCode errors.MANAGER_INACTIVE',
    ]);
    // Each names the row's person.
    expect(body.errors.find((e: { line: number }) => e.line === 6).params).toEqual({ line: 3, value: '5002', person: '5002 Again', personAr: '5002 مرة أخرى' });
    expect(body.errors.find((e: { line: number; field: string }) => e.line === 5 && e.field === 'managerEmpCode').params).toMatchObject({ value: '9999', person: '5003 Dup' });
    // A bad company ID does not hide the row's other errors, and each names the value found.
    const named = (await post(csv(['50x6,,Named,مسمى,not-an-email,,Cairoo,,,,9998,employee|wizard,,,,,']), false)).json();
    expect(named.errors.map((e: { field: string; reason: string; params?: { value?: string } }) => `${e.field} ${e.reason} ${e.params?.value}`).sort()).toEqual([
      'email validation.email not-an-email',
      'empCode employeeImport.errors.badCode 50x6',
      'managerEmpCode importErrors.unknownValue 9998',
      'roles employeeImport.errors.badRole wizard',
      'site importErrors.unknownValue Cairoo',
    ]);
    // Arabic-Indic digits in a company ID are the same ID.
    const arabic = (await post(csv(['١٠٠٥,,Omar Khaled,عمر خالد,omar.khaled@example.com,,,,,,,employee,,,,,']), false)).json();
    expect(arabic).toMatchObject({ errors: [], toCreate: 0 });
    expect(arabic.toUpdate + arabic.unchanged).toBe(1);
    const cols = (await post(Buffer.from('empCode,favouriteColour\n1005,red\n').toString('base64'), false)).json();
    expect(cols.errors).toEqual([{ line: 1, field: null, reason: 'employeeImport.errors.unknownColumns', params: { columns: 'favouriteColour' } }]);
    const empty = await post(Buffer.from('').toString('base64'), false);
    expect(empty.statusCode).toBe(400);
  });

  it('a file with only some columns changes only those; deactivating through it ends sessions', async () => {
    const { token } = await t.login(1006);
    const res = await post(Buffer.from('empCode,active\n1006,no\n').toString('base64'), true);
    expect(res.statusCode, res.body).toBe(200);
    expect(await person(1006)).toMatchObject({ active: false, fullNameAr: 'نور إبراهيم', managerEmpCode: 1004 });
    expect((await t.as(token).get('/api/auth/profile')).statusCode).toBe(401);
  });

  it('lets two people swap their e-mails in one file, but not take the address of someone who keeps it', async () => {
    const a = (await person(1008)).email;
    const b = (await person(1009)).email;
    const swap = Buffer.from(`empCode,email\n1008,${b}\n1009,${a}\n`).toString('base64');
    const dry = await post(swap, false);
    expect(dry.json().errors, dry.body).toEqual([]);
    expect((await post(swap, true)).statusCode).toBe(200);
    expect([(await person(1008)).email, (await person(1009)).email]).toEqual([b, a]);
    const taken = await post(Buffer.from(`empCode,email\n1008,${(await person(1010)).email}\n`).toString('base64'), false);
    expect(taken.json().errors).toEqual([{ line: 2, field: 'email', reason: 'errors.EMAIL_TAKEN', params: { value: expect.any(String), person: expect.stringMatching(/^1008 /), personAr: expect.stringMatching(/^1008 /) } }]);
  });

  it('is for hr and admin only', async () => {
    const { token } = await t.login(1002);
    const res = await t.as(token).post('/api/hr/employees/import', { fileName: 'a.csv', contentBase64: csv(GOOD), apply: false });
    expect(res.statusCode).toBe(403);
  });
});
