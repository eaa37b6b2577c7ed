import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Opening balances for a mid-year start, from a file: dry run, apply, re-apply, errors, bounds, HR only. */
let t: TestApp;
const tokens: Record<number, string> = {};
const ids: Record<number, number> = {};
let year = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const r of (await t.database.db.execute(sql`select id, emp_code from employees`)).rows as { id: number; emp_code: number }[]) ids[r.emp_code] = r.id;
  for (const code of [1001, 1002, 1005]) tokens[code] = (await t.login(code)).token;
  year = Number(((await t.database.db.execute(sql`select extract(year from now() at time zone 'Africa/Cairo')::int as y`)).rows[0] as { y: number }).y);
});
afterAll(() => t?.close());

const as = (code: number) => t.as(tokens[code]);
const csv = (rows: string[][]) => Buffer.from(`\ufeff${rows.map((r) => r.join(',')).join('\r\n')}\r\n`).toString('base64');
const send = (code: number, rows: string[][], apply: boolean, fileName = 'opening.csv') => as(code).post('/api/hr/leave-balances/opening', { fileName, contentBase64: csv(rows), year, apply });
const openings = async () =>
  (await t.database.db.execute(sql`select e.emp_code as code, l.days::float8 as days, l.reason from leave_ledger l join employees e on e.id = l.employee_id where l.kind = 'opening' order by e.emp_code`)).rows as { code: number; days: number; reason: string | null }[];
const remaining = async (code: number) => {
  const res = await as(1001).get(`/api/hr/employees/${ids[code]}/balances?year=${year}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { nameEn: string; remaining: number; adjusted: number }[]).find((b) => b.nameEn === 'Annual')!;
};
const HEAD = ['Company ID', 'Leave type', 'Taken this year (days)', 'Remaining (days)', 'Note'];

describe('opening balances', () => {
  it('a dry run says per row what will be written and writes nothing', async () => {
    const before = { omar: (await remaining(1005)).remaining, nour: (await remaining(1006)).remaining };
    const res = await send(1001, [HEAD, ['1005', 'Annual', '5', '', 'Paper records'], ['1006', 'annual', '', '10.5', '']], false);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ applied: false, rowCount: 2, errorCount: 0, errors: [] });
    expect(r.rows[0]).toMatchObject({ line: 2, empCode: 1005, typeNameEn: 'Annual', current: before.omar, previous: null, opening: -5, after: before.omar - 5, status: 'new' });
    expect(r.rows[1]).toMatchObject({ line: 3, empCode: 1006, current: before.nour, opening: 10.5 - before.nour, after: 10.5, status: 'new' });
    expect(await openings()).toEqual([]);
  });

  it('applies in one go, as ledger rows the balances and the ledger count, audited; the same file again changes nothing', async () => {
    const before = (await remaining(1005)).remaining;
    const file = [HEAD, ['1005', 'Annual', '5', '', 'Paper records'], ['1006', 'اعتيادي', '', '10.5', '']];
    const res = await send(1001, file, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, written: 2, unchanged: 0 });
    expect(await openings()).toEqual([
      { code: 1005, days: -5, reason: 'Paper records' },
      { code: 1006, days: expect.any(Number), reason: null },
    ]);
    expect((await remaining(1005)).remaining).toBe(before - 5);
    expect((await remaining(1006)).remaining).toBe(10.5);
    const ledger = await as(1001).get(`/api/hr/employees/${ids[1005]}/ledger?leaveTypeId=${(await t.database.db.execute(sql`select id from leave_types where code = 'annual'`)).rows[0].id}&year=${year}`);
    expect(ledger.json().entries).toContainEqual(expect.objectContaining({ kind: 'opening', days: -5, reason: 'Paper records' }));
    const audits = (await t.database.db.execute(sql`select entity_id, after from audit_log where action = 'leave_balance.opening' order by id`)).rows;
    expect(audits).toHaveLength(2);
    // Re-applied: replaced by the same figures, so nothing is written or audited twice.
    const again = await send(1001, file, true);
    expect(again.json()).toMatchObject({ applied: true, written: 0, unchanged: 2 });
    expect(again.json().rows.map((x: { status: string }) => x.status)).toEqual(['unchanged', 'unchanged']);
    expect(await openings()).toHaveLength(2);
    expect((await remaining(1005)).remaining).toBe(before - 5);
    expect((await t.database.db.execute(sql`select count(*)::int as n from audit_log where action = 'leave_balance.opening'`)).rows[0]).toEqual({ n: 2 });
    // A corrected figure replaces the opening balance rather than adding to it.
    const fixed = await send(1001, [HEAD, ['1005', 'Annual', '6', '', '']], true);
    expect(fixed.json().rows[0]).toMatchObject({ previous: -5, opening: -6, status: 'replace', after: before - 6 });
    expect((await openings()).filter((o) => o.code === 1005)).toEqual([{ code: 1005, days: -6, reason: null }]);
    expect((await remaining(1005)).remaining).toBe(before - 6);
  });

  it('reads Arabic headers, Arabic digits and half days', async () => {
    const res = await send(1001, [['الرقم الوظيفي', 'نوع الإجازة', 'المأخوذ هذه السنة (أيام)', 'ملاحظة'], ['١٠٠٧', 'اعتيادي', '٢٫٥', 'من الدفاتر']], false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ errorCount: 0, rows: [expect.objectContaining({ empCode: 1007, opening: -2.5 })] });
  });

  it('names the row’s person and the accepted form in every error, and writes nothing of a file with one', async () => {
    const rows = [
      HEAD,
      ['9999', 'Annual', '1', '', ''],
      ['1005', 'Holiday pay', '1', '', ''],
      ['1005', 'Casual', '1', '', ''],
      ['1006', 'Annual', '1', '2', ''],
      ['1007', 'Annual', '', '', ''],
      ['1008', 'Annual', '2.3', '', ''],
      ['1008', 'Annual', '367', '', ''],
      ['1009', 'Annual', '1', '', ''],
      ['1009', 'Annual', '2', '', ''],
      ['1010', 'Annual', '300', '', ''],
      ['1011', 'Sick', '1', '', ''],
    ];
    const before = await openings();
    const res = await send(1001, rows, true);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.applied).toBe(false);
    expect(await openings()).toEqual(before);
    const byLine = (line: number) => r.errors.filter((e: { line: number }) => e.line === line);
    expect(byLine(2)).toEqual([expect.objectContaining({ field: 'empCode', reason: 'openingBalances.rowErrors.unknownPerson', params: { value: '9999' } })]);
    expect(byLine(3)[0]).toMatchObject({ reason: 'openingBalances.rowErrors.unknownType', params: { value: 'Holiday pay', person: expect.stringContaining('(1005)'), types: expect.stringContaining('Annual') } });
    expect(byLine(4)[0]).toMatchObject({ reason: 'openingBalances.rowErrors.drawsOn', params: { type: 'Casual', balance: 'Annual', balanceAr: 'اعتيادي' } });
    expect(byLine(5)[0]).toMatchObject({ reason: 'openingBalances.rowErrors.oneOf' });
    expect(byLine(6)[0]).toMatchObject({ reason: 'openingBalances.rowErrors.neither' });
    expect(byLine(7)[0]).toMatchObject({ reason: 'openingBalances.rowErrors.badDays', params: { value: '2.3' } });
    expect(byLine(8)[0]).toMatchObject({ reason: 'openingBalances.rowErrors.badDays', params: { value: '367' } });
    expect(byLine(10)[0]).toMatchObject({ reason: 'openingBalances.rowErrors.duplicate', params: { line: 9 } });
    expect(byLine(11)[0]).toMatchObject({ reason: 'openingBalances.rowErrors.negative', params: { remaining: expect.any(Number) } });
    expect(byLine(12)[0]).toMatchObject({ reason: 'openingBalances.rowErrors.noBalance' });
    expect(r.errorCount).toBe(r.errors.length);
  });

  it('refuses a file without the columns, an empty or unreadable one, and bad bounds, with 4xx', async () => {
    const missing = await send(1001, [['Company ID', 'Note'], ['1005', 'x']], false);
    expect(missing.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ line: 1, field: 'leaveType', reason: 'importErrors.missingColumn' })]));
    expect((await send(1001, [HEAD], false)).statusCode).toBe(400);
    const junk = await as(1001).post('/api/hr/leave-balances/opening', { fileName: 'x.xlsx', contentBase64: Buffer.from('PK\u0003\u0004garbage').toString('base64'), year, apply: false });
    expect(junk.statusCode).toBe(400);
    expect((await as(1001).post('/api/hr/leave-balances/opening', { fileName: 'x.csv', contentBase64: csv([HEAD]), year: 1800, apply: false })).statusCode).toBe(400);
    expect((await as(1001).post('/api/hr/leave-balances/opening', { fileName: '', contentBase64: csv([HEAD]), year, apply: false })).statusCode).toBe(400);
  });

  it('is for HR only: site_hr and employees are refused, the template too', async () => {
    for (const code of [1002, 1005]) {
      expect((await send(code, [HEAD, ['1005', 'Annual', '1', '', '']], false)).statusCode).toBe(403);
      expect((await as(code).get('/api/hr/leave-balances/opening-template.xlsx?lang=en')).statusCode).toBe(403);
    }
  });

  it('the template in each language: its headers read back, a drop-down list of leave types, an example row the import skips', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const res = await as(1001).get(`/api/hr/leave-balances/opening-template.xlsx?lang=${lang}`);
      expect(res.statusCode, res.body).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0];
      expect(ws.views[0]).toMatchObject({ rightToLeft: lang === 'ar' });
      expect(ws.getRow(1).values).toEqual([undefined, ...(lang === 'en' ? HEAD : ['الرقم الوظيفي', 'نوع الإجازة', 'المأخوذ هذه السنة (أيام)', 'المتبقي (أيام)', 'ملاحظة'])]);
      expect(ws.getCell('B2').dataValidation).toMatchObject({ type: 'list' });
      const types = wb.worksheets[1].getColumn(1).values.filter(Boolean);
      expect(types).toContain(lang === 'en' ? 'Annual' : 'اعتيادي');
      expect(types).not.toContain(lang === 'en' ? 'Casual' : 'عارضة');
      // Uploaded untouched: the example is skipped, so the file is empty.
      const up = await as(1001).post('/api/hr/leave-balances/opening', { fileName: 't.xlsx', contentBase64: Buffer.from(res.rawPayload).toString('base64'), year, apply: false });
      expect(up.statusCode, up.body).toBe(400);
      expect(up.json().code).toBe('IMPORT_INVALID');
    }
  });
});
