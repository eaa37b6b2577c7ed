import { CASUAL_DAYS, CASUAL_OLD_DAYS, HAJJ_OLD_NAMES, LEAVE_PRESETS, type TLawSuggestion, type TLawSuggestionAnswer, type TLawSuggestionId, type TLawSuggestionList } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import type { Actor, Ctx } from '../../core/context.js';
import { hasRole } from '../../core/policies.js';
import { audit } from '../organisation/index.js';
import type { Db } from '../../db/client.js';
import * as repo from './leave-repository.js';

/**
 * What Law 14/2025 now says that an existing installation's leave types still do not (law rules
 * casualDays and hajj): one suggestion each, shown to HR on the leave types page until answered.
 * "Apply" changes the type, "Keep" leaves it; either answer is audited and the suggestion is not
 * asked again. A new installation starts with the law's figures (bootstrap), so it is asked nothing.
 */

const HAJJ = LEAVE_PRESETS.find((p) => p.code === 'hajj')!;

function suggestionsOf(types: readonly repo.TLeaveTypeRow[], answered: Record<string, string>): TLawSuggestion[] {
  const out: TLawSuggestion[] = [];
  const casual = types.find((t) => t.code === 'casual');
  if (casual && !answered.casualDays && casual.yearlyCapDays === CASUAL_OLD_DAYS) {
    out.push({ id: 'casualDays', leaveTypeId: casual.id, nameEn: casual.nameEn, nameAr: casual.nameAr, current: { yearlyCapDays: casual.yearlyCapDays }, proposed: { yearlyCapDays: CASUAL_DAYS } });
  }
  const hajj = types.find((t) => t.code === 'hajj');
  if (hajj && !answered.hajjName && hajj.nameEn === HAJJ_OLD_NAMES.nameEn && hajj.nameAr === HAJJ_OLD_NAMES.nameAr) {
    out.push({
      id: 'hajjName',
      leaveTypeId: hajj.id,
      nameEn: hajj.nameEn,
      nameAr: hajj.nameAr,
      current: { nameEn: hajj.nameEn, nameAr: hajj.nameAr },
      proposed: { nameEn: HAJJ.nameEn, nameAr: HAJJ.nameAr },
    });
  }
  return out;
}

export async function listLawSuggestions(ctx: Ctx, actor: Actor): Promise<TLawSuggestionList> {
  if (!hasRole(actor, 'hr', 'admin', 'site_hr')) throw new AppError('FORBIDDEN');
  const [types, answered] = await Promise.all([repo.listLeaveTypes(ctx.db), repo.answeredLawSuggestions(ctx.db)]);
  return { items: suggestionsOf(types, answered) };
}

/** HR answers a suggestion: NOT_FOUND when it is not (or no longer) offered. */
export async function answerLawSuggestion(ctx: Ctx, actor: Actor, id: TLawSuggestionId, input: TLawSuggestionAnswer): Promise<TLawSuggestionList> {
  if (!hasRole(actor, 'hr', 'admin')) throw new AppError('FORBIDDEN');
  await ctx.db.transaction(async (tx: Db) => {
    // Locked first: two HR answering at once give one answer.
    const answered = await repo.answeredLawSuggestions(tx, { forUpdate: true });
    const s = suggestionsOf(await repo.listLeaveTypes(tx), answered).find((x) => x.id === id);
    if (!s) throw new AppError('NOT_FOUND');
    const before = await repo.findLeaveType(tx, s.leaveTypeId);
    if (!before) throw new AppError('NOT_FOUND');
    if (input.answer === 'apply') {
      const change = id === 'casualDays' ? { yearlyCapDays: s.proposed.yearlyCapDays ?? CASUAL_DAYS } : { nameEn: s.proposed.nameEn!, nameAr: s.proposed.nameAr! };
      const after = await repo.updateLeaveType(tx, s.leaveTypeId, change);
      const { createdAt: _b, ...b } = before;
      const { createdAt: _a, ...a } = after!;
      await audit(tx, { actorId: actor.id, action: 'leave_type.update', entity: 'leave_type', entityId: s.leaveTypeId, before: b, after: a, ip: actor.ip });
    }
    const next = { ...answered, [id]: input.answer === 'apply' ? 'applied' : 'kept' };
    await repo.saveLawSuggestionAnswers(tx, next);
    await audit(tx, {
      actorId: actor.id,
      action: input.answer === 'apply' ? 'law_suggestion.apply' : 'law_suggestion.keep',
      entity: 'organisation',
      entityId: 1,
      before: { suggestion: id, ...s.current },
      after: { suggestion: id, answer: input.answer, ...(input.answer === 'apply' ? s.proposed : s.current) },
      ip: actor.ip,
    });
  });
  return listLawSuggestions(ctx, actor);
}
