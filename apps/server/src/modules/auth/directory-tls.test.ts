import { DIRECTORY_CA_MAX } from '@hr/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSlapd, type TSlapd } from '../../test/slapd.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The company directory for real companies against a real OpenLDAP whose certificate is
 * signed by the test's OWN certificate authority (made with openssl in test/slapd.ts): ldaps:// on
 * one port and StartTLS on the plain one. Without HR's pasted CA the TLS handshake is refused
 * (DIRECTORY_TLS_FAILED, never a 500); with it both work. The group limit is checked with a
 * groupOfNames (member = DN, as in Active Directory) and a posixGroup (memberUid = account).
 */
const OMAR = { uid: 'omar.khaled', password: 'Omar-dir-pass-1' };
const NOUR = { uid: 'nour.ibrahim', password: 'Nour-dir-pass-1' };

let t: TestApp;
let slapd: TSlapd;
let hrToken: string;
beforeAll(async () => {
  [t, slapd] = await Promise.all([
    createTestApp(),
    startSlapd([OMAR, NOUR], {
      tls: true,
      groups: [
        { cn: 'portal-users', kind: 'groupOfNames', members: ['omar.khaled'] },
        { cn: 'portal-posix', kind: 'posixGroup', members: ['nour.ibrahim'] },
        // Nested, as Active Directory companies do: the portal's group holds a department's group, which holds a team's.
        { cn: 'portal-nested', kind: 'groupOfNames', members: [], groups: ['factory'] },
        { cn: 'factory', kind: 'groupOfNames', members: [], groups: ['night-crew'] },
        { cn: 'night-crew', kind: 'groupOfNames', members: ['nour.ibrahim'] },
      ],
    }),
  ]);
  hrToken = (await t.login(1001)).token;
}, 60_000);
afterAll(async () => {
  await Promise.all([t?.close(), slapd?.stop()]);
});

const hr = () => t.as(hrToken);
const settings = (extra: Record<string, unknown> = {}) => ({
  enabled: true,
  url: slapd.ldapsUrl,
  startTls: false,
  bindDn: slapd.adminDn,
  bindPassword: slapd.adminPassword,
  baseDn: slapd.baseDn,
  userAttribute: 'uid',
  domain: 'CORP',
  caCert: '',
  groupDn: '',
  ...extra,
});
const save = async (extra: Record<string, unknown> = {}) => {
  const res = await hr().put('/api/hr/directory', settings(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const signIn = async (identifier: string, password: string) => {
  const res = await t.as('').post('/api/auth/login', { identifier, password });
  return { status: res.statusCode, code: res.json().code as string | undefined };
};
const stored = async () =>
  (await t.database.db.execute<{ ca: string | null; g: string | null }>(sql`select ldap_ca_cert as ca, ldap_group_dn as g from organisation where id = 1`)).rows[0];

describe('a directory signed by a private certificate authority', () => {
  it('refuses a CA text that is not certificates, and a bad group DN, with 400 and stores nothing', async () => {
    await save();
    const body = slapd.caPem!.split('\n').slice(1, -2).join('\n');
    const bad: [Record<string, unknown>, string][] = [
      [{ caCert: 'not a certificate' }, 'VALIDATION_FAILED'],
      [{ caCert: `${slapd.caPem}\nextra text` }, 'VALIDATION_FAILED'],
      [{ caCert: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' }, 'DIRECTORY_CA_INVALID'],
      [{ caCert: `-----BEGIN CERTIFICATE-----\n${body.slice(0, 40)}\n-----END CERTIFICATE-----` }, 'DIRECTORY_CA_INVALID'],
      [{ caCert: `${slapd.caPem}\n`.repeat(Math.ceil(DIRECTORY_CA_MAX / slapd.caPem!.length) + 1) }, 'VALIDATION_FAILED'],
      [{ caCert: `${slapd.caPem}\u0000` }, 'VALIDATION_FAILED'],
      [{ groupDn: `cn=${'x'.repeat(500)}` }, 'VALIDATION_FAILED'],
      [{ groupDn: 'cn=a\u0000b' }, 'VALIDATION_FAILED'],
    ];
    for (const [extra, code] of bad) {
      const res = await hr().put('/api/hr/directory', settings(extra));
      expect([res.statusCode, res.json().code], JSON.stringify(extra).slice(0, 80)).toEqual([400, code]);
    }
    expect(await stored()).toEqual({ ca: null, g: null });
  });

  it('without the CA: LDAPS and StartTLS are refused as an untrusted certificate (503), and the test says so', async () => {
    await save();
    expect(await signIn('CORP\\omar.khaled', OMAR.password)).toEqual({ status: 503, code: 'DIRECTORY_TLS_FAILED' });
    const test = await hr().post('/api/hr/directory/test', {});
    expect([test.statusCode, test.json().code]).toEqual([503, 'DIRECTORY_TLS_FAILED']);
    await save({ url: slapd.url, startTls: true });
    expect(await signIn('CORP\\omar.khaled', OMAR.password)).toEqual({ status: 503, code: 'DIRECTORY_TLS_FAILED' });
    // Nothing was counted against Omar: the right password still works once the CA is pasted.
  });

  it('with the pasted CA: signs in over LDAPS and over StartTLS, and shows the CA back', async () => {
    const saved = await save({ caCert: slapd.caPem });
    expect(saved.caCert).toBe(slapd.caPem!.trim());
    expect(saved.caCerts).toHaveLength(1);
    expect(saved.caCerts[0].subject).toContain('CN=HR Test Directory CA');
    expect(new Date(saved.caCerts[0].notAfter).getTime()).toBeGreaterThan(Date.now());
    expect(await signIn('CORP\\omar.khaled', OMAR.password)).toEqual({ status: 200, code: undefined });
    expect((await hr().post('/api/hr/directory/test', { accountName: 'omar.khaled' })).json()).toMatchObject({ entries: 2, account: { dn: `uid=omar.khaled,${slapd.peopleDn}` } });

    // StartTLS on the plain port; an omitted caCert keeps the stored one.
    const { caCert: _c, ...rest } = settings({ url: slapd.url, startTls: true });
    expect((await hr().put('/api/hr/directory', rest)).json().caCerts).toHaveLength(1);
    expect(await signIn('nour.ibrahim', NOUR.password)).toEqual({ status: 200, code: undefined });
    expect(await signIn('nour.ibrahim', 'wrong-password')).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });

    // The CA is public: it is audited as the certificates' subjects, the PEM itself is not repeated there.
    const audits = await t.database.db.execute<{ after: Record<string, unknown> }>(sql`select after from audit_log where action = 'directory.update' order by id desc limit 1`);
    expect(audits.rows[0].after.caCerts).toEqual(saved.caCerts);
    expect(JSON.stringify(audits.rows)).not.toContain(slapd.adminPassword);
  });

  it('a group limit lets members in and refuses others with DIRECTORY_NOT_IN_GROUP, only after the right password', async () => {
    await save({ caCert: slapd.caPem, groupDn: `cn=portal-users,${slapd.groupsDn}` });
    expect(await stored()).toMatchObject({ g: `cn=portal-users,${slapd.groupsDn}` });
    expect(await signIn('omar.khaled', OMAR.password)).toEqual({ status: 200, code: undefined });
    expect(await signIn('nour.ibrahim', NOUR.password)).toEqual({ status: 403, code: 'DIRECTORY_NOT_IN_GROUP' });
    // A wrong password says nothing about the group.
    expect(await signIn('nour.ibrahim', 'wrong-password')).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });

    // A posixGroup names its members by account (memberUid); written with other spacing and case.
    await save({ caCert: slapd.caPem, groupDn: `CN=portal-posix, ${slapd.groupsDn.toUpperCase()}` });
    expect(await signIn('nour.ibrahim', NOUR.password)).toEqual({ status: 200, code: undefined });
    expect(await signIn('omar.khaled', OMAR.password)).toEqual({ status: 403, code: 'DIRECTORY_NOT_IN_GROUP' });

    // Through nested groups: Nour is in night-crew, in factory, in portal-nested; Omar in none of them.
    await save({ caCert: slapd.caPem, groupDn: `cn=portal-nested,${slapd.groupsDn}` });
    expect(await signIn('nour.ibrahim', NOUR.password)).toEqual({ status: 200, code: undefined });
    expect(await signIn('omar.khaled', OMAR.password)).toEqual({ status: 403, code: 'DIRECTORY_NOT_IN_GROUP' });
    // The refusal is audited as what it is, not as the directory being down.
    const refused = await t.database.db.execute<{ after: { reason: string } }>(sql`select after from audit_log where action = 'auth.login_failed' order by id desc limit 1`);
    expect(refused.rows[0].after.reason).toBe('not_in_group');

    // A group that does not exist has no members; clearing the limit lets everyone in again.
    await save({ caCert: slapd.caPem, groupDn: `cn=nobody,${slapd.groupsDn}` });
    expect(await signIn('omar.khaled', OMAR.password)).toEqual({ status: 403, code: 'DIRECTORY_NOT_IN_GROUP' });
    await save({ caCert: slapd.caPem, groupDn: '' });
    expect(await signIn('omar.khaled', OMAR.password)).toEqual({ status: 200, code: undefined });
    expect(await stored()).toMatchObject({ g: null });
  });
});
