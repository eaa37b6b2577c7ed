import { z } from 'zod';
import { V, zRequiredString, zId, zBodyId, zInstant } from './common.js';
import { ATTENDANCE_EVENT_TYPES } from './attendance.js';

/** Attendance devices (split from attendance.ts): key devices, ZKTeco ADMS terminals, their punches. */
// ---- Devices ----

/** 'key': posts batches to /api/devices/events with its key; 'adms': a ZKTeco device pushing by the ADMS ("iclock") protocol, known by its serial number. */
export const DEVICE_PROTOCOLS = ['key', 'adms'] as const;
export type TDeviceProtocol = (typeof DEVICE_PROTOCOLS)[number];
/** A device's serial number as ZKTeco devices send it (SN=…): 1–40 letters, digits, _ or -. */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/**
 * How a device's punch gets its direction: 'status' (the terminal's state key; a code
 * naming none, such as 255, is decided as 'alternating' for that punch), 'alternating' (in, out,
 * in… through the person's day), 'first_last' (the day's first punch in, later ones out).
 */
export const PUNCH_DIRECTIONS = ['status', 'alternating', 'first_last'] as const;
export type TPunchDirection = (typeof PUNCH_DIRECTIONS)[number];

export const ZDeviceInputSchema = z
  .object({
    name: zRequiredString(120),
    siteId: zId().nullable(),
    protocol: z.enum(DEVICE_PROTOCOLS).optional(),
    /** Required for an ADMS device (the serial number it sends, SERIAL_NUMBER_PATTERN), ignored for a key device. */
    serialNumber: z.string().trim().max(40, V.tooLong).nullable().optional(),
    /** Default 'status'. */
    punchDirection: z.enum(PUNCH_DIRECTIONS).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.protocol !== 'adms') return;
    if (!d.serialNumber) ctx.addIssue({ code: 'custom', path: ['serialNumber'], message: V.required });
    else if (!SERIAL_NUMBER_PATTERN.test(d.serialNumber)) ctx.addIssue({ code: 'custom', path: ['serialNumber'], message: V.invalid });
  });
export type TDeviceInput = z.infer<typeof ZDeviceInputSchema>;
export const ZDeviceSchema = z.object({
  id: z.number(),
  name: z.string(),
  siteId: z.number().nullable(),
  protocol: z.enum(DEVICE_PROTOCOLS),
  /** An ADMS device's serial number; null for a key device. */
  serialNumber: z.string().nullable(),
  /** The first characters of the key, to tell keys apart; the key itself is shown once ('' for an ADMS device). */
  keyPrefix: z.string(),
  punchDirection: z.enum(PUNCH_DIRECTIONS),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /**
   * What the terminal sent in the last 30 days that the portal keeps without using yet: photos
   * (ATTPHOTO), swipes of a card nobody has, door events and states, uploaded tables.
   */
  kept: z.object({ photo: z.number(), card: z.number(), door: z.number(), table: z.number() }),
});
export type TDevice = z.infer<typeof ZDeviceSchema>;
export const DEVICE_KEPT_DAYS = 30;
export const ZDeviceDirectionInputSchema = z.object({ punchDirection: z.enum(PUNCH_DIRECTIONS) });
export type TDeviceDirectionInput = z.infer<typeof ZDeviceDirectionInputSchema>;
/** Punches a terminal sent for a PIN nobody has, per device and PIN (not yet applied). */
export const ZUnmappedPinSchema = z.object({ deviceId: z.number(), deviceName: z.string(), pin: z.string(), count: z.number(), firstAt: z.string(), lastAt: z.string() });
export type TUnmappedPin = z.infer<typeof ZUnmappedPinSchema>;
export const ZUnmappedPinListSchema = z.object({ items: z.array(ZUnmappedPinSchema) });
export type TUnmappedPinList = z.infer<typeof ZUnmappedPinListSchema>;
/** HR gives a terminal PIN to a person (as their badge); the punches kept for it are applied. */
export const ZMapPinInputSchema = z.object({ pin: z.string().trim().regex(/^[A-Za-z0-9]{1,24}$/, V.invalid), employeeId: zBodyId() });
export type TMapPinInput = z.infer<typeof ZMapPinInputSchema>;
export const ZMapPinResultSchema = z.object({ applied: z.number(), inserted: z.number() });
export type TMapPinResult = z.infer<typeof ZMapPinResultSchema>;
export const ZDeviceListSchema = z.object({ items: z.array(ZDeviceSchema) });
export type TDeviceList = z.infer<typeof ZDeviceListSchema>;
/** The key is in this answer only; an ADMS device has none (null). */
export const ZDeviceCreatedSchema = z.object({ device: ZDeviceSchema, apiKey: z.string().nullable() });
export type TDeviceCreated = z.infer<typeof ZDeviceCreatedSchema>;
/** ADMS serial numbers that knocked without being registered (the latest first, at most 1,000 kept). */
export const ZUnknownDeviceSchema = z.object({ serialNumber: z.string(), ip: z.string().nullable(), firstSeenAt: z.string(), lastSeenAt: z.string(), requests: z.number() });
export type TUnknownDevice = z.infer<typeof ZUnknownDeviceSchema>;
export const ZUnknownDeviceListSchema = z.object({ items: z.array(ZUnknownDeviceSchema) });
export type TUnknownDeviceList = z.infer<typeof ZUnknownDeviceListSchema>;

/** POST /api/devices/events: up to 10,000 events; replaying a batch adds nothing. */
export const ZDeviceEventSchema = z
  .object({
    /** The person's company ID, as the device reads it from the card… */
    empCode: z.coerce.number().int().positive(V.invalid).optional(),
    /** …or the card's badge number (set on the employee by HR). */
    badge: z.string().trim().min(1, V.required).max(64, V.tooLong).optional(),
    type: z.enum(ATTENDANCE_EVENT_TYPES),
    /** An instant with its offset or Z, e.g. 2026-11-22T08:03:00+02:00. */
    instant: zInstant(),
  })
  .refine((e) => (e.empCode === undefined) !== (e.badge === undefined), { path: ['empCode'], message: V.required });
export const ZDeviceEventsBatchSchema = z.object({ events: z.array(ZDeviceEventSchema).min(1, V.required).max(10_000, V.tooLong) });
export type TDeviceEventsBatch = z.infer<typeof ZDeviceEventsBatchSchema>;
export const ZDeviceEventsResultSchema = z.object({
  received: z.number(),
  inserted: z.number(),
  duplicates: z.number(),
  /** Rows (0-based) whose person is not known; the rest of the batch is kept. */
  unknown: z.array(z.object({ row: z.number(), reason: z.string() })),
});
export type TDeviceEventsResult = z.infer<typeof ZDeviceEventsResultSchema>;
