import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceDevices, attendanceEvents, employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ZktecoDevice } from '../../test/zkteco-device.js';

/** ZKTeco devices pushing by ADMS, through a simulated device over real HTTP. */
let t: TestApp;
let base = '';
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};
let dubaiSite = 0;
const hr = () => t.as(tokens[1001]);

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1001, 1006]) tokens[code] = (await t.login(code)).token;
  // A site whose clocks run on Dubai time (UTC+4 all year); the organisation is on Cairo's.
  // HR sets it through the API: an unknown zone is refused, a real one kept.
  expect((await hr().post('/api/hr/sites', { nameEn: 'Dubai office', nameAr: 'مكتب دبي', timeZone: 'Mars/Olympus' })).statusCode).toBe(400);
  const made = await hr().post('/api/hr/sites', { nameEn: 'Dubai office', nameAr: 'مكتب دبي', timeZone: 'Asia/Dubai' });
  expect(made.json()).toMatchObject({ timeZone: 'Asia/Dubai' });
  dubaiSite = made.json().id;
  await t.database.db.update(employees).set({ badge: '770001' }).where(eq(employees.empCode, 1007));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(() => t?.close());

const register = (body: Record<string, unknown>) => hr().post('/api/hr/devices', { name: 'Gate', siteId: null, protocol: 'adms', ...body });
const eventsOf = (deviceId: number) =>
  t.database.db
    .select({ employeeId: attendanceEvents.employeeId, type: attendanceEvents.eventType, at: attendanceEvents.occurredAt, source: attendanceEvents.source, deviceId: attendanceEvents.deviceId })
    .from(attendanceEvents)
    .where(eq(attendanceEvents.deviceId, deviceId))
    .orderBy(attendanceEvents.occurredAt, attendanceEvents.eventType);

describe('HR registers an ADMS device by serial number', () => {
  it('refuses bad input (400) and anyone but HR (403); a serial is registered once', async () => {
    for (const serialNumber of ['', 'has space', 'x'.repeat(41), 'semi;colon', null]) {
      const res = await register({ serialNumber });
      expect(res.statusCode, String(serialNumber)).toBe(400);
      expect(res.json().fields?.[0]?.path).toBe('serialNumber');
    }
    expect((await register({ serialNumber: 'OK1', protocol: 'fax' })).statusCode).toBe(400);
    expect((await t.as(tokens[1006]).post('/api/hr/devices', { name: 'Gate', siteId: null, protocol: 'adms', serialNumber: 'NOPE1' })).statusCode).toBe(403);
    expect((await t.as(tokens[1006]).get('/api/hr/devices/unknown')).statusCode).toBe(403);
    const ok = await register({ name: 'Dubai door', siteId: dubaiSite, serialNumber: 'CQZ7224460001' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ apiKey: null, device: { protocol: 'adms', serialNumber: 'CQZ7224460001', keyPrefix: '', siteId: dubaiSite, revokedAt: null } });
    const again = await register({ serialNumber: 'CQZ7224460001' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SERIAL_TAKEN');
    // A key device still gets its key.
    const key = await hr().post('/api/hr/devices', { name: 'Batch box', siteId: null });
    expect(key.json()).toMatchObject({ device: { protocol: 'key', serialNumber: null } });
    expect(key.json().apiKey).toMatch(/^hrd_/);
  });
});

describe('a device pushes its punches', () => {
  const dev = () => new ZktecoDevice(base, 'CQZ7224460001');
  let deviceId = 0;
  beforeAll(async () => {
    deviceId = (await t.database.db.select({ id: attendanceDevices.id }).from(attendanceDevices).where(eq(attendanceDevices.serialNumber, 'CQZ7224460001')))[0].id;
  });

  it('handshakes with the options a device expects, in its site time zone, as plain text', async () => {
    const d = dev();
    const res = await d.handshake();
    expect(res.status, res.text).toBe(200);
    expect(res.contentType).toMatch(/^text\/plain/);
    expect(res.text.split('\r\n')[0]).toBe('GET OPTION FROM: CQZ7224460001');
    expect(d.options).toMatchObject({ ATTLOGStamp: '0', OPERLOGStamp: '9999', ATTPHOTOStamp: 'None', Delay: '10', TransFlag: 'TransData AttLog', TimeZone: '4', Realtime: '1', Encrypt: 'None' });
    expect((await d.poll()).text).toBe('OK');
    expect((await d.commandResult()).text).toBe('OK');
  });

  it('lands punches in the site time zone, source device, by company ID or badge; a replay adds nothing', async () => {
    const d = dev();
    await d.handshake();
    d.punch(
      { pin: 1005, time: '2026-01-15 08:01:02', status: 0 },
      { pin: 1005, time: '2026-01-15 17:30:00', status: 1, verify: 15 },
      { pin: 1005, time: '2026-01-15 19:00:00', status: 4 },
      { pin: 1005, time: '2026-01-15 21:00:00', status: 5 },
      { pin: 770001, time: '2026-01-15 09:00:00', status: 0, verify: 4 },
    );
    const res = await d.push({ eol: '\r\n' });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toBe('OK: 5');
    const rows = await eventsOf(deviceId);
    expect(rows.map((r) => [r.employeeId, r.type, new Date(r.at).toISOString(), r.source])).toEqual([
      [ids[1005], 'in', '2026-01-15T04:01:02.000Z', 'device'],
      [ids[1007], 'in', '2026-01-15T05:00:00.000Z', 'device'],
      [ids[1005], 'out', '2026-01-15T13:30:00.000Z', 'device'],
      [ids[1005], 'in', '2026-01-15T15:00:00.000Z', 'device'],
      [ids[1005], 'out', '2026-01-15T17:00:00.000Z', 'device'],
    ]);
    // The same batch again (LF this time, as after a lost stamp): acknowledged, nothing added.
    const replay = await d.replay(5, '\n');
    expect(replay.text).toBe('OK: 5');
    expect(await eventsOf(deviceId)).toHaveLength(5);
    // The stamp is kept and the next handshake resumes from it.
    const [row] = await t.database.db.select().from(attendanceDevices).where(eq(attendanceDevices.id, deviceId));
    expect(row.admsStamp).toBe('5');
    expect(row.lastUsedAt).not.toBeNull();
    await d.handshake();
    expect(d.options.ATTLOGStamp).toBe('5');
  });

  it('keeps unknown PINs for HR, counts malformed lines, decides a 255 by alternating; never a 5xx', async () => {
    const d = dev();
    const lines = [
      '99999\t2026-01-16 08:00:00\t0\t1\t0\t0\t0', // nobody's company ID or badge: kept
      '1006\t2026-01-16 08:10:00\t0\t1\t0\t0\t0', // good
      'abc\t2026-01-16 08:00:00\t0\t1\t0\t0\t0', // an alphanumeric PIN nobody has: kept
      '99999999999\t2026-01-16 08:00:00\t0\t1\t0', // no company ID, but a PIN nobody has: kept
      '-5\t2026-01-16 08:00:00\t0\t1\t0',
      '1006\t2026-02-30 08:00:00\t0\t1\t0',
      '1006\t2026-01-16 25:00:00\t0\t1\t0',
      '1006\t1850-01-16 08:00:00\t0\t1\t0',
      '1006\t2400-01-16 08:00:00\t0\t1\t0',
      `1006\t${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ')}\t0\t1\t0`,
      '1006\tyesterday\t0\t1\t0',
      '1006',
      `1006\t2026-01-16 08:00:00\t0\t1\t0\t${'x'.repeat(600)}`,
      '1006\t2026-01-16 12:00:00\t255\t1\t0', // no state key: the second punch of the day, so out
      '1006\t2026-01-16 12:05:00\tconstructor\t1\t0',
      '',
      '1006\t2026-01-16 17:10:00\t1\t1\t0', // good
    ];
    const res = await d.pushRaw(lines.join('\r\n'), { stamp: '20' });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toBe('OK: 6');
    const mine = (await eventsOf(deviceId)).filter((r) => r.employeeId === ids[1006]);
    expect(mine.map((r) => [r.type, new Date(r.at).toISOString()])).toEqual([
      ['in', '2026-01-16T04:10:00.000Z'],
      ['out', '2026-01-16T08:00:00.000Z'],
      ['out', '2026-01-16T13:10:00.000Z'],
    ]);
    const kept = (await t.database.db.execute(sql`select pin from device_unmapped_punches where device_id = ${deviceId} order by pin`)).rows as { pin: string }[];
    expect(kept.map((r) => r.pin)).toEqual(['99999', '99999999999', 'abc']);
  });

  it('accepts a push without a content type, acknowledges other tables and ignores them', async () => {
    const d = dev();
    expect((await d.pushRaw('1004\t2026-01-17 08:00:00\t0\t1\t0\t0\t0\n', { contentType: null })).text).toBe('OK: 1');
    expect((await d.pushRaw('1004\t2026-01-17 17:00:00\t1\t1\t0\n', { contentType: 'application/octet-stream' })).text).toBe('OK: 1');
    const before = (await eventsOf(deviceId)).length;
    expect((await d.pushRaw('OPLOG 4\t0\t2026-01-17 08:00:00\t0\t0\t0\t0', { table: 'OPERLOG' })).text).toBe('OK');
    expect((await d.pushRaw('PIN=1004\tName=x', { table: 'USERINFO' })).text).toBe('OK');
    expect(await eventsOf(deviceId)).toHaveLength(before);
  });

  it('refuses a body over the limits (413) and a bad serial (400)', async () => {
    const d = dev();
    const big = await d.pushRaw(`${'1004\t2026-01-18 08:00:00\t0\t1\t0\t0\t0\n'.repeat(40_000)}`);
    expect(big.status).toBe(413);
    const many = await d.pushRaw('\n1\n'.repeat(10_001));
    expect(many.status).toBe(413);
    const bad = await new ZktecoDevice(base, 'bad serial!').handshake();
    expect(bad.status).toBe(400);
    expect(bad.contentType).toMatch(/^text\/plain/);
  });

  it('falls back to the organisation time zone when the site has none', async () => {
    expect((await register({ name: 'Cairo door', serialNumber: 'CQZ7224460002' })).statusCode).toBe(200);
    const d = new ZktecoDevice(base, 'CQZ7224460002');
    expect((await d.handshake()).status).toBe(200);
    expect(d.options.TimeZone).toMatch(/^[23]$/);
    d.punch({ pin: 1003, time: '2026-01-15 08:00:00' });
    expect((await d.push()).text).toBe('OK: 1');
    const [row] = await t.database.db
      .select({ at: attendanceEvents.occurredAt })
      .from(attendanceEvents)
      .where(and(eq(attendanceEvents.employeeId, ids[1003]), sql`${attendanceEvents.deviceId} = (select id from attendance_devices where serial_number = 'CQZ7224460002')`));
    expect(new Date(row.at).toISOString()).toBe('2026-01-15T06:00:00.000Z');
  });
});

describe('unknown and revoked devices', () => {
  it('refuses an unknown serial and shows it to HR, who registers it', async () => {
    const stranger = new ZktecoDevice(base, 'UNKNOWN00042');
    const first = await stranger.handshake();
    expect(first.status).toBe(404);
    expect(first.contentType).toMatch(/^text\/plain/);
    stranger.punch({ pin: 1005, time: '2026-01-20 08:00:00' });
    expect((await stranger.push()).status).toBe(404);
    expect((await stranger.poll()).status).toBe(404);
    const list = await hr().get('/api/hr/devices/unknown');
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((i: { serialNumber: string }) => i.serialNumber === 'UNKNOWN00042');
    expect(item).toMatchObject({ serialNumber: 'UNKNOWN00042', ip: '127.0.0.1', requests: 3 });
    expect(await t.database.db.select().from(attendanceEvents).where(sql`${attendanceEvents.occurredAt} = '2026-01-20T06:00:00Z'`)).toHaveLength(0);
    expect((await register({ serialNumber: 'UNKNOWN00042' })).statusCode).toBe(200);
    const after = (await hr().get('/api/hr/devices/unknown')).json().items as { serialNumber: string }[];
    expect(after.map((i) => i.serialNumber)).not.toContain('UNKNOWN00042');
    expect((await stranger.handshake()).status).toBe(200);
  });

  it('refuses a revoked device, which may then be registered again', async () => {
    const res = await register({ serialNumber: 'REVOKE01' });
    const id = res.json().device.id as number;
    const d = new ZktecoDevice(base, 'REVOKE01');
    expect((await d.handshake()).status).toBe(200);
    expect((await hr().delete(`/api/hr/devices/${id}`)).statusCode).toBe(200);
    expect((await d.handshake()).status).toBe(404);
    d.punch({ pin: 1002, time: '2026-01-21 08:00:00' });
    expect((await d.push()).status).toBe(404);
    expect(await eventsOf(id)).toHaveLength(0);
    const unknown = (await hr().get('/api/hr/devices/unknown')).json().items as { serialNumber: string }[];
    expect(unknown.map((i) => i.serialNumber)).toContain('REVOKE01');
    expect((await register({ serialNumber: 'REVOKE01' })).statusCode).toBe(200);
    expect((await d.push()).text).toBe('OK: 1');
  });

  it('keeps at most 1,000 unknown serials: a flood replaces the stalest', async () => {
    await t.database.db.execute(
      sql`insert into unknown_devices (serial_number, ip, first_seen_at, last_seen_at) select 'FLOOD' || g, '10.0.0.1', now() - interval '1 day', now() - interval '1 day' from generate_series(1, 1000) g on conflict do nothing`,
    );
    for (let i = 0; i < 5; i++) expect((await new ZktecoDevice(base, `NEWKNOCK${i}`).handshake()).status).toBe(404);
    const [{ n }] = (await t.database.db.execute(sql`select count(*)::int as n from unknown_devices`)).rows as { n: number }[];
    expect(n).toBe(1000);
    const items = (await hr().get('/api/hr/devices/unknown')).json().items as { serialNumber: string }[];
    expect(items).toHaveLength(1000);
    expect(items.slice(0, 5).map((i) => i.serialNumber).sort()).toEqual(['NEWKNOCK0', 'NEWKNOCK1', 'NEWKNOCK2', 'NEWKNOCK3', 'NEWKNOCK4']);
  });
});
