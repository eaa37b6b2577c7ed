import { describe, expect, it } from 'vitest';
import { localDateTime, workDateOn } from '@hr/shared';
import { decideDirections } from './adms-direction.js';
import { attlogText, formFields, parseAttlog, splitLines } from './adms-protocol.js';

/** The ATTLOG body forms terminals send, parsed without a database. */
const TZ = 'Africa/Cairo';
const NOW = new Date('2026-03-01T00:00:00Z');
const parse = (body: string) => parseAttlog(splitLines(attlogText(body)) ?? [], TZ, NOW);
const brief = (body: string) => parse(body).punches.map((p) => [p.pin, p.at.toISOString(), p.status, p.type]);

describe('ATTLOG body forms', () => {
  it('reads tab-separated lines, CRLF or LF or CR', () => {
    const lines = ['1005\t2026-01-15 08:01:02\t0\t1\t0\t0\t0', '1005\t2026-01-15 17:30:00\t1\t15\t0\t0\t0'];
    const expected = [
      ['1005', '2026-01-15T06:01:02.000Z', 0, 'in'],
      ['1005', '2026-01-15T15:30:00.000Z', 1, 'out'],
    ];
    for (const eol of ['\r\n', '\n', '\r']) expect(brief(lines.join(eol) + eol)).toEqual(expected);
  });

  it('reads key=value lines in any order and case', () => {
    const body = 'PIN=1005\tTime=2026-01-15 08:01:02\tStatus=0\tVerify=1\n' + 'status=1\tverify=15\ttime=2026-01-15 17:30:00\tpin=1005\r\n' + 'Verify=4\tPIN=A77\tDateTime=2026-01-15 09:00:00\tState=255\n';
    expect(brief(body)).toEqual([
      ['1005', '2026-01-15T06:01:02.000Z', 0, 'in'],
      ['1005', '2026-01-15T15:30:00.000Z', 1, 'out'],
      ['A77', '2026-01-15T07:00:00.000Z', 255, null],
    ]);
    expect(parse(body).punches[2]!.verify).toBe(4);
  });

  it('reads a form body with data= (url-encoded lines), taking the table and stamp from it', () => {
    const lines = '1005\t2026-01-15 08:01:02\t0\t1\t0\t0\t0\r\n1006\t2026-01-15 08:05:00\t0\t1\t0\t0\t0\r\n';
    const body = `table=ATTLOG&Stamp=9123&data=${encodeURIComponent(lines)}`;
    expect(formFields(body)).toEqual({ table: 'ATTLOG', stamp: '9123' });
    expect(brief(body)).toEqual([
      ['1005', '2026-01-15T06:01:02.000Z', 0, 'in'],
      ['1006', '2026-01-15T06:05:00.000Z', 0, 'in'],
    ]);
    // Form encoding with '+' for spaces, as browsers and some firmware write it.
    expect(brief('table=ATTLOG&data=1007%092026-01-15+08%3A00%3A00%090%091')).toEqual([['1007', '2026-01-15T06:00:00.000Z', 0, 'in']]);
    expect(formFields('1005\t2026-01-15 08:01:02\t0')).toEqual({});
  });

  it('reads a body that starts with the table name, and drops a byte-order mark', () => {
    expect(brief('ATTLOG\r\n1005\t2026-01-15 08:01:02\t0\t1\r\n')).toEqual([['1005', '2026-01-15T06:01:02.000Z', 0, 'in']]);
    expect(brief('\uFEFFattlog\n1005\t2026-01-15 08:01:02\t1\t1\n')).toEqual([['1005', '2026-01-15T06:01:02.000Z', 1, 'out']]);
  });

  it('keeps alphanumeric PINs and punches without a status; counts what it cannot read', () => {
    expect(brief('EMP042\t2026-01-15 08:00:00\n')).toEqual([['EMP042', '2026-01-15T06:00:00.000Z', null, null]]);
    const bad = parse(
      [
        'ab-c\t2026-01-15 08:00:00\t0',
        'x'.repeat(25) + '\t2026-01-15 08:00:00\t0',
        '1005\t2026-02-30 08:00:00\t0',
        '1005\t2026-01-15 08:00:00\tconstructor',
        '1005\t2026-01-15 08:00:00\t9999',
        `1005\t2026-01-15 08:00:00\t0\t${'x'.repeat(600)}`,
        'PIN=\tTime=2026-01-15 08:00:00',
        'garbage',
        '\u0001\u0002',
        '1005\t2026-01-15 08:00:00\t7\t1',
      ].join('\n'),
    );
    expect(bad.malformed).toBe(9);
    expect(bad.punches.map((p) => [p.status, p.type])).toEqual([[7, null]]);
    expect(bad.otherStatus).toBe(1);
  });
});

describe('punch direction per device', () => {
  const at = (hm: string) => new Date(`2026-01-15T${hm}:00Z`);
  /** The calendar day in TZ (a person without a shift). */
  const DAY = (_id: number, when: Date) => localDateTime(when, TZ).date;
  const p = (hm: string, type: 'in' | 'out' | null = null) => ({ employeeId: 1, at: at(hm), type });
  it("'status' keeps the terminal's direction and alternates only where it names none", () => {
    expect(decideDirections([p('06:00', 'in'), p('10:00'), p('11:00'), p('15:00', 'out')], 'status', new Map(), DAY)).toEqual(['in', 'out', 'in', 'out']);
  });
  it("'alternating' counts the day's punches already kept; the next day starts again", () => {
    const earlier = new Map([[1, [at('06:00')]]]);
    expect(decideDirections([p('10:00', 'in'), p('11:00', 'in'), p('15:00', 'in')], 'alternating', earlier, DAY)).toEqual(['out', 'in', 'out']);
    expect(decideDirections([{ employeeId: 1, at: new Date('2026-01-16T06:00:00Z'), type: 'out' as const }], 'alternating', earlier, DAY)).toEqual(['in']);
    // A replay of a kept punch decides the same way.
    expect(decideDirections([p('06:00', 'out')], 'alternating', earlier, DAY)).toEqual(['in']);
  });
  it("'first_last': the day's first punch in, every later one out", () => {
    expect(decideDirections([p('15:00', 'in'), p('06:00', 'out'), p('11:00', 'in')], 'first_last', new Map(), DAY)).toEqual(['out', 'in', 'out']);
  });
  it("a night shift's day runs past midnight: 22:00 in, 06:00 the next morning out (the work date, not the calendar day)", () => {
    const night = (_id: number, when: Date) => workDateOn(when, 'UTC', { startTime: '22:00', endTime: '06:00', graceMinutes: 0, workDays: [0, 1, 2, 3, 4, 5, 6], ramadanStartTime: null, ramadanEndTime: null }, []);
    const punches = [p('22:00'), { employeeId: 1, at: new Date('2026-01-16T06:02:00Z'), type: null }, { employeeId: 1, at: new Date('2026-01-16T21:58:00Z'), type: null }];
    expect(decideDirections(punches, 'alternating', new Map(), night)).toEqual(['in', 'out', 'in']);
    expect(decideDirections(punches, 'first_last', new Map(), night)).toEqual(['in', 'out', 'in']);
    // By the calendar day, the morning's sign-out would have been the next day's first punch: in.
    expect(decideDirections(punches, 'alternating', new Map(), (_id, when) => localDateTime(when, 'UTC').date)).toEqual(['in', 'in', 'out']);
  });
});
