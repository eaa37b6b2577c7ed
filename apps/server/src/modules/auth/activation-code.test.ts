import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authTokens, employees, notifications } from '../../db/schema.js';
import { createTestApp, linkToken, type TestApp } from '../../test/test-app.js';
import { employeeInput } from '../../test/employee-input.js';
import { pdfText, slipCodes } from '../../test/pdf-text.js';
import { IP_GUESSES } from './activation-code-service.js';

/** Activation slips (PDF with one-time codes), activation by code, bulk invitation and the invitation status. */
let t: TestApp;
let hr: string;
let nextCode = 3100;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
  hr = (await t.login(1001)).token;
});
afterAll(() => t?.close());

async function person(over: Record<string, unknown> = {}): Promise<{ id: number; empCode: number }> {
  const empCode = nextCode++;
  const res = await t.as(hr).post('/api/hr/employees', employeeInput({ empCode, email: null, fullNameEn: `Worker ${empCode}`, fullNameAr: `عامل رقم ${empCode}`, ...over }));
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().id, empCode };
}

async function slips(ids: number[]) {
  const res = await t.as(hr).post('/api/hr/employees/activation-slips', { ids });
  return { res, text: res.statusCode === 200 ? await pdfText(res.rawPayload) : '' };
}

const activate = (empCode: number | string, code: string, password = 'factory-floor-9', ip = '10.0.0.1', language?: 'en' | 'ar') =>
  t.app.inject({ method: 'POST', url: '/api/auth/activation-code/activate', payload: { empCode, code, password, language }, remoteAddress: ip });
const check = (empCode: number | string, code: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/activation-code/check', payload: { empCode, code }, remoteAddress: ip });

describe('activation slips', () => {
  it('are a real PDF with the names, company ID and a code that activates exactly once', async () => {
    const p = await person();
    const { res, text } = await slips([p.id]);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(text).toContain(`Worker ${p.empCode}`);
    expect(text).toContain(`Company ID: ${p.empCode}`);
    const [code] = slipCodes(text);
    expect(code).toBeTruthy();

    const listed = (await t.as(hr).get(`/api/hr/employees/${p.id}`)).json();
    expect(listed.invitedVia).toBe('slip');
    expect(listed.invitedAt).toBeTruthy();
    expect(listed.activated).toBe(false);

    // Lower case, no dashes, Arabic-Indic digits where there are digits: the same code.
    const typed = code.replace(/-/g, '').toLowerCase().replace(/[2-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const who = await check(String(p.empCode), typed);
    expect(who.statusCode, who.body).toBe(200);
    expect(who.json()).toEqual({ FullName: `Worker ${p.empCode}`, fullNameAr: `عامل رقم ${p.empCode}` });

    // Activated on an Arabic page: the account keeps the portal in Arabic.
    const ok = await activate(p.empCode, code, undefined, undefined, 'ar');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().accessToken).toBeTruthy();
    expect(ok.json().user.EmpCode).toBe(p.empCode);
    expect(ok.json().user.language).toBe('ar');
    const again = await activate(p.empCode, code, 'another-pass-77', '10.0.0.2');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('ACTIVATION_CODE_INVALID');
    // Signed in with the new password; notified and audited as an activation.
    await t.login(p.empCode, 'factory-floor-9');
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.employeeId, p.id));
    expect(notes.map((n) => n.kind)).toEqual(['account_activated']);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(p.id)));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['employee.slip_printed', 'auth.activated']));
    // Nowhere but in the PDF: not in the audit, the outbox, the lists or the stored hashes.
    const everywhere = JSON.stringify([audits, await t.outbox(), (await t.as(hr).get('/api/hr/employees?active=all&pageSize=100')).json()]);
    expect(everywhere).not.toContain(code);
    expect(everywhere).not.toContain(code.replace(/-/g, ''));
    const stored = await t.database.db.select({ h: authTokens.tokenHash }).from(authTokens).where(eq(authTokens.employeeId, p.id));
    expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''));
    // An active account gets no slip.
    const none = await slips([p.id]);
    expect(none.res.statusCode).toBe(409);
    expect(none.res.json().code).toBe('NO_SLIPS');
  });

  it('a new slip replaces the earlier code; expired, wrong and other people’s codes answer one error', async () => {
    const [a, b] = [await person(), await person()];
    const first = slipCodes((await slips([a.id])).text)[0];
    const { text } = await slips([a.id, b.id]);
    const [codeA, codeB] = slipCodes(text);
    expect(text.indexOf(`Worker ${a.empCode}`)).toBeLessThan(text.indexOf(`Worker ${b.empCode}`));
    for (const [emp, code] of [[a.empCode, first], [a.empCode, codeB], [999_999, codeA]] as const) {
      const r = await check(emp, code, '10.0.1.1');
      expect(r.statusCode, `${emp} ${code}`).toBe(400);
      expect(r.json().code).toBe('ACTIVATION_CODE_INVALID');
    }
    await t.database.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(authTokens.employeeId, b.id));
    expect((await check(b.empCode, codeB, '10.0.1.1')).json().code).toBe('ACTIVATION_CODE_INVALID');
    expect((await check(a.empCode, codeA, '10.0.1.1')).statusCode).toBe(200);
  });

  it('bad input is a 400 and changes nothing; only HR and admin print slips', async () => {
    for (const body of [{}, { ids: [] }, { ids: Array.from({ length: 501 }, (_, i) => i + 1) }, { ids: [0] }, { ids: ['x'] }, { ids: [2 ** 31] }]) {
      const r = await t.as(hr).post('/api/hr/employees/activation-slips', body);
      expect(r.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    for (const body of [{ empCode: '', code: 'ABCD-EFGH-JK' }, { empCode: 5, code: 'O0O0-1111-II' }, { empCode: 5, code: 'x'.repeat(41) }, { empCode: 'abc', code: 'ABCD-EFGH-JK' }]) {
      const r = await t.app.inject({ method: 'POST', url: '/api/auth/activation-code/check', payload: body });
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('VALIDATION_FAILED');
    }
    const p = await person();
    for (const code of [1005, 1004, 1002]) {
      const { token } = await t.login(code);
      expect((await t.as(token).post('/api/hr/employees/activation-slips', { ids: [p.id] })).statusCode).toBe(403);
      expect((await t.as(token).post('/api/hr/employees/invite', { ids: [p.id] })).statusCode).toBe(403);
    }
    expect((await t.as(hr).get(`/api/hr/employees/${p.id}`)).json().invitedAt).toBeNull();
  });

  it('guessing is throttled per company ID, with RATE_LIMITED even for the right code', async () => {
    const p = await person();
    const [code] = slipCodes((await slips([p.id])).text);
    for (let i = 0; i < 5; i++) expect((await check(p.empCode, 'ABCD-EFGH-JK', `10.0.2.${i}`)).json().code).toBe('ACTIVATION_CODE_INVALID');
    const r = await check(p.empCode, code, '10.0.2.99');
    expect(r.statusCode).toBe(429);
    expect(r.json().code).toBe('RATE_LIMITED');
  });

  it('guessing is throttled per address across company IDs', async () => {
    const p = await person();
    const [code] = slipCodes((await slips([p.id])).text);
    for (let i = 0; i < IP_GUESSES; i++) await check(200_000 + i, 'ABCD-EFGH-JK', '10.0.3.3');
    expect((await check(p.empCode, code, '10.0.3.3')).json().code).toBe('RATE_LIMITED');
    expect((await check(p.empCode, code, '10.0.3.4')).statusCode).toBe(200);
  });
});

describe('a whole office activating from one address', () => {
  it('is never throttled by its successes: 30 people (more than a minute of the old per-address limit) all get in', async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => person()));
    const text = (await slips(people.map((p) => p.id))).text;
    const codes = slipCodes(text);
    const byPerson = people.map((p) => ({ p, at: text.indexOf(String(p.empCode)) })).sort((a, b) => a.at - b.at);
    for (const [i, { p }] of byPerson.entries()) {
      const ok = await activate(p.empCode, codes[i], 'factory-floor-9', '10.0.9.9');
      expect(ok.statusCode, ok.body).toBe(200);
    }
  });
});

describe('a first activation through the invitation e-mail', () => {
  it('is notified and audited as an activation, not as a password reset', async () => {
    const p = await person({ email: `first.${nextCode}@example.com`, sendInvitation: true });
    const mail = (await t.outbox()).find((m) => m.to === `first.${p.empCode}@example.com`);
    expect(mail).toBeTruthy();
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: linkToken(mail!.text), password: 'first-time-24' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.employeeId, p.id));
    expect(notes.map((n) => n.kind)).toEqual(['account_activated']);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(p.id)));
    expect(audits.map((a) => a.action)).toContain('auth.activated');
    expect(audits.map((a) => a.action)).not.toContain('auth.password_invite');
    expect((await t.as(hr).get(`/api/hr/employees/${p.id}`)).json()).toMatchObject({ activated: true, invitedVia: 'email' });
  });
});

describe('bulk invitation and the invitation status', () => {
  it('e-mails people with an address, answers the others for slips and skips the rest', async () => {
    const withMail = await person({ email: `bulk.${nextCode}@example.com` });
    const without = await person();
    const inactive = await person({ active: false });
    const before = (await t.outbox()).length;
    const res = await t.as(hr).post('/api/hr/employees/invite', { ids: [withMail.id, without.id, inactive.id, withMail.id, 2_000_000] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      emailed: 1,
      needSlip: [without.id],
      skipped: [
        { id: inactive.id, reason: 'inactive' },
        { id: 2_000_000, reason: 'not_found' },
      ],
    });
    expect((await t.outbox()).length).toBe(before + 1);
    const rows = (await t.as(hr).get(`/api/hr/employees?active=all&pageSize=100&q=Worker`)).json().items as { id: number; invitedVia: string | null }[];
    expect(rows.find((r) => r.id === withMail.id)?.invitedVia).toBe('email');
    expect(rows.find((r) => r.id === without.id)?.invitedVia).toBeNull();
    const status = async (s: string) => ((await t.as(hr).get(`/api/hr/employees?active=all&pageSize=100&status=${s}`)).json().items as { id: number }[]).map((r) => r.id);
    expect(await status('invited')).toContain(withMail.id);
    expect(await status('not_invited')).toContain(without.id);
    expect(await status('active')).toContain((await t.login(1005)).user.id);
    expect((await t.as(hr).post('/api/hr/employees/invite', { ids: [] })).statusCode).toBe(400);
    expect((await t.as(hr).post('/api/hr/employees/invite', { ids: [1], importId: 1 })).statusCode).toBe(400);
    expect((await t.as(hr).post('/api/hr/employees/invite', { importId: 999_999 })).statusCode).toBe(404);
  });

  it('invites the people an import created', async () => {
    const a = await person({ email: `imp.${nextCode}@example.com` });
    const b = await person();
    const [imp] = (await t.database.db.execute<{ id: number }>(sql`insert into employee_imports (file_name, created_by_id, created, updated, unchanged) values ('people.xlsx', ${(await t.login(1001)).user.id}, 2, 0, 0) returning id`)).rows;
    await t.database.db.update(employees).set({ importId: imp.id }).where(sql`${employees.id} in (${a.id}, ${b.id})`);
    const res = await t.as(hr).post('/api/hr/employees/invite', { importId: imp.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ emailed: 1, needSlip: [b.id], skipped: [] });
  });

  it('an older unused invitation link shows as invited by e-mail on its date', async () => {
    const p = await person({ email: `old.${nextCode}@example.com` });
    await t.database.db.insert(authTokens).values({ employeeId: p.id, purpose: 'invite', tokenHash: `legacy-${p.id}`, expiresAt: new Date(Date.now() + 86_400_000), createdAt: new Date('2026-03-01T08:00:00Z') });
    const e = (await t.as(hr).get(`/api/hr/employees/${p.id}`)).json();
    expect(e.invitedAt).toBe('2026-03-01T08:00:00.000Z');
    expect(e.invitedVia).toBe('email');
  });
});
