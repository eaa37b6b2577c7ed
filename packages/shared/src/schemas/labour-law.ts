import { z } from 'zod';
import { LAW_READINGS, type TLawReadings } from '../rules/labour-law.js';

/**
 * The readings of the labour law HR chose (PUT /api/hr/labour-law/readings, and the answer of
 * GET /api/hr/labour-law): one of its options for every reading in LAW_READINGS. Built from the
 * registry, so a reading added there is asked and checked here without another edit.
 */
export const ZLawReadingsSchema = z.object(
  Object.fromEntries(Object.entries(LAW_READINGS).map(([id, r]) => [id, z.enum(r.options as unknown as [string, ...string[]])])),
) as unknown as z.ZodType<TLawReadings>;

export const ZLabourLawSchema = z.object({
  readings: ZLawReadingsSchema,
});
export type TLabourLaw = z.infer<typeof ZLabourLawSchema>;
