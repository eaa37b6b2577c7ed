import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, linkToken, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const anon = () => t.as('');

describe('sign-in', () => {
  it('accepts the company ID and returns the token and the profile', async () => {
    const res = await anon().post('/api/auth/login', { identifier: '1005', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(body.user).toMatchObject({
      EmpCode: 1005,
      domainacc: 'omar.khaled',
      FullName: 'Omar Khaled',
      fullNameAr: 'عمر خالد',
      roles: ['employee'],
      site: { nameEn: 'Cairo' },
      department: { nameEn: 'Operations' },
      section: { nameEn: 'Production' },
      manager: { EmpCode: 1004, FullName: 'Sara Ali' },
    });
  });

  it('accepts the work e-mail in any case', async () => {
    const res = await anon().post('/api/auth/login', { identifier: '  Sara.Ali@Example.com ', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.EmpCode).toBe(1004);
  });

  it('refuses a wrong password and an unknown account with the same error', async () => {
    const wrong = await anon().post('/api/auth/login', { identifier: '1006', password: 'nope' });
    const unknown = await anon().post('/api/auth/login', { identifier: 'nobody@example.com', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(unknown.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('answers missing fields with 400 and field errors that are translation keys', async () => {
    const res = await anon().post('/api/auth/login', { identifier: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: expect.arrayContaining([
        { path: 'identifier', message: 'validation.required' },
        { path: 'password', message: 'validation.required' },
      ]),
    });
  });

  it('refuses a deactivated person and an account without a password', async () => {
    const left = await anon().post('/api/auth/login', { identifier: '1015', password: 'demo1234' });
    // The right password for a person who left: say so (a wrong one stays INVALID_CREDENTIALS).
    expect(left.statusCode).toBe(403);
    expect(left.json().code).toBe('ACCOUNT_INACTIVE');
    expect((await anon().post('/api/auth/login', { identifier: '1015', password: 'guess' })).json().code).toBe('INVALID_CREDENTIALS');
    // No password yet: the same answer as a wrong password, so it tells nobody the account exists.
    const notActivated = await anon().post('/api/auth/login', { identifier: '1014', password: 'demo1234' });
    expect(notActivated.statusCode).toBe(401);
    expect(notActivated.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('locks an account after 5 failures in 15 minutes, even against the right password, and audits it', async () => {
    // Failures in parallel must all count: the counter is one conditional UPDATE.
    const fails = await Promise.all(
      Array.from({ length: 5 }, () => anon().post('/api/auth/login', { identifier: '1012', password: 'wrong-password' })),
    );
    const codes = fails.map((r) => r.json().code).sort();
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(4);
    expect(codes).toContain('ACCOUNT_LOCKED');
    const right = await anon().post('/api/auth/login', { identifier: '1012', password: 'demo1234' });
    expect(right.statusCode).toBe(423);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', params: { minutes: 15 } });
    const audit = await t.database.db.execute(sql`select action from audit_log where entity = 'auth' and action in ('auth.lockout', 'auth.login_refused_locked')`);
    expect(audit.rows.map((r: { action: string }) => r.action).sort()).toEqual(['auth.lockout', 'auth.login_refused_locked']);
  });

  it('unlocks when the lock time has passed', async () => {
    await t.database.db.execute(sql`update credentials set locked_until = now() - interval '1 second'
      where employee_id = (select id from employees where emp_code = 1012)`);
    const res = await anon().post('/api/auth/login', { identifier: '1012', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
  });

  it('audits a successful sign-in', async () => {
    const { user } = await t.login(1010);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from audit_log where action = 'auth.login' and actor_id = ${user.id}`);
    expect(rows.rows[0]).toMatchObject({ n: 1 });
  });
});

describe('session', () => {
  it('returns the profile for a valid token and 401 without one', async () => {
    const { token } = await t.login(1003);
    const res = await t.as(token).get('/api/auth/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ EmpCode: 1003, roles: ['employee', 'manager'] });
    expect((await anon().get('/api/auth/profile')).statusCode).toBe(401);
    expect((await t.as('not-a-token').get('/api/auth/profile')).json().code).toBe('UNAUTHENTICATED');
  });

  it('revokes the session on logout: the old token then gets 401', async () => {
    const { token } = await t.login(1006);
    expect((await t.as(token).post('/api/auth/logout')).statusCode).toBe(200);
    const after = await t.as(token).get('/api/auth/profile');
    expect(after.statusCode).toBe(401);
  });

  it('a second server on the same database sees a logout and a password change at once', async () => {
    // Two processes behind a load balancer: B has the session cached when A revokes it.
    const b = await buildApp({ config: t.app.config, database: t.database, logger: false });
    try {
      const { token } = await t.login(1004);
      const viaB = () => b.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
      expect((await viaB()).statusCode).toBe(200);
      expect((await viaB()).statusCode).toBe(200);
      expect((await t.as(token).post('/api/auth/logout')).statusCode).toBe(200);
      await expect.poll(async () => (await viaB()).statusCode, { timeout: 2000 }).toBe(401);

      const other = await t.login(1004);
      await b.inject({ method: 'PATCH', url: '/api/auth/preferences', headers: { authorization: `Bearer ${other.token}` }, payload: { language: 'ar' } });
      const viaA = await t.as(other.token).get('/api/auth/profile');
      expect(viaA.json().user.language).toBe('ar');
      await t.as(other.token).patch('/api/auth/preferences', { language: 'en' });
    } finally {
      await b.close();
    }
  });

  it('refuses an expired session', async () => {
    const { token, user } = await t.login(1008);
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where employee_id = ${user.id}`);
    expect((await t.as(token).get('/api/auth/profile')).statusCode).toBe(401);
  });

  it('saves the language and the compact navigation per user', async () => {
    const { token } = await t.login(1009);
    const res = await t.as(token).patch('/api/auth/preferences', { language: 'ar', navCompact: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ language: 'ar', navCompact: true });
    const again = await t.login(1009);
    expect(again.user).toMatchObject({ language: 'ar', navCompact: true });
    expect((await t.as(token).patch('/api/auth/preferences', { language: 'fr' })).statusCode).toBe(400);
    expect((await t.as(token).patch('/api/auth/preferences', {})).statusCode).toBe(400);
  });

  it('saves Hijri dates on or off, and null for "as my language has it"', async () => {
    const { token, user } = await t.login(1010);
    expect(user).toMatchObject({ hijriDates: null });
    expect((await t.as(token).patch('/api/auth/preferences', { hijriDates: true })).json().user).toMatchObject({ hijriDates: true });
    expect((await t.as(token).get('/api/auth/profile')).json().user).toMatchObject({ hijriDates: true });
    expect((await t.as(token).patch('/api/auth/preferences', { hijriDates: null })).json().user).toMatchObject({ hijriDates: null });
    expect((await t.as(token).patch('/api/auth/preferences', { hijriDates: 'yes' })).statusCode).toBe(400);
  });

  it('saves Arabic-Indic digits on, off or null (ASCII digits), and refuses anything else', async () => {
    const { token, user } = await t.login(1011);
    expect(user).toMatchObject({ arabicDigits: null });
    const on = await t.as(token).patch('/api/auth/preferences', { arabicDigits: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().user).toMatchObject({ arabicDigits: true, hijriDates: null });
    // Every session reads it: the shell and the profile, and a new sign-in.
    expect((await t.as(token).get('/api/auth/profile')).json().user).toMatchObject({ arabicDigits: true });
    expect((await t.as(token).get('/api/shell')).json().user).toMatchObject({ arabicDigits: true });
    expect((await t.login(1011)).user).toMatchObject({ arabicDigits: true });
    // Another preference leaves it as it is.
    expect((await t.as(token).patch('/api/auth/preferences', { navCompact: true })).json().user).toMatchObject({ arabicDigits: true, navCompact: true });
    expect((await t.as(token).patch('/api/auth/preferences', { arabicDigits: false })).json().user).toMatchObject({ arabicDigits: false });
    expect((await t.as(token).patch('/api/auth/preferences', { arabicDigits: null })).json().user).toMatchObject({ arabicDigits: null });
    for (const bad of ['yes', 1, 'true', {}, []]) {
      const res = await t.as(token).patch('/api/auth/preferences', { arabicDigits: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await t.as(token).get('/api/auth/profile')).json().user).toMatchObject({ arabicDigits: null });
    expect((await anon().patch('/api/auth/preferences', { arabicDigits: true })).statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('needs the current password, refuses reuse, and ends the other sessions only', async () => {
    const a = await t.login(1013);
    const b = await t.login(1013);
    const wrong = await t.as(a.token).post('/api/auth/change-password', { currentPassword: 'nope', newPassword: 'brand-new-1' });
    expect(wrong.json().code).toBe('PASSWORD_INCORRECT');
    const common = await t.as(a.token).post('/api/auth/change-password', { currentPassword: 'demo1234', newPassword: 'Password123' });
    expect(common.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'newPassword', message: 'validation.passwordCommon' }] });
    const short = await t.as(a.token).post('/api/auth/change-password', { currentPassword: 'demo1234', newPassword: 'short' });
    expect(short.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'newPassword', message: 'validation.passwordLength' }] });

    const ok = await t.as(a.token).post('/api/auth/change-password', { currentPassword: 'demo1234', newPassword: 'brand-new-1' });
    expect(ok.statusCode).toBe(200);
    expect((await t.as(a.token).get('/api/auth/profile')).statusCode).toBe(200);
    expect((await t.as(b.token).get('/api/auth/profile')).statusCode).toBe(401);
    expect((await anon().post('/api/auth/login', { identifier: '1013', password: 'demo1234' })).statusCode).toBe(401);
    await t.login(1013, 'brand-new-1');
    const same = await t.as(a.token).post('/api/auth/change-password', { currentPassword: 'brand-new-1', newPassword: 'brand-new-1' });
    expect(same.json().code).toBe('PASSWORD_REUSED');
    const notes = await t.as(a.token).get('/api/notifications');
    expect(notes.json().items[0]).toMatchObject({ kind: 'password_changed', readAt: null });
  });
});

describe('sign-up activates an existing employee', () => {
  it('validates the form', async () => {
    const res = await anon().post('/api/auth/register', { username: '', email: 'not-an-email', acceptTerms: false });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(res.json().fields.map((f: { path: string; message: string }) => [f.path, f.message]));
    expect(fields).toEqual({
      username: 'validation.required',
      email: 'validation.email',
      acceptTerms: 'validation.termsRequired',
    });
  });

  it('refuses strangers, wrong usernames and active accounts, and never creates a person', async () => {
    const count = async () => (await t.database.db.execute(sql`select count(*)::int as n from employees`)).rows[0];
    const before = await count();
    const stranger = await anon().post('/api/auth/register', { username: 'x', email: 'stranger@example.com', acceptTerms: true });
    expect(stranger.json().code).toBe('SIGNUP_NO_EMPLOYEE');
    const wrongUser = await anon().post('/api/auth/register', { username: '9999', email: 'rania.magdy@example.com', acceptTerms: true });
    expect(wrongUser.json().code).toBe('SIGNUP_NO_EMPLOYEE');
    const active = await anon().post('/api/auth/register', { username: '1005', email: 'omar.khaled@example.com', acceptTerms: true });
    expect(active.statusCode).toBe(409);
    expect(active.json().code).toBe('SIGNUP_ALREADY_ACTIVE');
    const left = await anon().post('/api/auth/register', { username: '1015', email: 'hany.gamal@example.com', acceptTerms: true });
    expect(left.json().code).toBe('SIGNUP_NO_EMPLOYEE');
    expect(await count()).toEqual(before);
  });

  it('sends a link to the work e-mail; the page it opens chooses the password and signs in, once', async () => {
    const res = await anon().post('/api/auth/register', { username: 'Rania.Magdy', email: 'rania.magdy@example.com', acceptTerms: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, email: 'rania.magdy@example.com' });
    // Not active until the link is opened.
    expect((await anon().post('/api/auth/login', { identifier: '1014', password: 'my-secret-1' })).json().code).toBe('INVALID_CREDENTIALS');
    const [mail] = await t.outbox();
    expect(mail).toMatchObject({ to: 'rania.magdy@example.com', subject: expect.stringContaining('activate') });
    const token = linkToken(mail.text);
    expect(mail.text).toContain('/session/activate?token=');
    expect((await anon().get(`/api/auth/token-info?token=${token}`)).json()).toEqual({ purpose: 'activate', FullName: 'Rania Magdy', fullNameAr: 'رانيا مجدي' });

    // Opening the link alone sets nothing: the password is chosen there, and checked.
    const bare = await anon().post('/api/auth/activate', { token });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual([{ path: 'password', message: 'validation.required' }]);
    expect((await anon().post('/api/auth/activate', { token, password: 'short' })).json().fields).toEqual([{ path: 'password', message: 'validation.passwordLength' }]);

    const [first, second] = await Promise.all([
      anon().post('/api/auth/activate', { token, password: 'my-secret-1' }),
      anon().post('/api/auth/activate', { token, password: 'my-secret-2' }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 400]);
    const win = first.statusCode === 200 ? first : second;
    expect(win.json().user.EmpCode).toBe(1014);
    await t.login(1014, first.statusCode === 200 ? 'my-secret-1' : 'my-secret-2');
    const again = await anon().post('/api/auth/register', { username: '1014', email: 'rania.magdy@example.com', acceptTerms: true });
    expect(again.json().code).toBe('SIGNUP_ALREADY_ACTIVE');
  });

  it("never takes a password at sign-up: a stranger's is ignored, the mailbox's owner chooses one", async () => {
    // 1012 has not activated an account yet.
    await t.database.db.execute(sql`delete from credentials where employee_id = (select id from employees where emp_code = 1012)`);
    const res = await anon().post('/api/auth/register', { username: '1012', email: 'dina.youssef@example.com', password: 'Att4cker-pass!', acceptTerms: true });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.outbox();
    expect(mail.to).toBe('dina.youssef@example.com');
    const token = linkToken(mail.text);
    // What the old activation page did as soon as it opened: it no longer activates anything.
    expect((await anon().post('/api/auth/activate', { token })).statusCode).toBe(400);
    expect((await anon().post('/api/auth/login', { identifier: '1012', password: 'Att4cker-pass!' })).statusCode).not.toBe(200);
    expect((await anon().post('/api/auth/activate', { token, password: 'owner-chose-this' })).statusCode).toBe(200);
    expect((await anon().post('/api/auth/login', { identifier: '1012', password: 'Att4cker-pass!' })).json().code).toBe('INVALID_CREDENTIALS');
    await t.login(1012, 'owner-chose-this');
  });

  it('is refused when the organisation turned sign-up off', async () => {
    await t.database.db.execute(sql`update organisation set signup_allowed = false`);
    const res = await anon().post('/api/auth/register', { username: '1005', email: 'omar.khaled@example.com', acceptTerms: true });
    expect(res.json().code).toBe('SIGNUP_DISABLED');
    expect((await anon().get('/api/public/settings')).json().signupAllowed).toBe(false);
    await t.database.db.execute(sql`update organisation set signup_allowed = true`);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown e-mails and sends one link to the known one', async () => {
    const before = (await t.outbox()).length;
    const unknown = await anon().post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    const known = await anon().post('/api/auth/forgot-password', { email: 'Laila.Farouk@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const mails = await t.outbox();
    expect(mails.length).toBe(before + 1);
    expect(mails[0]).toMatchObject({ to: 'laila.farouk@example.com' });
    expect(mails[0].text).toContain('/session/reset-password?token=');
    expect(mails[0].text).toContain('60 minutes');
  });

  it('sends the mail in the person’s language, or the language of the page they asked from', async () => {
    await anon().post('/api/auth/forgot-password', { email: 'nour.ibrahim@example.com' });
    const [mail] = await t.outbox();
    expect(mail.subject).toContain('إعادة تعيين');
    expect(mail.text).toContain('نور إبراهيم');
    expect(mail.text).toMatch(/token=[\w-]+&lang=ar/);
    await anon().post('/api/auth/forgot-password', { email: 'omar.khaled@example.com', language: 'ar' });
    const [arabic] = await t.outbox();
    expect(arabic.subject).toContain('إعادة تعيين');
    expect(arabic.text).toContain('عمر خالد');
  });

  it('resets once, ends every session, and refuses the link afterwards', async () => {
    const session = await t.login(1010);
    await anon().post('/api/auth/forgot-password', { email: 'laila.farouk@example.com' });
    const token = linkToken((await t.outbox())[0].text);
    const weak = await anon().post('/api/auth/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    const ok = await anon().post('/api/auth/reset-password', { token, password: 'new-password-9' });
    expect(ok.statusCode).toBe(200);
    expect((await t.as(session.token).get('/api/auth/profile')).statusCode).toBe(401);
    await t.login(1010, 'new-password-9');
    const reused = await anon().post('/api/auth/reset-password', { token, password: 'another-pass-1' });
    expect(reused.json().code).toBe('TOKEN_INVALID');
    expect((await anon().get(`/api/auth/token-info?token=${token}`)).json().code).toBe('TOKEN_INVALID');
  });

  it('refuses an expired link and replaces older links with the newest', async () => {
    await anon().post('/api/auth/forgot-password', { email: 'heba.mostafa@example.com' });
    const older = linkToken((await t.outbox())[0].text);
    await anon().post('/api/auth/forgot-password', { email: 'heba.mostafa@example.com' });
    const newer = linkToken((await t.outbox())[0].text);
    expect((await anon().post('/api/auth/reset-password', { token: older, password: 'new-password-9' })).json().code).toBe('TOKEN_INVALID');
    await t.database.db.execute(sql`update auth_tokens set expires_at = now() - interval '1 second' where used_at is null`);
    expect((await anon().post('/api/auth/reset-password', { token: newer, password: 'new-password-9' })).json().code).toBe('TOKEN_INVALID');
  });

  it('clears a lockout', async () => {
    await t.database.db.execute(sql`update credentials set locked_until = now() + interval '10 minutes'
      where employee_id = (select id from employees where emp_code = 1009)`);
    await anon().post('/api/auth/forgot-password', { email: 'tarek.fathy@example.com' });
    const token = linkToken((await t.outbox())[0].text);
    await anon().post('/api/auth/reset-password', { token, password: 'unlocked-pass' });
    await t.login(1009, 'unlocked-pass');
  });
});

describe('rate limit', () => {
  it('limits the other credential calls per IP, with the limit shared through the database', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const tries = [];
      for (let i = 0; i < 4; i++) tries.push(await limited.as('').get(`/api/auth/token-info?token=${'x'.repeat(43)}`));
      expect(tries.slice(0, 3).every((r) => r.statusCode !== 429)).toBe(true);
      expect(tries[3].statusCode).toBe(429);
      expect(tries[3].json().code).toBe('RATE_LIMITED');
      expect(Number(tries[3].headers['retry-after'])).toBeGreaterThan(0);
      const rows = await limited.database.db.execute(sql`select count from rate_limits where key like '%/api/auth/token-info%'`);
      expect(rows.rows[0]).toMatchObject({ count: 4 });
    } finally {
      await limited.close();
    }
  });
});
