import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { employeeInput } from '../../test/employee-input.js';

/**
 * The record Egyptian HR keeps: job title, gender, national ID (validated and
 * checked against the birth date and gender, unique), social-insurance number, contract type and
 * dates; on the form's route, in search, and in the import.
 */
let t: TestApp;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = (await t.login(1001)).token;
});
afterAll(() => t?.close());

const MALE_1996 = '29605190101235';
const record = {
  jobTitle: 'Payroll Accountant',
  gender: 'male',
  birthDate: '1996-05-19',
  nationalId: MALE_1996,
  socialInsuranceNo: '1234567',
  contractType: 'fixed_term',
  contractStart: '2026-01-01',
  contractEnd: '2026-12-31',
};

describe('the employee record', () => {
  let id: number;
  it('HR saves it and reads it back; Arabic-Indic digits are stored as Latin', async () => {
    const res = await t.as(hr).post('/api/hr/employees', employeeInput({ empCode: 4101, email: 'rec.one@example.com', ...record, nationalId: '٢٩٦٠٥١٩٠١٠١٢٣٥', socialInsuranceNo: '١٢٣٤٥٦٧' }));
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().id;
    const got = (await t.as(hr).get(`/api/hr/employees/${id}`)).json();
    expect(got).toMatchObject(record);
  });

  it('refuses a bad or mismatched national ID, a bad insurance number or contract, under the field, changing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nationalId: '123' }, 'nationalId', 'validation.nationalId'],
      [{ nationalId: '29602300101235' }, 'nationalId', 'validation.nationalId'],
      [{ nationalId: MALE_1996, birthDate: '1996-05-20' }, 'nationalId', 'validation.nationalIdBirthDate'],
      [{ nationalId: MALE_1996, birthDate: '1996-05-19', gender: 'female' }, 'nationalId', 'validation.nationalIdGender'],
      [{ socialInsuranceNo: '12-34' }, 'socialInsuranceNo', 'validation.insuranceNo'],
      [{ contractType: 'forever' }, 'contractType', 'validation.invalid'],
      [{ gender: 'other' }, 'gender', 'validation.invalid'],
      [{ contractStart: '2026-05-01', contractEnd: '2026-04-30' }, 'contractEnd', 'validation.invalid'],
      [{ jobTitle: 'x'.repeat(101) }, 'jobTitle', 'validation.tooLong'],
      [{ jobTitle: 'bad\u0000title' }, 'jobTitle', 'validation.invalid'],
    ];
    for (const [over, path, message] of cases) {
      const res = await t.as(hr).post('/api/hr/employees', employeeInput({ empCode: 4102, email: 'rec.two@example.com', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().fields).toContainEqual({ path, message });
    }
    expect((await t.as(hr).get('/api/hr/employees?q=rec.two')).json().total).toBe(0);
  });

  it('a national ID belongs to one person', async () => {
    const res = await t.as(hr).post('/api/hr/employees', employeeInput({ empCode: 4103, email: 'rec.three@example.com', birthDate: null, nationalId: MALE_1996 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NATIONAL_ID_TAKEN', fields: [{ path: 'nationalId', message: 'errors.NATIONAL_ID_TAKEN' }] });
  });

  it('search finds a person by job title or national ID', async () => {
    for (const q of ['payroll accountant', MALE_1996]) {
      const list = (await t.as(hr).get(`/api/hr/employees?q=${encodeURIComponent(q)}`)).json();
      expect(list.items.map((e: { empCode: number }) => e.empCode), q).toEqual([4101]);
    }
  });

  it('the import reads the columns in either language and names the bad value', async () => {
    const header = 'empCode,fullNameEn,fullNameAr,email,birthDate,gender,nationalId,socialInsuranceNo,contractType,contractStart,contractEnd,jobTitle';
    const rows = [
      '4104,Hoda Import,هدى استيراد,hoda.import@example.com,1999-12-02,أنثى,٢٩٩١٢٠٢٢١٠٠٤٢٧,٩٨٧٦,محدد المدة,01/01/2026,31/12/2026,Nurse',
      // A wrong contract type and an ID of someone born another day: both said at once.
      `4105,Bad Import,استيراد سيئ,bad.import@example.com,1990-01-01,male,${MALE_1996},12,forever,,,Clerk`,
    ];
    const contentBase64 = Buffer.from(`${[header, ...rows].join('\r\n')}\r\n`, 'utf8').toString('base64');
    const check = await t.as(hr).post('/api/hr/employees/import', { fileName: 'record.csv', contentBase64, apply: false });
    expect(check.statusCode, check.body).toBe(200);
    const errors = check.json().errors as { line: number; field: string; reason: string; params?: { value?: string } }[];
    expect(errors.filter((e) => e.line === 2)).toEqual([]);
    expect(errors).toContainEqual(expect.objectContaining({ line: 3, field: 'contractType', reason: 'employeeImport.errors.badContract', params: expect.objectContaining({ value: 'forever' }) }));
    expect(errors).toContainEqual(expect.objectContaining({ line: 3, field: 'nationalId', reason: 'validation.nationalIdBirthDate' }));
    expect(errors.filter((e) => e.field === 'nationalId')).toHaveLength(1);

    const good = Buffer.from(`${[header, rows[0]].join('\r\n')}\r\n`, 'utf8').toString('base64');
    const applied = await t.as(hr).post('/api/hr/employees/import', { fileName: 'record.csv', contentBase64: good, apply: true });
    expect(applied.statusCode, applied.body).toBe(200);
    const hoda = (await t.as(hr).get('/api/hr/employees?q=hoda.import')).json().items[0];
    expect(hoda).toMatchObject({ gender: 'female', nationalId: '29912022100427', socialInsuranceNo: '9876', contractType: 'fixed_term', contractStart: '2026-01-01', contractEnd: '2026-12-31', jobTitle: 'Nurse' });
  });
});
