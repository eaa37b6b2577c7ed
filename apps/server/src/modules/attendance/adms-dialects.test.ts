import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ZktecoDevice, type TDialect } from '../../test/zkteco-device.js';

/** Terminals as they really are: every ATTLOG body form, every path, punch direction per device, punches for unknown PINs kept and applied. */
let t: TestApp;
let base = '';
const ids: Record<number, number> = {};
let hrToken = '';
const hr = () => t.as(hrToken);

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  hrToken = (await t.login(1001)).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(() => t?.close());

/** A registered ADMS device (organisation time zone, Cairo) with this serial and setting. */
async function device(serialNumber: string, punchDirection?: string): Promise<number> {
  const res = await hr().post('/api/hr/devices', { name: serialNumber, siteId: null, protocol: 'adms', serialNumber, punchDirection });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().device.id;
}
const eventsOf = async (deviceId: number) =>
  (
    await t.database.db
      .select({ e: attendanceEvents.employeeId, type: attendanceEvents.eventType, at: attendanceEvents.occurredAt, status: attendanceEvents.deviceStatus })
      .from(attendanceEvents)
      .where(eq(attendanceEvents.deviceId, deviceId))
      .orderBy(attendanceEvents.occurredAt)
  ).map((r) => [r.e, r.type, new Date(r.at).toISOString(), r.status]);

describe('every ATTLOG body form and path', () => {
  const cases: [TDialect, string, '\r\n' | '\n', string | null | undefined][] = [
    ['tab', '/iclock/cdata', '\r\n', undefined],
    ['keyvalue', '/iclock/cdata', '\n', 'text/plain'],
    ['form', '/iclock/cdata', '\r\n', undefined],
    ['tablename', '/iclock/cdata', '\n', null],
    ['tab', '/iclock/cdata.aspx', '\n', 'application/octet-stream'],
    ['keyvalue', '/iclock/cdata.aspx', '\r\n', 'application/x-www-form-urlencoded'],
    ['form', '/iclock/cdata.aspx', '\n', null],
  ];
  cases.forEach(([dialect, path, eol, contentType], i) => {
    it(`${dialect} lines by ${path} (${eol === '\n' ? 'LF' : 'CRLF'}, ${contentType ?? 'no content type'})`, async () => {
      const serial = `DIALECT${i}`;
      const id = await device(serial);
      const d = new ZktecoDevice(base, serial, '2.4.1', dialect, path);
      const hs = await d.handshake();
      expect(hs.status, hs.text).toBe(200);
      expect(d.options.ATTLOGStamp).toBe('0');
      const day = `2026-02-${String(i + 2).padStart(2, '0')}`;
      d.punch({ pin: 1005, time: `${day} 08:00:00`, status: 0 }, { pin: 1005, time: `${day} 17:00:00`, status: 1, verify: 15 });
      const res = await d.push({ eol, contentType });
      expect(res.status, res.text).toBe(200);
      expect(res.text).toBe('OK: 2');
      expect(await eventsOf(id)).toEqual([
        [ids[1005], 'in', `${day}T06:00:00.000Z`, 0],
        [ids[1005], 'out', `${day}T15:00:00.000Z`, 1],
      ]);
      expect((await d.poll()).text).toBe('OK');
      // The stamp (from the query, or the form body) is kept.
      await d.handshake();
      expect(d.options.ATTLOGStamp).toBe('2');
    });
  });

  it('speaks the newer push protocol: registry, push options, ping', async () => {
    await device('NEWPUSH01');
    const d = new ZktecoDevice(base, 'NEWPUSH01');
    const reg = await d.registry();
    expect(reg.status, reg.text).toBe(200);
    expect(reg.contentType).toMatch(/^text\/plain/);
    expect(reg.text).toMatch(/^RegistryCode=[0-9a-f]{16}$/);
    expect((await d.registry()).text).toBe(reg.text);
    const opts = await d.pushOptions();
    expect(opts.status).toBe(200);
    expect(opts.text).toMatch(/^ServerVersion=.*\r\nSessionID=[0-9A-F]{32}\r\n/s);
    const ping = await d.ping();
    expect([ping.status, ping.text]).toEqual([200, 'OK']);
    // An unknown serial registering is remembered for HR, as a handshake is.
    expect((await new ZktecoDevice(base, 'STRANGER77').registry()).status).toBe(404);
    const unknown = (await hr().get('/api/hr/devices/unknown')).json().items as { serialNumber: string }[];
    expect(unknown.map((u) => u.serialNumber)).toContain('STRANGER77');
  });

  it('answers any other /iclock path with a plain-text 404, never the web page', async () => {
    for (const [method, path] of [
      ['GET', '/iclock/fdata?SN=NEWPUSH01'],
      ['POST', '/iclock/nosuchcall?SN=NEWPUSH01'],
      ['GET', '/iclock/'],
      ['GET', '/iclock'],
      ['POST', '/iclock?SN=NEWPUSH01'],
      ['GET', '/iclock/a/b/c'],
    ] as const) {
      const res = await fetch(new URL(path, base), { method, body: method === 'POST' ? 'x' : undefined });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/plain/);
      expect(await res.text()).not.toMatch(/<html/i);
    }
  });

  it('refuses hostile bodies with a 4xx or ignores them; never a 5xx', async () => {
    const id = await device('HOSTILE01');
    const d = new ZktecoDevice(base, 'HOSTILE01');
    const bodies = [
      '1005\t2026-02-20 08:00:00\u0000\t0\t1',
      '\u0000'.repeat(1000),
      'table=ATTLOG&data=%00%00',
      'table=ATTLOG&data=%E0%A4%A',
      'x'.repeat(1_100_000),
      '\uFFFF\uFFFE garbage \t\t\t',
      'PIN=\tTime=\tStatus=',
      `${'1005\t2026-02-20 08:00:00\t0\t1\n'.repeat(10_001)}`,
      'ATTLOG',
      '',
    ];
    for (const body of bodies) {
      const res = await d.pushRaw(body);
      expect(res.status, body.slice(0, 40)).toBeLessThan(500);
      if (res.status === 200) expect(res.text).toMatch(/^OK: 0$|^OK: 1$/);
    }
    expect((await eventsOf(id)).length).toBeLessThanOrEqual(1);
  });
});

describe('punch direction per device', () => {
  const day = (hm: string) => `2026-03-03 ${hm}:00`;
  const utc = (hm: string) => `2026-03-03T${String(Number(hm.slice(0, 2)) - 2).padStart(2, '0')}${hm.slice(2)}:00.000Z`;
  const punches = (pin: number) => [
    { pin, time: day('08:00'), status: 0 },
    { pin, time: day('12:00'), status: 0 },
    { pin, time: day('13:00'), status: 0 },
    { pin, time: day('17:00'), status: 0 },
  ];

  it("'status' follows the terminal, and decides a 255 or an unknown code by alternating", async () => {
    const id = await device('DIR-STATUS');
    const d = new ZktecoDevice(base, 'DIR-STATUS');
    d.punch({ pin: 1004, time: day('08:00'), status: 0 }, { pin: 1004, time: day('12:00'), status: 255 }, { pin: 1004, time: day('13:00'), status: 77 }, { pin: 1004, time: day('17:00'), status: 1 });
    expect((await d.push()).text).toBe('OK: 4');
    expect(await eventsOf(id)).toEqual([
      [ids[1004], 'in', utc('08:00'), 0],
      [ids[1004], 'out', utc('12:00'), 255],
      [ids[1004], 'in', utc('13:00'), 77],
      [ids[1004], 'out', utc('17:00'), 1],
    ]);
    // Sent again (a lost stamp): nothing new.
    expect((await d.replay(4)).text).toBe('OK: 4');
    expect(await eventsOf(id)).toHaveLength(4);
  });

  it("'alternating' ignores the terminal that always sends 0: in, out, in, out", async () => {
    const id = await device('DIR-ALT', 'alternating');
    const d = new ZktecoDevice(base, 'DIR-ALT');
    d.punch(...punches(1003));
    expect((await d.push()).text).toBe('OK: 4');
    expect((await eventsOf(id)).map((r) => r[1])).toEqual(['in', 'out', 'in', 'out']);
    expect((await d.replay(4)).text).toBe('OK: 4');
    expect(await eventsOf(id)).toHaveLength(4);
  });

  it("'first_last': the day's first punch in, every later one out; HR changes the setting", async () => {
    const id = await device('DIR-FL');
    const set = await hr().patch(`/api/hr/devices/${id}/direction`, { punchDirection: 'first_last' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id, punchDirection: 'first_last' });
    expect((await hr().patch(`/api/hr/devices/${id}/direction`, { punchDirection: 'sideways' })).statusCode).toBe(400);
    expect((await hr().patch('/api/hr/devices/999999/direction', { punchDirection: 'status' })).statusCode).toBe(404);
    const list = (await hr().get('/api/hr/devices')).json().items as { id: number; punchDirection: string }[];
    expect(list.find((x) => x.id === id)?.punchDirection).toBe('first_last');
    const d = new ZktecoDevice(base, 'DIR-FL');
    d.punch(...punches(1002));
    expect((await d.push()).text).toBe('OK: 4');
    expect((await eventsOf(id)).map((r) => r[1])).toEqual(['in', 'out', 'out', 'out']);
  });
});

describe('the punch direction follows the roster', () => {
  it("'first_last' on a rostered night: 21:58 in, and 06:03 the next morning out of the same night", async () => {
    const shifts = (await hr().get('/api/hr/shifts')).json().items as { id: number; nameEn: string }[];
    const night = shifts.find((s) => s.nameEn === 'Night')!.id;
    // 1006 works the day shift; HR puts a night on Tuesday 10 March and a rest day after it.
    for (const [date, shiftId] of [['2026-03-10', night], ['2026-03-11', null]] as const) {
      const res = await hr().put('/api/hr/roster/overrides', { employeeId: ids[1006], date, shiftId });
      expect(res.statusCode, res.body).toBe(204);
    }
    const id = await device('DIR-ROSTER', 'first_last');
    const d = new ZktecoDevice(base, 'DIR-ROSTER');
    d.punch({ pin: 1006, time: '2026-03-10 21:58:00', status: 0 }, { pin: 1006, time: '2026-03-11 06:03:00', status: 0 });
    expect((await d.push()).text).toBe('OK: 2');
    // On the day shift each would have been the first punch of its own day: in, in.
    expect((await eventsOf(id)).map((r) => r[1])).toEqual(['in', 'out']);
  });
});

describe('punches for a PIN nobody has', () => {
  it('are kept per device and PIN, listed for HR, and applied once when HR maps the PIN', async () => {
    const id = await device('UNMAPPED1');
    const d = new ZktecoDevice(base, 'UNMAPPED1');
    d.punch({ pin: 'NEW77', time: '2026-03-04 08:00:00', status: 0 }, { pin: 'NEW77', time: '2026-03-04 17:00:00', status: 1 }, { pin: 'NEW77', time: '2026-03-05 08:00:00', status: 255 });
    expect((await d.push()).text).toBe('OK: 3');
    expect((await d.replay(3)).text).toBe('OK: 3');
    expect(await eventsOf(id)).toEqual([]);
    const list = await hr().get('/api/hr/devices/unmapped');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.find((x: { pin: string }) => x.pin === 'NEW77')).toEqual({
      deviceId: id,
      deviceName: 'UNMAPPED1',
      pin: 'NEW77',
      count: 3,
      firstAt: '2026-03-04T06:00:00.000Z',
      lastAt: '2026-03-05T06:00:00.000Z',
    });
    // Someone else has the badge: refused, translated, nothing changes.
    await t.database.db.update(employees).set({ badge: 'HELD1' }).where(eq(employees.empCode, 1006));
    await t.database.db.execute(sql`insert into device_unmapped_punches (device_id, pin, occurred_at, raw) values (${id}, 'HELD1', '2026-03-04T06:00:00Z', 'x')`);
    const refused = await hr().post('/api/hr/devices/unmapped/map', { pin: 'HELD1', employeeId: ids[1007] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BADGE_TAKEN');
    for (const bad of [{ pin: 'a b', employeeId: ids[1007] }, { pin: 'NEW77', employeeId: 0 }, { pin: 'x'.repeat(25), employeeId: ids[1007] }, { pin: 'NEW77\u0000', employeeId: ids[1007] }]) {
      expect((await hr().post('/api/hr/devices/unmapped/map', bad)).statusCode).toBe(400);
    }
    expect((await hr().post('/api/hr/devices/unmapped/map', { pin: 'NEW77', employeeId: 999999 })).statusCode).toBe(404);
    const staff = (await t.login(1006)).token;
    expect((await t.as(staff).get('/api/hr/devices/unmapped')).statusCode).toBe(403);
    expect((await t.as(staff).post('/api/hr/devices/unmapped/map', { pin: 'NEW77', employeeId: ids[1006] })).statusCode).toBe(403);

    const [first, second] = await Promise.all([
      hr().post('/api/hr/devices/unmapped/map', { pin: 'NEW77', employeeId: ids[1007] }),
      hr().post('/api/hr/devices/unmapped/map', { pin: 'NEW77', employeeId: ids[1007] }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().applied, second.json().applied].sort()).toEqual([0, 3]);
    expect(await eventsOf(id)).toEqual([
      [ids[1007], 'in', '2026-03-04T06:00:00.000Z', 0],
      [ids[1007], 'out', '2026-03-04T15:00:00.000Z', 1],
      [ids[1007], 'in', '2026-03-05T06:00:00.000Z', 255],
    ]);
    const [person] = await t.database.db.select({ badge: employees.badge }).from(employees).where(eq(employees.id, ids[1007]));
    expect(person.badge).toBe('NEW77');
    expect((await hr().get('/api/hr/devices/unmapped')).json().items.map((x: { pin: string }) => x.pin)).not.toContain('NEW77');
    // From now on the PIN is a badge: punches land directly.
    d.punch({ pin: 'NEW77', time: '2026-03-05 17:00:00', status: 1 });
    expect((await d.push()).text).toBe('OK: 1');
    expect(await eventsOf(id)).toHaveLength(4);
    const audited = (await t.database.db.execute(sql`select after from audit_log where action = 'device.pin.map' and after->>'badge' = 'NEW77'`)).rows as { after: { applied: number } }[];
    expect(audited.map((r) => r.after.applied).sort()).toEqual([0, 3]);
  });
});
