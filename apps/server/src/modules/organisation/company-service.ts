import { companyNamed, lawReadings, LOGO_MAX_BYTES, type TLabourLaw, type TLawReadings, type TLogo, type TLogoInput, type TLogoType, type TSetupChecklist } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { cachedOrganisation, cachedToday } from '../../core/organisation.js';
import { audit } from './audit-service.js';
import * as repo from './company-repository.js';
import { assertWriter } from './organisation-access.js';

/**
 * The company as its people see it: the logo HR uploads, and the setup checklist of a
 * new organisation. The name itself is in the settings (nameEn, nameAr).
 */

/** The logo's address for the pages: versioned by its upload time, so a new one is fetched at once. */
export const logoUrlOf = (updatedAt: Date | null) => (updatedAt ? `/api/public/logo?v=${updatedAt.getTime()}` : null);

/** The image type told by the file's first bytes (never by a name or a declared type); null: not one we take. */
export function logoTypeOf(b: Buffer): TLogoType | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export async function uploadLogo(ctx: Ctx, actor: Actor, input: TLogoInput): Promise<TLogo> {
  assertWriter(actor);
  const bytes = Buffer.from(input.contentBase64, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw new AppError('LOGO_TOO_LARGE');
  const type = logoTypeOf(bytes);
  if (!type) throw new AppError('LOGO_TYPE');
  const at = await ctx.db.transaction(async (tx) => {
    const updated = await repo.writeLogo(tx, { bytes, type });
    // The audit keeps what was uploaded, never the bytes.
    await audit(tx, { actorId: actor.id, action: 'settings.logo', entity: 'organisation', entityId: 1, after: { type, bytes: bytes.length }, ip: actor.ip });
    return updated;
  });
  return { logoUrl: logoUrlOf(at) };
}

export async function removeLogo(ctx: Ctx, actor: Actor): Promise<TLogo> {
  assertWriter(actor);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.readLogo(tx);
    if (!before) return;
    await repo.writeLogo(tx, null);
    await audit(tx, { actorId: actor.id, action: 'settings.logo_removed', entity: 'organisation', entityId: 1, before: { type: before.logoType, bytes: before.logo.length }, ip: actor.ip });
  });
  return { logoUrl: null };
}

/** The public logo, with its version for the ETag; null: none. */
export function publicLogo(ctx: Ctx) {
  return repo.readLogo(ctx.db);
}

/** Each item of the checklist, ticked from what exists (one query); HR and admin only. */
export async function setupChecklist(ctx: Ctx, actor: Actor): Promise<TSetupChecklist> {
  assertWriter(actor);
  const [org, today] = await Promise.all([cachedOrganisation(ctx), cachedToday(ctx)]);
  const c = await repo.setupCounts(ctx.db, Number(today.slice(0, 4)));
  const items: TSetupChecklist['items'] = [
    { key: 'company', done: companyNamed(org), left: null },
    { key: 'structure', done: c.sites > 0 && c.departments > 0, left: null },
    { key: 'shifts', done: c.shifts > 0, left: null },
    { key: 'holidays', done: c.holidays > 0 && c.estimatedHolidays === 0, left: c.estimatedHolidays || null },
    { key: 'leaveTypes', done: c.leaveTypes > 0, left: null },
    { key: 'people', done: c.people > 0, left: null },
    { key: 'invitations', done: c.people > 0 && c.notInvited === 0, left: c.notInvited || null },
    { key: 'devices', done: c.devices > 0, left: null },
    { key: 'goLive', done: c.goLiveSaved, left: null },
  ];
  const dismissedAt = org.setupDismissedAt ? org.setupDismissedAt.toISOString() : null;
  return { items, dismissedAt, show: !dismissedAt && items.some((i) => !i.done) };
}

/** HR closes the checklist (or brings it back from the settings page); audited. */
export async function dismissSetup(ctx: Ctx, actor: Actor, dismissed: boolean): Promise<TSetupChecklist> {
  assertWriter(actor);
  await ctx.db.transaction(async (tx) => {
    await repo.setSetupDismissed(tx, dismissed);
    await audit(tx, { actorId: actor.id, action: dismissed ? 'setup.dismiss' : 'setup.restore', entity: 'organisation', entityId: 1, ip: actor.ip });
  });
  return setupChecklist(ctx, actor);
}

/**
 * The labour law's readings in force (HR's Labour law page): HR's choice where the text leaves one
 * open, the Gazette's words for the rest. hr and admin.
 */
export async function getLabourLaw(ctx: Ctx, actor: Actor): Promise<TLabourLaw> {
  assertWriter(actor);
  return { readings: lawReadings(await repo.readLawReadings(ctx.db)) };
}

/** HR chooses the readings; audited with what they were before. Every computation from now on follows them. */
export async function setLawReadings(ctx: Ctx, actor: Actor, input: TLawReadings): Promise<TLabourLaw> {
  assertWriter(actor);
  const readings = lawReadings(input);
  await ctx.db.transaction(async (tx) => {
    const before = lawReadings(await repo.readLawReadings(tx, { forUpdate: true }));
    if (JSON.stringify(before) === JSON.stringify(readings)) return;
    await repo.writeLawReadings(tx, readings);
    await audit(tx, { actorId: actor.id, action: 'settings.law_readings', entity: 'organisation', entityId: 1, before, after: readings, ip: actor.ip });
  });
  return { readings };
}
