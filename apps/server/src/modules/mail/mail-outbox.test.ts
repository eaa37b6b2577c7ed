import { OUTBOX_LINK_HIDDEN } from '@hr/shared';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { claimDueMail } from './mail-repository.js';
import { createMailer, MAIL_LEASE_MS, senderOf } from './mail-service.js';
import { notifyPeople } from '../../core/notification.js';
import { startHungSmtp, startSmtpSink, type TReceivedMail } from '../../test/smtp-sink.js';
import { createTestApp, linkToken, type TestApp } from '../../test/test-app.js';
import { type Mailer } from '../../core/mailer.js';

/**
 * Mail goes through a durable outbox: a request only writes a row in its own transaction, and
 * the worker (driven here by `drain({ now })`) sends it to a real SMTP server (smtp-server).
 */
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let hung: Awaited<ReturnType<typeof startHungSmtp>>;
let mailer: Required<Mailer>;
let hr: string;
const MAIL_TIMEOUT_MS = 2_000;

beforeAll(async () => {
  sink = await startSmtpSink();
  hung = await startHungSmtp();
  t = await createTestApp({ SMTP_URL: sink.url }, { mailTimeoutMs: MAIL_TIMEOUT_MS });
  mailer = t.app.ctx.mailer as Required<Mailer>;
  hr = (await t.login(1001)).token;
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
  await hung?.close();
});
beforeEach(async () => {
  // Each test starts with nothing due and a working server.
  await t.database.db.update(mailOutbox).set({ status: 'sent' }).where(inArray(mailOutbox.status, ['queued', 'sending', 'outbox']));
  await useSmtp(null);
  sink.state.failWith = null;
  sink.received.length = 0;
});

const anon = () => t.as('');
const rows = () => t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
const rowOf = async (id: number) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
/** The organisation's SMTP setting (it wins over SMTP_URL); null falls back to the sink. */
async function useSmtp(url: string | null) {
  await t.database.db.execute(sql`update organisation set smtp_url = ${url}`);
  mailer.invalidate();
}
async function timed<T>(p: Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const v = await p;
  return [v, performance.now() - start];
}
const after = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('a request never waits on SMTP', () => {
  it('answers at once while the mail server hangs, and so does everyone else meanwhile', async () => {
    await useSmtp(hung.url);
    const employee = (await t.login(1005)).token;
    const [first, firstMs] = await timed(anon().post('/api/auth/forgot-password', { email: 'laila.farouk@example.com' }));
    expect(first.statusCode).toBe(200);
    expect(firstMs).toBeLessThan(1_000);
    const [queued] = await rows();
    expect(queued).toMatchObject({ toAddress: 'laila.farouk@example.com', status: 'queued', attempts: 0 });

    // The worker is stuck in the hung server's greeting; requests go on.
    const draining = mailer.drain();
    while (hung.connections() === 0) await new Promise((r) => setTimeout(r, 20));
    const [[second, list], bothMs] = await timed(
      Promise.all([anon().post('/api/auth/forgot-password', { email: 'heba.mostafa@example.com' }), t.as(employee).get('/api/leave/requests')]),
    );
    expect([second.statusCode, list.statusCode]).toEqual([200, 200]);
    expect(bothMs).toBeLessThan(1_000);
    expect((await rowOf(queued.id)).status).toBe('sending');

    const started = Date.now();
    await draining;
    const tried = await rowOf(queued.id);
    expect(tried).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null });
    expect(tried.error).toMatch(/greeting|timeout/i);
    // Retried a minute after the attempt.
    expect(tried.nextAttemptAt!.getTime()).toBeGreaterThan(started + 50_000);
    expect(sink.received).toEqual([]);
  });
});

describe('the outbox worker', () => {
  it('sends committed mail to the SMTP server once, and a rolled-back change sends nothing', async () => {
    await anon().post('/api/auth/forgot-password', { email: 'laila.farouk@example.com' });
    await t.database.db
      .transaction(async (tx) => {
        await mailer.send(tx, { to: 'rolled.back@example.com', subject: 'never', body: 'this change is rolled back' });
        throw new Error('the change fails after its mail');
      })
      .catch(() => {});
    expect(await mailer.drain()).toBe(1);
    expect(await mailer.drain()).toBe(0);
    expect(sink.received.map((m) => m.to)).toEqual([['laila.farouk@example.com']]);
    const [mail] = sink.received;
    expect(mail.text).toContain('/session/reset-password?token=');
    // The link that arrived works.
    expect((await anon().post('/api/auth/reset-password', { token: linkToken(mail.text), password: 'from-the-inbox-1' })).statusCode).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null, lockedUntil: null, nextAttemptAt: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect((await rows()).some((r) => r.toAddress === 'rolled.back@example.com')).toBe(false);
  });

  it('retries a refused mail after 1 min, 5 min, 30 min and 2 h, then marks it failed; HR can retry it now', async () => {
    sink.state.failWith = 'mailbox busy, try later';
    await anon().post('/api/auth/forgot-password', { email: 'tarek.fathy@example.com' });
    const [{ id }] = await rows();
    let now = new Date();
    await mailer.drain({ now });
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1, nextAttemptAt: after(now, 60_000) });
    expect((await rowOf(id)).error).toContain('mailbox busy');

    // Not before it is due.
    await mailer.drain({ now: after(now, 59_000) });
    expect((await rowOf(id)).attempts).toBe(1);

    for (const [attempt, wait, next] of [
      [2, 60_000, 5 * 60_000],
      [3, 5 * 60_000, 30 * 60_000],
      [4, 30 * 60_000, 2 * 3600_000],
    ] as const) {
      now = after(now, wait);
      await mailer.drain({ now });
      expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: attempt, nextAttemptAt: after(now, next) });
    }
    now = after(now, 2 * 3600_000);
    await mailer.drain({ now });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 5, nextAttemptAt: null });
    expect((await rowOf(id)).error).toContain('mailbox busy');
    await mailer.drain({ now: after(now, 24 * 3600_000) });
    expect((await rowOf(id)).attempts).toBe(5);
    expect(sink.received).toEqual([]);

    // HR sees why, and retries once the server works again.
    const listed = (await t.as(hr).get('/api/hr/outbox')).json().items.find((m: { id: number }) => m.id === id);
    expect(listed).toMatchObject({ status: 'failed', attempts: 5, error: expect.stringContaining('mailbox busy'), nextAttemptAt: null });
    sink.state.failWith = null;
    expect((await t.as(hr).post(`/api/hr/outbox/${id}/retry`)).statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'queued' });
    await mailer.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 6, error: null });
    expect(sink.received.map((m) => m.to)).toEqual([['tarek.fathy@example.com']]);
    // A sent mail is not sent again; only HR may ask.
    expect((await t.as(hr).post(`/api/hr/outbox/${id}/retry`)).json().code).toBe('NOT_FOUND');
    const employee = (await t.login(1005)).token;
    expect((await t.as(employee).post(`/api/hr/outbox/${id}/retry`)).statusCode).toBe(403);
  });

  it('claims again a mail whose sender died mid-send, once its lease has run out', async () => {
    await anon().post('/api/auth/forgot-password', { email: 'heba.mostafa@example.com' });
    const [{ id }] = await rows();
    const now = new Date();
    // Another process claimed it and died before it could send.
    const [claimed] = await claimDueMail(t.database.db, now, after(now, MAIL_LEASE_MS), 10);
    expect(claimed).toMatchObject({ id, status: 'sending', attempts: 1 });
    expect(await mailer.drain({ now: after(now, MAIL_LEASE_MS - 1_000) })).toBe(0);
    expect(sink.received).toEqual([]);
    expect(await mailer.drain({ now: after(now, MAIL_LEASE_MS + 1_000) })).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sink.received.map((m) => m.to)).toEqual([['heba.mostafa@example.com']]);
  });

  it('two processes draining at once send every mail exactly once', async () => {
    const other = createMailer(t.app.config, t.app.log, { db: t.database.db, timeoutMs: MAIL_TIMEOUT_MS }) as Required<Mailer>;
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 25; i++) await mailer.send(tx, { to: `person${i}@example.com`, subject: `n${i}`, body: `mail ${i}` });
    });
    const [a, b] = await Promise.all([mailer.drain(), other.drain()]);
    await other.stop();
    expect(a + b).toBe(25);
    expect(sink.received.map((m) => m.to[0]).sort()).toEqual(Array.from({ length: 25 }, (_, i) => `person${i}@example.com`).sort());
  });

  it('keeps mail unsent in the outbox when no SMTP server is configured', async () => {
    const plain = await createTestApp();
    try {
      await plain.as('').post('/api/auth/forgot-password', { email: 'laila.farouk@example.com' });
      expect(await plain.app.ctx.mailer.drain?.()).toBe(0);
      const [row] = await plain.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      expect(row).toMatchObject({ status: 'outbox', attempts: 0 });
    } finally {
      await plain.close();
    }
  });
});

describe("the company's name on every mail", () => {
  const name = async (nameEn: string, nameAr: string) => {
    await t.database.db.execute(sql`update organisation set name_en = ${nameEn}, name_ar = ${nameAr}`);
    t.app.ctx.reads.bump('org');
  };
  afterAll(() => name('HR Leave Tracker', 'متتبع الإجازات'));
  /** The sink's decoder joins an encoded word to the address after it. */
  const sent = (m: TReceivedMail) => ({ ...m, from: m.from.replace(/\s*</, ' <') });

  it("starts the subject with it and sends under it, in the recipient's language", async () => {
    await name('Nile Textiles', 'نسيج النيل');
    // Laila reads English, Tarek Arabic.
    await anon().post('/api/auth/forgot-password', { email: 'laila.farouk@example.com' });
    await anon().post('/api/auth/forgot-password', { email: 'tarek.fathy@example.com' });
    await t.database.db.transaction((tx) =>
      notifyPeople(t.app.ctx, tx, [{ id: 1, language: 'ar', email: 'someone@example.com', active: true }], 'leave_approved', { name: 'Omar', nameAr: 'عمر' }, '/vacations/1'),
    );
    expect(await mailer.drain()).toBe(3);
    const byTo = (to: string) => sent(sink.received.find((m) => m.to[0] === to)!);
    expect(byTo('laila.farouk@example.com')).toMatchObject({ subject: 'Nile Textiles: reset your password', from: 'Nile Textiles <no-reply@hr.local>' });
    expect(byTo('laila.farouk@example.com').text).toContain('your Nile Textiles account');
    expect(byTo('tarek.fathy@example.com')).toMatchObject({ subject: 'نسيج النيل: إعادة تعيين كلمة المرور', from: 'نسيج النيل <no-reply@hr.local>' });
    expect(byTo('someone@example.com').subject).toMatch(/^نسيج النيل: /);
    expect(byTo('someone@example.com').from).toBe('نسيج النيل <no-reply@hr.local>');
  });

  it('keeps the product name while the names are the defaults', async () => {
    await name('HR Leave Tracker', 'متتبع الإجازات');
    await anon().post('/api/auth/forgot-password', { email: 'tarek.fathy@example.com' });
    expect(await mailer.drain()).toBe(1);
    expect(sent(sink.received[0])).toMatchObject({ subject: 'متتبع الإجازات: إعادة تعيين كلمة المرور', from: 'متتبع الإجازات <no-reply@hr.local>' });
  });

  it('puts the name on a configured From that has a display name of its own', () => {
    expect(senderOf('HR <hr@nile.example>', 'Nile Textiles')).toEqual({ name: 'Nile Textiles', address: 'hr@nile.example' });
    expect(senderOf('hr@nile.example', 'نسيج النيل')).toEqual({ name: 'نسيج النيل', address: 'hr@nile.example' });
    expect(senderOf('hr@nile.example', null)).toBe('hr@nile.example');
  });
});

describe("HR's outbox", () => {
  it('shows the delivery state but never a usable link; the row keeps it for the worker', async () => {
    sink.state.failWith = 'not today';
    await anon().post('/api/auth/forgot-password', { email: 'laila.farouk@example.com' });
    await anon().post('/api/auth/register', { username: '1014', email: 'rania.magdy@example.com', acceptTerms: true });
    expect((await t.as(hr).post(`/api/hr/employees/${await idOf(1014)}/invite`)).statusCode).toBe(200);
    const now = new Date();
    await mailer.drain({ now });
    const res = await t.as(hr).get('/api/hr/outbox?pageSize=3');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { text: string; linkHidden: boolean; status: string; attempts: number; nextAttemptAt: string | null; error: string }[];
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.text).not.toMatch(/token=[\w-]{10,}/);
      expect(item.text).not.toContain('/session/');
      expect(item.text).toContain(OUTBOX_LINK_HIDDEN);
      expect(item).toMatchObject({ linkHidden: true, status: 'queued', attempts: 1, nextAttemptAt: after(now, 60_000).toISOString() });
      expect(item.error).toContain('not today');
    }
    expect(JSON.stringify(res.json())).not.toMatch(/token=[\w-]{10,}/);
    // The rows still carry the links, and the worker delivers them once the server takes mail.
    for (const m of (await t.outbox()).slice(0, 3)) expect(m.text).toMatch(/token=[\w-]{10,}/);
    sink.state.failWith = null;
    await mailer.drain({ now: after(now, 60_000) });
    expect(sink.received).toHaveLength(3);
    for (const m of sink.received) expect(m.text).toMatch(/\/session\/(reset-password|activate)\?token=[\w-]{10,}/);
  });

  it('leaves ordinary links alone', async () => {
    await t.database.db.transaction((tx) => mailer.send(tx, { to: 'a@example.com', subject: 'Leave approved', body: 'See http://localhost:3000/leave/requests/5' }));
    const [item] = (await t.as(hr).get('/api/hr/outbox?pageSize=1')).json().items;
    expect(item).toMatchObject({ text: 'See http://localhost:3000/leave/requests/5', linkHidden: false });
  });
});

async function idOf(empCode: number): Promise<number> {
  const r = await t.database.db.execute(sql`select id from employees where emp_code = ${empCode}`);
  return (r.rows[0] as { id: number }).id;
}
