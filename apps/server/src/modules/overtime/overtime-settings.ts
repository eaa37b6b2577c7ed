import { premiumsBelowLaw, type TOvertimeSettings, type TOvertimeSettingsResponse } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import { upsertOrganisation } from '../organisation/index.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getOrganisation, type TOrganisationRow } from '../../core/organisation.js';
import { isHr } from '../../core/policies.js';


// ---- Settings (HR) ----

const settingsOf = (o: TOrganisationRow): TOvertimeSettings => ({
  premiumDay: Number(o.otPremiumDay),
  premiumNight: Number(o.otPremiumNight),
  premiumRestDay: Number(o.otPremiumRestDay),
  premiumHoliday: Number(o.otPremiumHoliday),
  nightStart: o.otNightStart,
  nightEnd: o.otNightEnd,
  conversionEnabled: o.otConversionEnabled,
  hoursPerDay: Number(o.otHoursPerDay),
});

/** The settings, with the premiums an older setting left below the law (rule: premiumMinimums): a suggestion to HR, nothing is changed. */
const answerOf = (o: TOrganisationRow): TOvertimeSettingsResponse => {
  const s = settingsOf(o);
  return { ...s, belowLaw: premiumsBelowLaw({ day: s.premiumDay, night: s.premiumNight, restDay: s.premiumRestDay, holiday: s.premiumHoliday }) };
};

function assertHr(actor: Actor): void {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
}

/** GET /hr/overtime-settings (hr and admin). */
export async function getOvertimeSettings(ctx: Ctx, actor: Actor): Promise<TOvertimeSettingsResponse> {
  assertHr(actor);
  return answerOf(await getOrganisation(ctx.db));
}

/** PUT /hr/overtime-settings (hr and admin): only the overtime columns change; audited before and after. */
export async function updateOvertimeSettings(ctx: Ctx, actor: Actor, input: TOvertimeSettings): Promise<TOvertimeSettingsResponse> {
  assertHr(actor);
  return ctx.db.transaction(async (tx) => {
    const before = await getOrganisation(tx, { forUpdate: true });
    const { id: _id, updatedAt: _u, ...keep } = before;
    const row = await upsertOrganisation(tx, {
      ...keep,
      otPremiumDay: input.premiumDay,
      otPremiumNight: input.premiumNight,
      otPremiumRestDay: input.premiumRestDay,
      otPremiumHoliday: input.premiumHoliday,
      otNightStart: input.nightStart,
      otNightEnd: input.nightEnd,
      otConversionEnabled: input.conversionEnabled,
      otHoursPerDay: input.hoursPerDay,
    });
    await audit(tx, { actorId: actor.id, action: 'settings.overtime', entity: 'organisation', entityId: 1, before: settingsOf(before), after: settingsOf(row), ip: actor.ip });
    return answerOf(row);
  });
}
