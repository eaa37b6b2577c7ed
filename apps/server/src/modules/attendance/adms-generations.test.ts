import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, deviceRecords, employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { serverTz, zkEncodeTime } from './adms-records.js';

/**
 * Every generation of terminal, each as a conversation over a real socket, in its own dialect:
 * old firmware without a Host header, trailing slashes and .aspx paths, the PUSH 3.x access
 * terminals (registry, push options, rtlog, rtstate, time sync), ATTPHOTO uploads and uploaded
 * tables. Whatever goes wrong, /iclock answers plain text.
 */
let t: TestApp;
let port = 0;
let base = '';
const ids: Record<number, number> = {};
let hrToken = '';

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  hrToken = (await t.login(1001)).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  port = typeof addr === 'object' && addr ? addr.port : 0;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => t?.close());

async function device(serialNumber: string): Promise<number> {
  const res = await t.as(hrToken).post('/api/hr/devices', { name: serialNumber, siteId: null, protocol: 'adms', serialNumber });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().device.id;
}

/** One request written by hand on a socket, as old firmware writes it; the raw answer back. */
function rawRequest(request: string | Buffer): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => {
      data += d;
      const end = data.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(data)?.[1];
      if (end >= 0 && length !== undefined && data.length >= end + 4 + Number(length)) socket.end();
    });
    socket.on('end', () => {
      const end = data.indexOf('\r\n\r\n');
      resolve({ status: Number(data.slice(9, 12)), headers: data.slice(0, end), body: data.slice(end + 4) });
    });
    socket.on('error', reject);
    setTimeout(() => socket.destroy(new Error(`no answer to ${String(request).slice(0, 60)}`)), 5000).unref();
  });
}

const call = async (method: 'GET' | 'POST', path: string, body?: string | Buffer, contentType?: string) => {
  const res = await fetch(new URL(path, base), { method, body: body as RequestInit['body'], headers: contentType ? { 'content-type': contentType } : {} });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
};

const eventsOf = async (deviceId: number) =>
  (await t.database.db.select({ e: attendanceEvents.employeeId, type: attendanceEvents.eventType, at: attendanceEvents.occurredAt }).from(attendanceEvents).where(eq(attendanceEvents.deviceId, deviceId)).orderBy(attendanceEvents.occurredAt)).map((r) => [
    r.e,
    r.type,
    new Date(r.at).toISOString(),
  ]);
const recordsOf = (deviceId: number, kind?: string) =>
  t.database.db
    .select()
    .from(deviceRecords)
    .where(kind ? and(eq(deviceRecords.deviceId, deviceId), eq(deviceRecords.kind, kind)) : eq(deviceRecords.deviceId, deviceId))
    .orderBy(deviceRecords.id);

describe('old firmware', () => {
  it('is answered without a Host header, in HTTP/1.1 and 1.0', async () => {
    await device('NOHOST001');
    for (const version of ['1.1', '1.0']) {
      const res = await rawRequest(`GET /iclock/cdata?SN=NOHOST001&options=all&pushver=2.2.14 HTTP/${version}\r\nUser-Agent: iClock Proxy/1.09\r\nConnection: close\r\n\r\n`);
      expect(res.status, res.headers).toBe(200);
      expect(res.headers).toMatch(/content-type: text\/plain/i);
      expect(res.body).toMatch(/^GET OPTION FROM: NOHOST001\r\nATTLOGStamp=0/);
    }
    // A push without a Host header lands too.
    const line = '1005\t2026-02-10 08:01:00\t0\t1\t0\t0\t0\n';
    const push = await rawRequest(`POST /iclock/cdata?SN=NOHOST001&table=ATTLOG&Stamp=1 HTTP/1.1\r\nContent-Length: ${line.length}\r\nConnection: close\r\n\r\n${line}`);
    expect([push.status, push.body]).toEqual([200, 'OK: 1']);
  });

  it('is answered at every path with a trailing slash and as .aspx', async () => {
    const id = await device('SLASHES01');
    expect((await call('GET', '/iclock/cdata/?SN=SLASHES01&options=all')).text).toMatch(/^GET OPTION FROM: SLASHES01/);
    expect((await call('GET', '/iclock/getrequest/?SN=SLASHES01')).text).toBe('OK');
    expect((await call('GET', '/iclock/getrequest.aspx?SN=SLASHES01')).text).toBe('OK');
    expect((await call('POST', '/iclock/devicecmd.aspx?SN=SLASHES01', 'ID=1&Return=0&CMD=INFO')).text).toBe('OK');
    expect((await call('POST', '/iclock/devicecmd/?SN=SLASHES01', 'ID=2&Return=0&CMD=INFO')).text).toBe('OK');
    const res = await call('POST', '/iclock/cdata/?SN=SLASHES01&table=ATTLOG&Stamp=2', '1005\t2026-02-11 08:00:00\t0\t1\n1005\t2026-02-11 17:00:00\t1\t1\n');
    expect([res.status, res.text]).toEqual([200, 'OK: 2']);
    expect(await eventsOf(id)).toEqual([
      [ids[1005], 'in', '2026-02-11T06:00:00.000Z'],
      [ids[1005], 'out', '2026-02-11T15:00:00.000Z'],
    ]);
    const photo = Buffer.concat([Buffer.from('PIN=20260211080000-1005.jpg\nSN=SLASHES01\nsize=4\nCMD=uploadphoto\0'), Buffer.from([0xff, 0xd8, 0xff, 0xd9])]);
    expect((await call('POST', '/iclock/fdata.aspx?SN=SLASHES01&table=ATTPHOTO&Stamp=9', photo)).text).toBe('OK');
    expect((await recordsOf(id, 'photo')).length).toBe(1);
  });
});

describe('a PUSH 3.x access terminal (SpeedFace / SenseFace)', () => {
  it('registers, reads its push options, pushes access events, door states and syncs its clock', async () => {
    const id = await device('SPEEDFACE1');
    // Power on: the first call says it is a PUSH 3.x access device; it is told it is registered.
    const hello = await call('GET', '/iclock/cdata?SN=SPEEDFACE1&options=all&pushver=3.1.2&language=69&DeviceType=acc&PushOptionsFlag=1');
    expect(hello.status).toBe(200);
    expect(hello.type).toMatch(/^text\/plain/);
    const lines = hello.text.split('\r\n');
    expect(lines[0]).toBe('registry=ok');
    expect(lines[1]).toMatch(/^RegistryCode=[0-9a-f]{16}$/);
    expect(lines).toContain('TransTables=User\tTransaction');
    expect(lines.find((l) => l.startsWith('SessionID='))).toMatch(/^SessionID=[0-9A-F]{32}$/);

    // Registration with the content types these terminals really send: each gets its code.
    const body = 'DeviceType=acc,~DeviceName=SpeedFace-V5L[P],FirmVer=ZAM180-NF50VB-Ver1.3.4,PushVersion=3.1.2,MAC=00:17:61:12:34:56,IPAddress=192.168.1.201';
    const codes = new Set<string>();
    for (const type of [undefined, 'application/push', 'application/push;charset=UTF-8', 'text/plain;charset=utf-8', 'application/octet-stream', 'application/x-www-form-urlencoded', 'application/json']) {
      const reg = await call('POST', '/iclock/registry?SN=SPEEDFACE1', body, type);
      expect([reg.status, reg.type], String(type)).toEqual([200, 'text/plain; charset=utf-8']);
      codes.add(reg.text);
    }
    expect([...codes]).toEqual([lines[1]]);
    const options = await call('POST', '/iclock/push?SN=SPEEDFACE1', '', 'application/push');
    expect(options.text).toMatch(/^ServerVersion=3\.\d+\.\d+\r\nServerName=ADMS\r\n/);
    expect(options.text).toContain(lines.find((l) => l.startsWith('SessionID=')));

    // Real-time events with the full key set: a face verified for 1005 is his punch (in, then out);
    // a card nobody has and a door opened from the panel are kept, never punches.
    const rtlog = [
      'time=2026-02-12 08:00:05\tpin=1005\tcardno=0\teventaddr=1\tevent=0\tinoutstatus=0\tverifytype=15\tindex=31\tsitecode=0\tlinkid=0\tmaskflag=255\ttemperature=255\tconvtemperature=255',
      'time=2026-02-12 08:03:00\tpin=0\tcardno=7712345\teventaddr=1\tevent=27\tinoutstatus=0\tverifytype=4\tindex=32\tsitecode=0\tlinkid=0\tmaskflag=255\ttemperature=255',
      'time=2026-02-12 09:00:00\tpin=0\tcardno=0\teventaddr=1\tevent=8\tinoutstatus=2\tverifytype=200\tindex=33',
      'time=2026-02-12 17:00:10\tpin=1005\tcardno=0\teventaddr=1\tevent=0\tinoutstatus=1\tverifytype=15\tindex=34',
    ].join('\r\n');
    expect((await call('POST', '/iclock/cdata?SN=SPEEDFACE1&table=rtlog', rtlog, 'application/push;charset=UTF-8')).text).toBe('OK');
    expect(await eventsOf(id)).toEqual([
      [ids[1005], 'in', '2026-02-12T06:00:05.000Z'],
      [ids[1005], 'out', '2026-02-12T15:00:10.000Z'],
    ]);
    const card = await recordsOf(id, 'card');
    expect(card.map((r) => [r.card, r.occurredAt?.toISOString()])).toEqual([['7712345', '2026-02-12T06:03:00.000Z']]);
    expect((await recordsOf(id, 'door')).length).toBe(1);
    // A replay of the same events adds nothing to attendance.
    await call('POST', '/iclock/cdata?SN=SPEEDFACE1&table=rtlog', rtlog, 'application/push');
    expect((await eventsOf(id)).length).toBe(2);

    // Door states are kept as sent.
    const state = 'time=2026-02-12 09:01:00\tsensor=01\trelay=00\talarm=0000000000000000\tdoor=01';
    expect((await call('POST', '/iclock/cdata?SN=SPEEDFACE1&table=rtstate', state, 'application/push')).text).toBe('OK');
    expect((await recordsOf(id, 'door')).some((r) => r.source === 'rtstate' && r.raw === state)).toBe(true);

    // Heartbeat, command poll and reply.
    expect((await call('GET', '/iclock/ping?SN=SPEEDFACE1')).text).toBe('OK');
    expect((await call('GET', '/iclock/getrequest?SN=SPEEDFACE1')).text).toBe('OK');
    expect((await call('POST', '/iclock/devicecmd?SN=SPEEDFACE1', 'ID=5&Return=0&CMD=DATA', 'application/push')).text).toBe('OK');

    // Time sync: now, as the protocol counts it (UTC wall time), and the site's offset.
    const before = zkEncodeTime(new Date());
    const time = await call('GET', '/iclock/rtdata?SN=SPEEDFACE1&type=time');
    const after = zkEncodeTime(new Date());
    const m = /^DateTime=(\d+),ServerTZ=([+-]\d{4})$/.exec(time.text);
    expect(m, time.text).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThanOrEqual(before);
    expect(Number(m![1])).toBeLessThanOrEqual(after);
    expect(m![2]).toBe(serverTz('Africa/Cairo'));
  });

  it('counts the tables it uploads as it expects (user=<count>) and keeps them without passwords', async () => {
    const id = await device('SPEEDFACE2');
    const users = 'user uid=1\tcardno=\tpin=1005\tpassword=1234\tgroup=1\tstarttime=0\tendtime=0\tname=Omar\tprivilege=0\nuser uid=2\tcardno=7712345\tpin=1006\tpassword=\tgroup=1\tstarttime=0\tendtime=0\tname=Nour\tprivilege=0\n';
    const res = await call('POST', '/iclock/cdata?SN=SPEEDFACE2&table=tabledata&tablename=user&count=2', users, 'application/push');
    expect([res.status, res.text]).toEqual([200, 'user=2']);
    const query = await call('POST', '/iclock/querydata?SN=SPEEDFACE2&type=tabledata&cmdid=7&tablename=user&count=1&packcnt=1&packidx=1', 'user uid=1\tpin=1005\tpassword=99\tname=Omar\n');
    expect(query.text).toBe('user=1');
    const kept = await recordsOf(id, 'table');
    expect(kept.map((r) => r.source)).toEqual(['user', 'user']);
    expect(kept.map((r) => r.raw).join('\n')).not.toMatch(/password=\d/);
    expect(kept[0]!.raw).toContain('pin=1005');
  });
});

describe('ATTPHOTO', () => {
  it('keeps the photo with its device, PIN and time; a broken upload is refused in plain text', async () => {
    const id = await device('PHOTOCAM1');
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7), Buffer.from([0xff, 0xd9])]);
    const upload = Buffer.concat([Buffer.from(`PIN=20260213073000-1005.jpg\nSN=PHOTOCAM1\nsize=${jpeg.length}\nCMD=uploadphoto\0`), jpeg]);
    for (const path of ['/iclock/cdata?SN=PHOTOCAM1&table=ATTPHOTO&Stamp=5', '/iclock/fdata?SN=PHOTOCAM1&table=ATTPHOTO&Stamp=6']) {
      const res = await call('POST', path, upload, 'application/octet-stream');
      expect([res.status, res.text], path).toEqual([200, 'OK']);
    }
    // The same photo sent again by the other path is kept once.
    const photos = await recordsOf(id, 'photo');
    expect(photos.length).toBe(1);
    // HR's devices list says what each terminal sent lately that is kept.
    const listed = (await t.as(hrToken).get('/api/hr/devices')).json().items as { serialNumber: string; kept: Record<string, number> }[];
    expect(listed.find((d) => d.serialNumber === 'PHOTOCAM1')?.kept).toEqual({ photo: 1, card: 0, door: 0, table: 0 });
    expect(listed.find((d) => d.serialNumber === 'SPEEDFACE1')?.kept).toMatchObject({ card: 1, photo: 0 });
    expect(photos[0]!.pin).toBe('1005');
    expect(photos[0]!.occurredAt?.toISOString()).toBe('2026-02-13T05:30:00.000Z');
    expect(Buffer.from(photos[0]!.content!).equals(jpeg)).toBe(true);
    const broken = await call('POST', '/iclock/cdata?SN=PHOTOCAM1&table=ATTPHOTO', 'PIN=x.jpg no nul here');
    expect(broken.status).toBe(400);
    expect(broken.type).toMatch(/^text\/plain/);
  });
});

describe('plain text whatever goes wrong', () => {
  it('answers a body over the limit, a bad serial and an unknown device in plain text, never JSON', async () => {
    await device('PLAIN0001');
    const big = await call('POST', '/iclock/cdata?SN=PLAIN0001&table=ATTLOG', 'x'.repeat(1_100_000));
    expect(big.status).toBe(413);
    expect(big.type).toMatch(/^text\/plain/);
    expect(big.text).toMatch(/^ERROR/);
    for (const [path, status] of [
      ['/iclock/cdata?SN=bad%20serial&options=all', 400],
      ['/iclock/rtdata?SN=NOBODY0001&type=time', 404],
      ['/iclock/push?SN=NOBODY0001', 404],
    ] as const) {
      const res = await call('GET', path);
      expect([res.status, res.type.split(';')[0]], path).toEqual([status, 'text/plain']);
      expect(() => JSON.parse(res.text)).toThrow();
    }
  });
});

describe('the time sync encoding', () => {
  it("counts by the protocol text's formula, from the UTC wall time", () => {
    expect(zkEncodeTime(new Date('2026-02-12T06:00:00Z'))).toBe(((26 * 12 * 31 + 1 * 31 + 11) * 86_400) + 6 * 3600);
    expect(zkEncodeTime(new Date('2000-01-01T00:00:00Z'))).toBe(0);
    expect(serverTz('Africa/Cairo', new Date('2026-01-15T12:00:00Z'))).toBe('+0200');
    expect(serverTz('Asia/Kolkata', new Date('2026-01-15T12:00:00Z'))).toBe('+0530');
    expect(serverTz('America/St_Johns', new Date('2026-01-15T12:00:00Z'))).toBe('-0330');
  });
});
