import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { notify } from '../../core/notification.js';

let t: TestApp;
let me: { token: string; user: { id: number } };
let other: { token: string; user: { id: number } };
beforeAll(async () => {
  t = await createTestApp();
  me = await t.login(1005);
  other = await t.login(1006);
  const items = Array.from({ length: 25 }, (_, i) => ({ employeeId: me.user.id, kind: 'account_activated' as const, params: { name: `n${i}` } }));
  await notify(t.database.db, items);
  await notify(t.database.db, [{ employeeId: other.user.id, kind: 'password_changed' }]);
});
afterAll(() => t?.close());

describe('notifications', () => {
  it('lists mine, newest first, in pages, with the unread count', async () => {
    const first = (await t.as(me.token).get('/api/notifications?limit=20')).json();
    expect(first.items).toHaveLength(20);
    expect(first.unread).toBe(25);
    expect(first.items[0].params).toEqual({ name: 'n24' });
    expect(first.nextBefore).toBe(first.items[19].id);
    const second = (await t.as(me.token).get(`/api/notifications?before=${first.nextBefore}&limit=20`)).json();
    expect(second.items).toHaveLength(5);
    expect(second.nextBefore).toBeNull();
    expect((await t.as(me.token).get('/api/notifications/unread-count')).json()).toEqual({ unread: 25 });
  });

  it('marks one read, then all', async () => {
    const { items } = (await t.as(me.token).get('/api/notifications?limit=1')).json();
    expect((await t.as(me.token).post(`/api/notifications/${items[0].id}/read`)).statusCode).toBe(200);
    expect((await t.as(me.token).get('/api/notifications/unread-count')).json().unread).toBe(24);
    await t.as(me.token).post('/api/notifications/read-all');
    expect((await t.as(me.token).get('/api/notifications/unread-count')).json().unread).toBe(0);
  });

  it('never touches another person’s notifications', async () => {
    const theirs = (await t.as(other.token).get('/api/notifications')).json().items[0];
    expect((await t.as(me.token).post(`/api/notifications/${theirs.id}/read`)).statusCode).toBe(404);
    expect((await t.as(me.token).delete(`/api/notifications/${theirs.id}`)).statusCode).toBe(404);
    const still = (await t.as(other.token).get('/api/notifications')).json();
    expect(still.items).toHaveLength(1);
    expect(still.unread).toBe(1);
  });

  it('deletes one, then all of mine only', async () => {
    const { items } = (await t.as(me.token).get('/api/notifications?limit=1')).json();
    expect((await t.as(me.token).delete(`/api/notifications/${items[0].id}`)).statusCode).toBe(200);
    expect((await t.as(me.token).get('/api/notifications?limit=50')).json().items).toHaveLength(24);
    expect((await t.as(me.token).delete('/api/notifications')).statusCode).toBe(200);
    expect((await t.as(me.token).get('/api/notifications')).json().items).toHaveLength(0);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from notifications`);
    expect(rows.rows[0]).toMatchObject({ n: 1 });
  });

  it('rejects bad ids and needs a session', async () => {
    expect((await t.as(me.token).post('/api/notifications/abc/read')).statusCode).toBe(400);
    expect((await t.as('').get('/api/notifications')).statusCode).toBe(401);
  });
});
