import { addDaysIso } from '@hr/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopesOfApproval } from '../approval/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoWorkDay, testToday } from '../../test/dates.js';

/*
 * The bell and the inbox badges are kept per person: a filing makes only the people it concerns
 * count again (its approver's badge, the bell of whoever it tells), in this process at once and in
 * every other through the row triggers' notifications.
 */
let t: TestApp;
const tokens = new Map<number, string>();
const ids = new Map<number, number>();
beforeAll(async () => {
  t = await createTestApp();
  for (const code of [1001, 1004, 1005, 1009]) {
    const s = await t.login(code);
    tokens.set(code, s.token);
    ids.set(code, s.user.id);
  }
});
afterAll(() => t?.close());

const shell = async (code: number) => {
  const res = await t.as(tokens.get(code)!).get('/api/shell');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { unread: number; inbox: { leave: number; total: number } };
};
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('the shell after a filing', () => {
  it("counts again only for the people the filing concerns: the approver's badge and bell change at once, a bystander's shell reads nothing", async () => {
    const types = (await t.as(tokens.get(1005)!).get('/api/leave/types')).json().items as { id: number; code: string }[];
    const mission = types.find((x) => x.code === 'mission')!.id;
    const [approverBefore, bystanderBefore, hrBefore] = [await shell(1004), await shell(1009), await shell(1001)];
    await settle();
    const misses = t.app.ctx.reads.misses;
    // The bystander and HR (the request waits on the line manager, not on HR's pool) read from the cache again.
    expect([await shell(1009), await shell(1001)]).toEqual([bystanderBefore, hrBefore]);
    expect(t.app.ctx.reads.misses).toBe(misses);

    const day = demoWorkDay(addDaysIso(testToday(), 40));
    const filed = await t.as(tokens.get(1005)!).post('/api/leave/requests', { leaveTypeId: mission, startDate: day, endDate: day, reason: 'Site visit', halfDay: 'none', handoverEmployeeId: null, shiftId: null });
    expect(filed.statusCode, filed.body).toBe(200);
    // Read at once after the answer, before any notification from the database can have come.
    const approverAfter = await shell(1004);
    expect(approverAfter.inbox.leave).toBe(approverBefore.inbox.leave + 1);
    expect(approverAfter.inbox.total).toBe(approverBefore.inbox.total + 1);
    expect(approverAfter.unread).toBe(approverBefore.unread + 1);

    await settle();
    const before = t.app.ctx.reads.misses;
    expect([await shell(1009), await shell(1001)]).toEqual([bystanderBefore, hrBefore]);
    expect(t.app.ctx.reads.misses).toBe(before);

    // Decided: the approver's badge goes down again, the requester's bell goes up.
    const requesterBefore = await shell(1005);
    expect((await t.as(tokens.get(1004)!).post(`/api/leave/requests/${filed.json().id}/approve`, {})).statusCode).toBe(200);
    expect((await shell(1004)).inbox.leave).toBe(approverBefore.inbox.leave);
    expect((await shell(1005)).unread).toBe(requesterBefore.unread + 1);
  });
});

describe('the row triggers', () => {
  it('name whom a change concerns, as the repository does (other processes forget by them)', async () => {
    const db = t.database.db;
    const received: string[] = [];
    const listener = new pg.Client({ connectionString: (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString });
    await listener.connect();
    listener.on('notification', (n) => received.push(n.payload ?? ''));
    await listener.query('LISTEN hr_data');
    const got = async (work: () => Promise<unknown>) => {
      received.length = 0;
      await work();
      await new Promise((r) => setTimeout(r, 200));
      return [...new Set(received)].sort();
    };
    try {
      const site = Number((await db.execute(sql`select site_id from employees where id = ${ids.get(1005)}`)).rows[0].site_id);
      const cases = [
        { approverId: ids.get(1004)!, pool: null, siteId: null },
        { approverId: null, pool: 'hr', siteId: site },
        { approverId: null, pool: 'site_hr', siteId: site },
        { approverId: null, pool: 'hr', siteId: null },
      ];
      const rowIds: number[] = [];
      for (const c of cases) {
        const payloads = await got(async () => {
          const res = await db.execute(sql`insert into approvals (kind, subject_id, employee_id, state, chain, step, approver_id, pool, site_id)
              values ('overtime', ${999990 + rowIds.length}, ${ids.get(1005)}, 'waiting', '[]'::jsonb, 0, ${c.approverId}, ${c.pool}, ${c.siteId}) returning id`);
          rowIds.push(Number(res.rows[0].id));
        });
        expect(payloads, JSON.stringify(c)).toEqual(['approvals', ...scopesOfApproval(c)].sort());
      }
      // Moved to another approver: both the one it left and the one it waits on now.
      const moved = await got(() => db.execute(sql`update approvals set approver_id = ${ids.get(1009)} where id = ${rowIds[0]}`));
      expect(moved).toEqual(['approvals', `approvals:approver:${ids.get(1004)}`, `approvals:approver:${ids.get(1009)}`].sort());
      expect(await got(() => db.execute(sql`delete from approvals where id = any(${`{${rowIds.join(',')}}`}::int[])`))).toEqual(
        ['approvals', ...new Set([...scopesOfApproval({ approverId: ids.get(1009)!, pool: null, siteId: null }), ...cases.slice(1).flatMap(scopesOfApproval)])].sort(),
      );
      const note = await got(() => db.execute(sql`insert into notifications (employee_id, kind) values (${ids.get(1009)}, 'password_changed')`));
      expect(note).toEqual([`notifications:${ids.get(1009)}`]);
      expect(await got(() => db.execute(sql`truncate notifications`))).toEqual(['notifications:*']);
    } finally {
      await listener.end();
    }
  });
});
