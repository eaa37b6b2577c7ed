import { z } from 'zod';
import { zBodyId, zId, zIsoDate, zText } from './common.js';
import { ZRosterShiftSchema } from './roster.js';

/**
 * A shift swap: the requester and a colleague of the same team exchange their days on `date` (and
 * on `otherDate`, when the colleague's day to take is another date). The colleague accepts, then the
 * approver decides through the one approval lifecycle; approved, it is two overrides on the roster.
 */
export const SHIFT_SWAP_STATES = ['requested', 'approved', 'rejected', 'cancelled'] as const;
export type TShiftSwapState = (typeof SHIFT_SWAP_STATES)[number];
export const ZShiftSwapInputSchema = z
  .object({
    colleagueId: zBodyId(),
    date: zIsoDate(),
    otherDate: zIsoDate().nullish(),
    reason: zText(500).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.otherDate && v.otherDate !== v.date && Math.abs(Date.parse(v.otherDate) - Date.parse(v.date)) > 31 * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['otherDate'], message: 'validation.rangeTooLong' });
    }
  });
export type TShiftSwapInput = z.input<typeof ZShiftSwapInputSchema>;

export const ZShiftSwapSchema = z.object({
  id: z.number(),
  state: z.enum(SHIFT_SWAP_STATES),
  /** The colleague's answer: waiting, accepted or declined. */
  colleagueState: z.enum(['pending', 'accepted', 'declined']),
  date: z.string(),
  otherDate: z.string().nullable(),
  reason: z.string(),
  requester: z.object({ id: z.number(), EmpCode: z.number(), FullName: z.string(), fullNameAr: z.string() }),
  colleague: z.object({ id: z.number(), EmpCode: z.number(), FullName: z.string(), fullNameAr: z.string() }),
  /** The shifts as they were when asked: the requester's and the colleague's, on `date` then on `otherDate`. */
  requesterShiftIds: z.array(z.number().nullable()),
  colleagueShiftIds: z.array(z.number().nullable()),
  createdAt: z.string(),
  /** The viewer may cancel it (the requester, while it is not decided). */
  canCancel: z.boolean(),
  /** The viewer is the colleague and has not answered yet. */
  canAnswer: z.boolean(),
});
export type TShiftSwap = z.infer<typeof ZShiftSwapSchema>;
export const ZShiftSwapListResponseSchema = z.object({ items: z.array(ZShiftSwapSchema), shifts: z.array(ZRosterShiftSchema) });
export const ZShiftSwapAnswerSchema = z.object({ accept: z.boolean() });

/** GET /shift-swaps/preview: both people's days on the date(s) as they are now, and what the server would refuse (null: it may be asked). */
export const ZShiftSwapPreviewQuerySchema = z.object({ colleagueId: zId(), date: zIsoDate(), otherDate: zIsoDate().optional() });
export type TShiftSwapPreviewQuery = z.input<typeof ZShiftSwapPreviewQuerySchema>;
export const ZShiftSwapPreviewSchema = z.object({
  dates: z.array(z.string()),
  mine: z.array(z.number().nullable()),
  theirs: z.array(z.number().nullable()),
  shifts: z.array(ZRosterShiftSchema),
  /** The refusal's code and the field it is about, as a request would be answered. */
  problem: z.object({ code: z.string(), path: z.string() }).nullable(),
});
export type TShiftSwapPreview = z.infer<typeof ZShiftSwapPreviewSchema>;
