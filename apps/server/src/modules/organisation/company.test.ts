import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeeInput } from '../../test/employee-input.js';
import { useHrOrganisationApp } from './hr-organisation-fixture.js';

const { fx, call, hr, lastAudit } = useHrOrganisationApp();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000d49484452', 'hex'), Buffer.alloc(32, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 3)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const b64 = (b: Buffer) => ({ contentBase64: b.toString('base64') });
const anon = () => fx.t.as('');

describe("the company's logo", () => {
  it('has none at first: the public settings say so and the address is a 404', async () => {
    expect((await anon().get('/api/public/settings')).json().logoUrl).toBeNull();
    expect((await anon().get('/api/public/logo')).statusCode).toBe(404);
  });

  it('refuses SVG, other files and more than 512 KB, translated, and stores nothing', async () => {
    for (const bad of [SVG, Buffer.from('GIF89a........'), Buffer.from('%PDF-1.4')]) {
      const res = await hr('PUT', '/settings/logo', b64(bad));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('LOGO_TYPE');
    }
    const big = await hr('PUT', '/settings/logo', b64(Buffer.concat([PNG, Buffer.alloc(512 * 1024)])));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('LOGO_TOO_LARGE');
    expect((await hr('PUT', '/settings/logo', { contentBase64: 'not base64!' })).statusCode).toBe(400);
    expect((await hr('PUT', '/settings/logo', {})).statusCode).toBe(400);
    // Only HR and admin: site HR and employees are refused.
    expect((await call(1002, 'PUT', '/settings/logo', b64(PNG))).statusCode).toBe(403);
    expect((await call(1005, 'PUT', '/settings/logo', b64(PNG))).statusCode).toBe(403);
    expect((await anon().get('/api/public/logo')).statusCode).toBe(404);
  });

  it('takes a PNG, serves it with its type, an ETag and nosniff, and audits it without the bytes', async () => {
    const res = await hr('PUT', '/settings/logo', b64(PNG));
    expect(res.statusCode, res.body).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(/^\/api\/public\/logo\?v=\d+$/);
    expect((await anon().get('/api/public/settings')).json().logoUrl).toBe(logoUrl);
    const got = await anon().get(logoUrl);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toBe('public, no-cache');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    const etag = String(got.headers.etag);
    expect(etag).toMatch(/^"logo-\d+"$/);
    const again = await fx.t.app.inject({ method: 'GET', url: '/api/public/logo', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const entry = await lastAudit('organisation');
    expect(entry).toMatchObject({ action: 'settings.logo', after: { type: 'image/png', bytes: PNG.length } });
    expect(JSON.stringify(entry)).not.toContain(PNG.toString('base64'));
  });

  it('takes JPEG and WebP too; a new one gets a new address and ETag', async () => {
    const first = (await anon().get('/api/public/logo')).headers.etag;
    for (const [img, type] of [[JPEG, 'image/jpeg'], [WEBP, 'image/webp']] as const) {
      await new Promise((r) => setTimeout(r, 5));
      const res = await hr('PUT', '/settings/logo', b64(img));
      expect(res.statusCode, res.body).toBe(200);
      const got = await anon().get(res.json().logoUrl);
      expect(got.headers['content-type']).toBe(type);
      expect(got.headers.etag).not.toBe(first);
    }
  });

  it('HR removes it: no logo anywhere, audited', async () => {
    expect((await call(1005, 'DELETE', '/settings/logo')).statusCode).toBe(403);
    const res = await hr('DELETE', '/settings/logo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ logoUrl: null });
    expect((await anon().get('/api/public/logo')).statusCode).toBe(404);
    expect((await anon().get('/api/public/settings')).json().logoUrl).toBeNull();
    expect(await lastAudit('organisation')).toMatchObject({ action: 'settings.logo_removed', before: { type: 'image/webp', bytes: WEBP.length } });
  });
});

describe('the setup checklist', () => {
  type TItem = { key: string; done: boolean; left: number | null };
  const checklist = async () => {
    const res = await hr('GET', '/setup');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: TItem[]; show: boolean; dismissedAt: string | null };
    return { ...body, item: (key: string) => body.items.find((i) => i.key === key)! };
  };
  const db = () => fx.t.database.db;
  const year = new Date().getUTCFullYear();

  it('is for HR and admin only', async () => {
    for (const code of [1002, 1003, 1005]) expect((await call(code, 'GET', '/setup')).statusCode).toBe(403);
  });

  it('lists every item in order, ticked from what exists', async () => {
    const c = await checklist();
    expect(c.items.map((i) => i.key)).toEqual(['company', 'structure', 'shifts', 'holidays', 'leaveTypes', 'people', 'invitations', 'devices', 'goLive']);
    // The demo has its structure, shifts, leave types and people; the company still has the product's name.
    expect(c.item('company').done).toBe(false);
    for (const key of ['structure', 'shifts', 'leaveTypes', 'people']) expect(c.item(key).done, key).toBe(true);
    expect(c.show).toBe(true);
  });

  it('ticks the company once HR names it', async () => {
    await db().execute(sql`update organisation set name_en = 'Nile Textiles', name_ar = 'نسيج النيل'`);
    fx.t.app.ctx.reads.bump('org');
    expect((await checklist()).item('company').done).toBe(true);
    await db().execute(sql`update organisation set name_en = 'HR Leave Tracker', name_ar = 'متتبع الإجازات'`);
    fx.t.app.ctx.reads.bump('org');
  });

  it("holidays: this year's exist and none is left estimated", async () => {
    await db().execute(sql`delete from holidays where date >= ${`${year}-01-01`} and date < ${`${year + 1}-01-01`}`);
    expect((await checklist()).item('holidays')).toMatchObject({ done: false, left: null });
    const preset = await hr('POST', '/holidays/preset', { year });
    expect(preset.statusCode).toBe(200);
    const estimated = (preset.json().items as { id: number; estimated: boolean }[]).filter((h) => h.estimated);
    expect(estimated.length).toBeGreaterThan(0);
    expect((await checklist()).item('holidays')).toMatchObject({ done: false, left: estimated.length });
    for (const h of estimated) expect((await hr('POST', `/holidays/${h.id}/confirm`)).statusCode).toBe(200);
    expect((await checklist()).item('holidays')).toMatchObject({ done: true, left: null });
  });

  it('people and invitations: a new person not invited is left; invited, they tick', async () => {
    // The demo has someone who was never given an account.
    const before = (await checklist()).item('invitations').left ?? 0;
    const res = await hr('POST', '/employees', employeeInput({ empCode: 7701, email: 'new.hire@example.com' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await checklist()).item('invitations')).toMatchObject({ done: false, left: before + 1 });
    await db().execute(sql`update employees e set invited_at = now(), invited_via = 'slip' where not exists (select 1 from credentials c where c.employee_id = e.id)`);
    expect((await checklist()).item('invitations')).toMatchObject({ done: true, left: null });
  });

  it('devices: ticks once one is registered', async () => {
    await db().execute(sql`update attendance_devices set revoked_at = now()`);
    expect((await checklist()).item('devices').done).toBe(false);
    const res = await hr('POST', '/devices', { name: 'Gate', siteId: null });
    expect(res.statusCode, res.body).toBe(200);
    expect((await checklist()).item('devices').done).toBe(true);
  });

  it('go-live: ticks once HR has saved a tracking start', async () => {
    expect((await checklist()).item('goLive').done).toBe(false);
    const res = await hr('PUT', '/settings/tracking-start', { trackingStart: `${year}-01-01` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await checklist()).item('goLive').done).toBe(true);
  });

  it('HR dismisses it and brings it back; both audited', async () => {
    expect((await call(1005, 'POST', '/setup/dismiss')).statusCode).toBe(403);
    const dismissed = await hr('POST', '/setup/dismiss');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ show: false, dismissedAt: expect.any(String) });
    expect((await checklist()).show).toBe(false);
    expect((await lastAudit('organisation')).action).toBe('setup.dismiss');
    const restored = await hr('POST', '/setup/restore');
    expect(restored.json()).toMatchObject({ show: true, dismissedAt: null });
    expect((await lastAudit('organisation')).action).toBe('setup.restore');
  });
});

describe('estimated holidays', () => {
  const Y = 2031;
  it("the preset marks the lunar ones estimated; HR confirms one, or gives it its announced date", async () => {
    const items = (await hr('POST', '/holidays/preset', { year: Y })).json().items as { id: number; date: string; nameEn: string; nameAr: string; siteIds: number[]; estimated: boolean }[];
    expect(items.find((h) => h.nameEn === 'Revolution Day (23 July)' || h.date === `${Y}-07-23`)?.estimated).toBe(false);
    const lunar = items.filter((h) => h.estimated);
    expect(lunar.length).toBeGreaterThanOrEqual(4);
    const [a, b, c] = lunar;
    // Confirm: same date, no longer estimated; audited; the list says so.
    const confirmed = await hr('POST', `/holidays/${a.id}/confirm`);
    expect(confirmed.json()).toMatchObject({ id: a.id, date: a.date, estimated: false });
    expect(await lastAudit('holiday', a.id)).toMatchObject({ action: 'holiday.confirm', before: { estimated: true }, after: { estimated: false } });
    // A new name alone keeps it estimated; a new date confirms it.
    const renamed = await hr('PUT', `/holidays/${b.id}`, { date: b.date, nameEn: `${b.nameEn}!`, nameAr: b.nameAr, siteIds: [] });
    expect(renamed.json().estimated).toBe(true);
    const moved = await hr('PUT', `/holidays/${c.id}`, { date: `${Y}-12-30`, nameEn: c.nameEn, nameAr: c.nameAr, siteIds: [] });
    expect(moved.json()).toMatchObject({ date: `${Y}-12-30`, estimated: false });
    const list = (await hr('GET', `/holidays?year=${Y}`)).json().items as { id: number; estimated: boolean }[];
    expect(list.find((h) => h.id === a.id)!.estimated).toBe(false);
    expect(list.find((h) => h.id === b.id)!.estimated).toBe(true);
    // Only HR confirms; an unknown holiday is a 404.
    expect((await call(1002, 'POST', `/holidays/${b.id}/confirm`)).statusCode).toBe(403);
    expect((await hr('POST', '/holidays/999999/confirm')).statusCode).toBe(404);
  });
});
