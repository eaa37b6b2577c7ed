import { addDaysIso } from '@hr/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testToday } from '../../test/dates.js';
import { useOvertimeApp } from './overtime-fixture.js';

/**
 * A mother's record (Arts 54 and 56) on HR's employee page, and overtime refused during pregnancy
 * and until six months after the birth. Dates are relative to today: the rule holds on any day.
 */
const { fx, ids, as, file, decide } = useOvertimeApp();
const today = testToday();
const record = (code: number, who: number) => as(code).get(`/api/hr/employees/${ids[who]}/mother-record`);
const save = (code: number, who: number, body: unknown) => as(code).put(`/api/hr/employees/${ids[who]}/mother-record`, body);

describe('a mother’s record (Arts 54 and 56)', () => {
  it('is empty until HR records it', async () => {
    const res = await record(1001, 1006);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ expectedDelivery: null, childBirthDate: null, nursingChoice: null, pregnancyHour: null, nursing: null, noOvertimeUntil: null, updatedAt: null });
  });
  it('refuses bad input with a 400, and a man’s record with its own message', async () => {
    const cases: unknown[] = [
      { expectedDelivery: '2026-02-30' },
      { childBirthDate: '2026-01-10' }, // a birth asks how she takes her nursing time
      { childBirthDate: '2026-01-10', nursingChoice: 'lunch' },
      { expectedDelivery: 'x'.repeat(5000) },
      { expectedDelivery: null, other: 1 },
    ];
    for (const body of cases) {
      const res = await save(1001, 1006, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const man = await save(1001, 1005, { expectedDelivery: addDaysIso(today, 90) });
    expect(man.statusCode).toBe(400);
    expect(man.json().code).toBe('MOTHER_RECORD_WOMEN_ONLY');
  });
  it('is HR’s to write; site HR reads their own sites only; others see nothing', async () => {
    expect((await save(1004, 1006, { expectedDelivery: addDaysIso(today, 90) })).statusCode).toBe(403);
    expect((await record(1005, 1006)).statusCode).toBe(403);
    // 1002 is site HR of Alexandria: 1006 works in Cairo.
    expect((await record(1002, 1006)).statusCode).toBe(404);
    expect((await record(1002, 1008)).statusCode).toBe(200);
  });
  it('Art 54 and Art 56: saved, it says from when to when the pregnancy hour, nursing time and no overtime apply', async () => {
    const due = addDaysIso(today, 60);
    const res = await save(1001, 1006, { expectedDelivery: due, childBirthDate: '', nursingChoice: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ expectedDelivery: due, childBirthDate: null, nursing: null, pregnancyHour: { to: due } });
    expect(res.json().noOvertimeUntil > due).toBe(true);
    expect((await record(1001, 1006)).json().updatedAt).not.toBeNull();
  });
});

describe('no overtime during pregnancy or until six months after the birth (Art 54)', () => {
  it('Art 54: her overtime is refused on filing, with the article', async () => {
    const res = await file(1006, today, '17:00', '19:00');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MOTHER_NO_OVERTIME');
  });
  it('Art 54: overtime filed before HR recorded the birth (the birth recorded since) is refused on approval; a rejection still goes through', async () => {
    const day = addDaysIso(today, 1);
    const first = await file(1008, day, '17:00', '18:00');
    expect(first.statusCode, first.body).toBe(201);
    const second = await file(1008, day, '18:00', '19:00');
    expect(second.statusCode, second.body).toBe(201);
    // The child was born three months ago.
    expect((await save(1001, 1008, { childBirthDate: addDaysIso(today, -90), nursingChoice: 'start' })).statusCode).toBe(200);
    expect(await decide(1003, first.json().request.id, 'approve')).toBe('MOTHER_NO_OVERTIME');
    expect(await decide(1003, second.json().request.id, 'reject', 'Not needed')).toBeNull();
  });
  it('Art 54: six months after the birth, overtime may be filed again', async () => {
    expect((await save(1001, 1008, { childBirthDate: addDaysIso(today, -200), nursingChoice: 'end' })).statusCode).toBe(200);
    const res = await file(1008, addDaysIso(today, 2), '17:00', '18:00');
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('the birth an approved maternity leave carries (Arts 54 and 56)', () => {
  it('Art 54: with no birth recorded by HR, the maternity leave’s event date is the birth: no overtime for six months', async () => {
    const db = fx.t.database.db;
    const maternity = ((await db.execute(sql`select id from leave_types where code = 'maternity'`)).rows[0] as { id: number } | undefined)?.id
      ?? ((await db.execute(sql`insert into leave_types (code, name_en, name_ar, day_basis) values ('maternity', 'Maternity', 'إجازة وضع', 'calendar') returning id`)).rows[0] as { id: number }).id;
    const birth = addDaysIso(today, -40);
    const start = addDaysIso(birth, -30);
    await db.execute(sql`insert into leave_requests (employee_id, leave_type_id, year, start_date, end_date, days, state, event_date)
      values (${ids[1004]}, ${maternity}, ${Number(start.slice(0, 4))}, ${start}, ${addDaysIso(start, 119)}, 120, 'approved', ${birth})`);
    const res = await file(1004, today, '17:00', '18:00');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MOTHER_NO_OVERTIME');
  });
});
