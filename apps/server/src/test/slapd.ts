import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../db/embedded-postgres.js';

/**
 * A real OpenLDAP server (Debian's slapd) for the directory tests: a temporary
 * slapd.conf and mdb database, on a free port of 127.0.0.1, with the ppolicy overlay so a locked
 * account (pwdAccountLockedTime) is refused by the directory itself. .ci/run installs slapd and
 * ldap-utils; without them startSlapd throws, so the tests fail rather than skip.
 */
export const SLAPD_BIN = '/usr/sbin/slapd';
const SCHEMA_DIR = '/etc/ldap/schema';
const MODULE_DIR = '/usr/lib/ldap';

export interface TDirectoryUser {
  uid: string;
  password: string;
  /** Locked by the password policy (pwdAccountLockedTime): the directory refuses its bind. */
  locked?: boolean;
}

/** A group under ou=groups of the base: groupOfNames lists DNs, posixGroup lists uids. */
export interface TDirectoryGroup {
  cn: string;
  kind: 'groupOfNames' | 'posixGroup';
  members: string[];
  /** groupOfNames only: other groups (by cn) nested in this one. */
  groups?: string[];
}

export interface TSlapd {
  url: string;
  /** With opts.tls: ldaps:// on a second port; the plain url then also offers StartTLS. */
  ldapsUrl: string | null;
  /** With opts.tls: the PEM of the test's own CA, which signed slapd's certificate. */
  caPem: string | null;
  groupsDn: string;
  port: number;
  baseDn: string;
  peopleDn: string;
  adminDn: string;
  adminPassword: string;
  stop(): Promise<void>;
}


async function waitForPort(port: number, child: ChildProcess, log: () => string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`slapd exited with ${child.exitCode}: ${log()}`);
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect({ port, host: '127.0.0.1' }, () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`slapd did not listen on ${port} within ${timeoutMs} ms: ${log()}`);
}

const groupLdif = (baseDn: string, peopleDn: string, g: TDirectoryGroup, gid: number) =>
  [
    `dn: cn=${g.cn},ou=groups,${baseDn}`,
    `objectClass: ${g.kind}`,
    `cn: ${g.cn}`,
    ...(g.kind === 'posixGroup'
      ? [`gidNumber: ${gid}`, ...g.members.map((m) => `memberUid: ${m}`)]
      : [...g.members.map((m) => `member: uid=${m},${peopleDn}`), ...(g.groups ?? []).map((cn) => `member: cn=${cn},ou=groups,${baseDn}`)]),
  ].join('\n');

const ldif = (baseDn: string, peopleDn: string, users: TDirectoryUser[], groups: TDirectoryGroup[]) =>
  [
    `dn: ${baseDn}\nobjectClass: dcObject\nobjectClass: organization\no: Corp\ndc: ${baseDn.split(',')[0].split('=')[1]}`,
    `dn: ${peopleDn}\nobjectClass: organizationalUnit\nou: people`,
    `dn: ou=policies,${baseDn}\nobjectClass: organizationalUnit\nou: policies`,
    `dn: cn=default,ou=policies,${baseDn}\nobjectClass: device\nobjectClass: pwdPolicy\ncn: default\npwdAttribute: userPassword\npwdLockout: TRUE`,
    ...users.map((u) =>
      [
        `dn: uid=${u.uid},${peopleDn}`,
        'objectClass: inetOrgPerson',
        `uid: ${u.uid}`,
        `cn: ${u.uid}`,
        `sn: ${u.uid.split('.').pop()}`,
        `userPassword: ${u.password}`,
        ...(u.locked ? ['pwdAccountLockedTime: 000001010000Z'] : []),
      ].join('\n'),
    ),
    ...(groups.length ? [`dn: ou=groups,${baseDn}\nobjectClass: organizationalUnit\nou: groups`] : []),
    ...groups.map((g, i) => groupLdif(baseDn, peopleDn, g, 5000 + i)),
  ].join('\n\n') + '\n';

/**
 * The test's own certificate authority and a server certificate it signed for 127.0.0.1 only
 * (so a client checking another name fails; openssl, part of Debian's base system), written into dir; answers the CA's PEM.
 */
async function makeCertificates(dir: string): Promise<string> {
  const run = (args: string[]) => promisify(execFile)('openssl', args, { cwd: dir, timeout: 20_000 });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await run(['req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/O=HR Test/CN=HR Test Directory CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign']);
  await run(['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1']);
  fs.writeFileSync(path.join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n');
  await run(['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-set_serial', '2', '-days', '2', '-extfile', 'server.ext', '-out', 'server.pem']);
  return fs.readFileSync(path.join(dir, 'ca.pem'), 'utf8');
}

/**
 * Starts slapd with these users under ou=people of the base (and groups under ou=groups); with
 * tls, its own CA signs its certificate and it listens for ldaps:// too. stop() ends it and removes its files.
 */
export async function startSlapd(users: TDirectoryUser[], opts: { baseDn?: string; tls?: boolean; groups?: TDirectoryGroup[] } = {}): Promise<TSlapd> {
  if (!fs.existsSync(SLAPD_BIN)) throw new Error(`${SLAPD_BIN} is missing: apt-get install slapd ldap-utils (.ci/run installs them)`);
  const baseDn = opts.baseDn ?? 'dc=corp,dc=example';
  const peopleDn = `ou=people,${baseDn}`;
  const adminDn = `cn=admin,${baseDn}`;
  const adminPassword = 'Admin-secret-1';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-slapd-'));
  fs.mkdirSync(path.join(dir, 'data'));
  const caPem = opts.tls ? await makeCertificates(dir) : null;
  const conf = path.join(dir, 'slapd.conf');
  fs.writeFileSync(
    conf,
    [
      ...['core', 'cosine', 'inetorgperson', 'nis'].map((s) => `include ${SCHEMA_DIR}/${s}.schema`),
      `pidfile ${dir}/slapd.pid`,
      ...(caPem ? [`TLSCACertificateFile ${dir}/ca.pem`, `TLSCertificateFile ${dir}/server.pem`, `TLSCertificateKeyFile ${dir}/server.key`] : []),
      `modulepath ${MODULE_DIR}`,
      'moduleload back_mdb',
      'moduleload ppolicy',
      'database mdb',
      'maxsize 10485760',
      `suffix "${baseDn}"`,
      `rootdn "${adminDn}"`,
      `rootpw ${adminPassword}`,
      `directory ${dir}/data`,
      'overlay ppolicy',
      `ppolicy_default "cn=default,ou=policies,${baseDn}"`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const tlsPort = caPem ? await freePort() : null;
  const ldapsUrl = tlsPort ? `ldaps://127.0.0.1:${tlsPort}` : null;
  let output = '';
  // -d 0: stay in the foreground (the child is slapd itself, ended by stop()) and log nothing.
  const child = spawn(SLAPD_BIN, ['-f', conf, '-h', [`${url}/`, ...(ldapsUrl ? [`${ldapsUrl}/`] : [])].join(' '), '-d', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, () => output);
    if (tlsPort) await waitForPort(tlsPort, child, () => output);
    const file = path.join(dir, 'users.ldif');
    fs.writeFileSync(file, ldif(baseDn, peopleDn, users, opts.groups ?? []));
    await promisify(execFile)('ldapadd', ['-x', '-H', url, '-D', adminDn, '-w', adminPassword, '-f', file], { timeout: 10_000 });
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, ldapsUrl, caPem, groupsDn: `ou=groups,${baseDn}`, port, baseDn, peopleDn, adminDn, adminPassword, stop };
}
