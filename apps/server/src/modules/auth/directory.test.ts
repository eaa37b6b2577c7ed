import { LOCKOUT_THRESHOLD } from '@hr/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/processes.js';
import { startSlapd, type TSlapd } from '../../test/slapd.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

/**
 * Sign-in with the company directory against a real OpenLDAP (Debian's slapd, started
 * on a free port by test/slapd.ts). The directory users' uids are demo domain accounts:
 * omar.khaled (1005) and nour.ibrahim (1006) sign in with their directory passwords, sara.ali
 * (1004) is locked by the directory's password policy, ghost.user has no employee.
 */
const OMAR = { uid: 'omar.khaled', password: 'Omar-dir-pass-1' };
const NOUR = { uid: 'nour.ibrahim', password: 'Nour-dir-pass-1' };
const SARA = { uid: 'sara.ali', password: 'Sara-dir-pass-1', locked: true };
const GHOST = { uid: 'ghost.user', password: 'Ghost-dir-pass-1' };

let t: TestApp;
let slapd: TSlapd;
let hrToken: string;
beforeAll(async () => {
  [t, slapd] = await Promise.all([createTestApp(), startSlapd([OMAR, NOUR, SARA, GHOST])]);
  hrToken = (await t.login(1001)).token;
}, 60_000);
afterAll(async () => {
  await Promise.all([t?.close(), slapd?.stop()]);
});

const hr = () => t.as(hrToken);
const settings = () => ({
  enabled: true,
  url: slapd.url,
  startTls: false,
  bindDn: slapd.adminDn,
  bindPassword: slapd.adminPassword,
  baseDn: slapd.baseDn,
  userAttribute: 'uid',
  domain: 'CORP',
});
const signIn = async (identifier: string, password: string) => {
  const res = await t.as('').post('/api/auth/login', { identifier, password });
  return { status: res.statusCode, code: res.json().code as string | undefined, body: res.json() };
};

describe('HR directory settings', () => {
  it('are for hr and admin only', async () => {
    const employee = await t.login(1005);
    expect((await t.as(employee.token).get('/api/hr/directory')).statusCode).toBe(403);
    expect((await t.as(employee.token).put('/api/hr/directory', settings())).statusCode).toBe(403);
    expect((await t.as(employee.token).post('/api/hr/directory/test', {})).statusCode).toBe(403);
    const siteHr = await t.login(1002);
    expect((await t.as(siteHr.token).get('/api/hr/directory')).statusCode).toBe(403);
    expect((await t.as('').get('/api/hr/directory')).statusCode).toBe(401);
  });

  it('refuse bad input with 400 and change nothing', async () => {
    const bad = [
      { ...settings(), url: 'http://dc1.corp.example' },
      { ...settings(), url: 'ldap://dc1 .corp' },
      { ...settings(), url: 'ldap://dc1.corp.example/dc=x?uid' },
      { ...settings(), baseDn: 'x'.repeat(501) },
      { ...settings(), bindDn: 'cn=a\u0000b' },
      { ...settings(), userAttribute: 'uid)(cn=*' },
      { ...settings(), domain: 'CORP\\x' },
      { ...settings(), bindPassword: 'p'.repeat(257) },
      { ...settings(), url: 'ldaps://dc1.corp.example', startTls: true },
      { ...settings(), url: '' },
      { ...settings(), enabled: 'yes' },
    ];
    for (const body of bad) expect((await hr().put('/api/hr/directory', body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await hr().get('/api/hr/directory')).json()).toMatchObject({ enabled: false, url: '', bindPasswordSet: false, userAttribute: 'sAMAccountName' });
  });

  it('round-trip without ever answering the bind password, which is audited only as changed', async () => {
    const saved = await hr().put('/api/hr/directory', settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...settings(), bindPassword: undefined, bindPasswordSet: true, caCert: '', groupDn: '', caCerts: [] });
    expect(saved.body).not.toContain(slapd.adminPassword);
    const got = await hr().get('/api/hr/directory');
    expect(got.json()).toMatchObject({ enabled: true, url: slapd.url, bindDn: slapd.adminDn, bindPasswordSet: true, userAttribute: 'uid', domain: 'CORP' });
    expect(got.body).not.toContain(slapd.adminPassword);
    // An empty or omitted password keeps the stored one.
    const { bindPassword: _p, ...withoutPassword } = settings();
    expect((await hr().put('/api/hr/directory', withoutPassword)).json().bindPasswordSet).toBe(true);
    expect((await hr().put('/api/hr/directory', { ...settings(), bindPassword: '' })).json().bindPasswordSet).toBe(true);
    const stored = await t.database.db.execute<{ p: string }>(sql`select ldap_bind_password as p from organisation where id = 1`);
    expect(stored.rows[0].p).toBe(slapd.adminPassword);
    const audits = await t.database.db.execute<{ action: string; before: unknown; after: unknown }>(
      sql`select action, before, after from audit_log where action = 'directory.update' order by id`,
    );
    expect(audits.rows.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(audits.rows)).not.toContain(slapd.adminPassword);
    expect(audits.rows[0].after).toMatchObject({ bindPasswordSet: true, bindPasswordChanged: true });
    expect(audits.rows[1].after).toMatchObject({ bindPasswordChanged: false });
  });

  it('test button: binds, counts the entries and looks an account up', async () => {
    const res = await hr().post('/api/hr/directory/test', { accountName: 'Omar.Khaled' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      entries: 4,
      entriesCapped: false,
      account: { name: 'Omar.Khaled', dn: `uid=omar.khaled,${slapd.peopleDn}`, disabled: false, employee: { EmpCode: 1005, FullName: 'Omar Khaled', fullNameAr: 'عمر خالد' } },
    });
    expect((await hr().post('/api/hr/directory/test', { accountName: 'sara.ali' })).json().account).toMatchObject({ disabled: true, employee: { EmpCode: 1004 } });
    expect((await hr().post('/api/hr/directory/test', { accountName: 'ghost.user' })).json().account).toMatchObject({ dn: `uid=ghost.user,${slapd.peopleDn}`, employee: null });
    expect((await hr().post('/api/hr/directory/test', { accountName: 'no*body)(uid=*' })).json().account).toMatchObject({ dn: null, employee: null });
    expect((await hr().post('/api/hr/directory/test', {})).json()).toEqual({ entries: 4, entriesCapped: false, account: null });
    expect((await hr().post('/api/hr/directory/test', { accountName: 'a\u0000b' })).statusCode).toBe(400);
  });
});

describe('sign-in with the directory', () => {
  it('accepts DOMAIN\\user, user@domain and user with the directory password, as a normal session', async () => {
    for (const identifier of ['CORP\\omar.khaled', 'corp\\Omar.Khaled', 'omar.khaled@corp.example', 'omar.khaled', ' OMAR.KHALED ']) {
      const res = await signIn(identifier, OMAR.password);
      expect(res.status, identifier).toBe(200);
      expect(res.body.user).toMatchObject({ EmpCode: 1005, domainacc: 'omar.khaled' });
      const me = await t.as(res.body.accessToken).get('/api/auth/profile');
      expect(me.json().user.EmpCode).toBe(1005);
    }
    const audits = await t.database.db.execute<{ after: unknown }>(sql`select after from audit_log where action = 'auth.login' and after is not null order by id desc limit 1`);
    expect(audits.rows[0].after).toEqual({ via: 'directory' });
  });

  it('keeps the portal password for company IDs and e-mails, and for people the directory does not know', async () => {
    // Omar's company ID and work e-mail still use the portal's own password.
    expect((await signIn('1005', DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn('omar.khaled@example.com', DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn('1005', OMAR.password)).code).toBe('INVALID_CREDENTIALS');
    // An account name no employee has goes the local way, which knows no such person.
    expect((await signIn('ghost.user', GHOST.password)).code).toBe('INVALID_CREDENTIALS');
    expect((await signIn('OTHER\\omar.khaled', OMAR.password)).code).toBe('INVALID_CREDENTIALS');
    expect((await signIn('1001', DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong password, an empty one, a locked directory account and filter tricks', async () => {
    expect((await signIn('CORP\\omar.khaled', 'wrong-password')).code).toBe('INVALID_CREDENTIALS');
    // An empty password never reaches a bind (an LDAP bind without a password is anonymous and succeeds).
    expect((await t.as('').post('/api/auth/login', { identifier: 'omar.khaled', password: '' })).statusCode).toBe(400);
    expect((await signIn('sara.ali', SARA.password)).code).toBe('INVALID_CREDENTIALS');
    expect((await signIn('omar.khaled)(uid=*', OMAR.password)).code).toBe('INVALID_CREDENTIALS');
    expect((await signIn('*', OMAR.password)).code).toBe('INVALID_CREDENTIALS');
    // Omar's successes since then cleared his count.
    expect((await signIn('omar.khaled', OMAR.password)).status).toBe(200);
  });

  it('counts wrong directory passwords toward the same lockout', async () => {
    const seen: string[] = [];
    for (let i = 0; i < LOCKOUT_THRESHOLD + 1; i++) seen.push((await signIn('CORP\\nour.ibrahim', 'wrong-password')).code ?? 'OK');
    expect(seen).toEqual([...Array(LOCKOUT_THRESHOLD - 1).fill('INVALID_CREDENTIALS'), 'ACCOUNT_LOCKED', 'ACCOUNT_LOCKED']);
    // Locked: the right directory password, and the portal password of the same account, are refused too.
    expect((await signIn('nour.ibrahim', NOUR.password)).code).toBe('ACCOUNT_LOCKED');
    expect((await signIn('1006', DEMO_PASSWORD)).code).toBe('ACCOUNT_LOCKED');
  });

  it('a directory that is down answers DIRECTORY_UNAVAILABLE (503) while local accounts still sign in', async () => {
    const down = `ldap://127.0.0.1:${await freePort()}`;
    expect((await hr().put('/api/hr/directory', { ...settings(), url: down })).statusCode).toBe(200);
    const res = await signIn('CORP\\omar.khaled', OMAR.password);
    expect([res.status, res.code]).toEqual([503, 'DIRECTORY_UNAVAILABLE']);
    expect((await signIn('1005', DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn('1001', DEMO_PASSWORD)).status).toBe(200);
    const test = await hr().post('/api/hr/directory/test', {});
    expect([test.statusCode, test.json().code]).toEqual([503, 'DIRECTORY_UNAVAILABLE']);
  });

  it('a refused service account is a clear test answer, and sign-in falls back when the directory is off', async () => {
    await hr().put('/api/hr/directory', { ...settings(), bindPassword: 'not-the-password' });
    const test = await hr().post('/api/hr/directory/test', {});
    expect([test.statusCode, test.json().code]).toEqual([400, 'DIRECTORY_BIND_FAILED']);
    await hr().put('/api/hr/directory', { ...settings(), enabled: false });
    // Off: a bare account name is no identifier the portal knows.
    expect((await signIn('omar.khaled', OMAR.password)).code).toBe('INVALID_CREDENTIALS');
    const audits = await t.database.db.execute<{ after: unknown }>(sql`select after from audit_log where entity in ('auth', 'organisation')`);
    const text = JSON.stringify(audits.rows);
    for (const secret of [OMAR.password, NOUR.password, SARA.password, slapd.adminPassword, 'not-the-password']) expect(text).not.toContain(secret);
  });
});
