import { z } from 'zod';
import { V } from './common.js';
import { zIsoDate } from './organisation.js';
import { NURSING_CHOICES } from '../rules/mothers.js';

/**
 * A working mother's record (Arts 54 and 56), HR's:
 *
 *   GET /hr/employees/{id}/mother-record   -> ZMotherRecordSchema
 *   PUT /hr/employees/{id}/mother-record   ZMotherRecordInputSchema -> ZMotherRecordSchema
 *
 * Dates are optional ('' or null is none); the nursing choice is asked once a birth is recorded.
 */
const zOptionalDate = () =>
  z
    .union([zIsoDate(), z.literal(''), z.null()])
    .transform((s) => (s === '' || s === null ? null : s))
    .default(null);

export const ZMotherRecordInputSchema = z
  .object({
    expectedDelivery: zOptionalDate(),
    childBirthDate: zOptionalDate(),
    nursingChoice: z.enum(NURSING_CHOICES, V.invalid).nullable().default(null),
  })
  .strict()
  .refine((v) => !v.childBirthDate || v.nursingChoice !== null, { path: ['nursingChoice'], message: V.required });
export type TMotherRecordInput = z.infer<typeof ZMotherRecordInputSchema>;
export type TMotherRecordForm = z.input<typeof ZMotherRecordInputSchema>;

export const ZMotherRecordSchema = z.object({
  employeeId: z.number(),
  expectedDelivery: z.string().nullable(),
  childBirthDate: z.string().nullable(),
  nursingChoice: z.enum(NURSING_CHOICES).nullable(),
  /** What applies, as dates (inclusive; null: nothing): the pregnancy hour (Art 54), nursing time (Art 56), no overtime (Art 54). */
  pregnancyHour: z.object({ from: z.string(), to: z.string() }).nullable(),
  nursing: z.object({ from: z.string(), to: z.string() }).nullable(),
  noOvertimeUntil: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TMotherRecordView = z.infer<typeof ZMotherRecordSchema>;
