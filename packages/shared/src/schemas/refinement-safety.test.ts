import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as attendance from './attendance.js';
import * as auth from './auth.js';
import * as backup from './backup.js';
import * as common from './common.js';
import * as dashboard from './dashboard.js';
import * as inbox from './inbox.js';
import * as leave from './leave.js';
import * as mail from './mail.js';
import * as notifications from './notifications.js';
import * as organisation from './organisation.js';
import * as overtime from './overtime.js';
import * as people from './people.js';
import * as permission from './permission.js';
import * as reports from './reports.js';
import * as shell from './shell.js';

/**
 * Zod runs an object's refinements even when one of its fields failed, so a
 * refinement that combines fields must not throw on a malformed one (a RangeError there was a 500).
 * Every exported Z*Schema gets bodies whose fields mix plausible values (dates, clock times, the
 * field's own enum values) with malformed ones (wrong types, garbage, huge numbers), and
 * safeParse must answer, never throw.
 */
const modules = { attendance, auth, backup, common, dashboard, inbox, leave, mail, notifications, organisation, overtime, people, permission, reports, shell };

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; schema?: z.ZodType; shape?: Record<string, z.ZodType>; entries?: Record<string, string>; element?: z.ZodType; options?: z.ZodType[] };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The object shape under optional/default/pipe/… wrappers, when there is one. */
function shapeOf(s: z.ZodType, depth = 0): Record<string, z.ZodType> | null {
  if (depth > 8) return null;
  const d = defOf(s);
  if (d.type === 'object') return d.shape ?? null;
  const inner = d.innerType ?? d.in ?? d.schema;
  return inner ? shapeOf(inner, depth + 1) : null;
}

const PLAUSIBLE: unknown[] = ['2026-03-01', '2026-03-02', '2026-03', '09:00', '17:30', '2026-03-01T08:00:00Z', 'none', 'x', '', 1, 2, true, false, []];
const MALFORMED: unknown[] = [
  '25:99', '9:0', '24:00', '99:99', 'garbage', '2026-02-30', '9999-99-99', '0000-00-00', '2026-13-01', '\u0000', 'a'.repeat(5000), ' ',
  1e308, -1e308, Number.MAX_SAFE_INTEGER, -1, 0, 0.5, 2 ** 31, null, {}, [[]], [null], [{}], { a: 1 }, '１２:٣٠',
];

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

function valuesFor(field: z.ZodType): unknown[] {
  let s = field;
  for (let i = 0; i < 6; i++) {
    const d = defOf(s);
    if (d.type === 'enum' && d.entries) return [...Object.values(d.entries), ...PLAUSIBLE];
    const inner = d.innerType ?? d.in;
    if (!inner) break;
    s = inner;
  }
  return PLAUSIBLE;
}

const schemas = Object.entries(modules).flatMap(([mod, exports]) =>
  Object.entries(exports)
    .filter(([name, v]) => /^Z.*Schema$/.test(name) && v && typeof v === 'object' && '_zod' in v)
    .map(([name, v]) => ({ name: `${mod}.${name}`, schema: v as z.ZodType })),
);

describe('every schema refinement is safe on malformed fields', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(100);
  });

  it.each(schemas.filter((s) => shapeOf(s.schema)).map((s) => [s.name, s.schema] as const))('%s never throws', (_name, schema) => {
    const shape = shapeOf(schema)!;
    const keys = Object.keys(shape);
    const pools = Object.fromEntries(keys.map((k) => [k, valuesFor(shape[k])]));
    const next = rng(keys.length * 7919 + 17);
    const pick = <T,>(a: T[]) => a[Math.floor(next() * a.length)];
    const tries: Record<string, unknown>[] = [];
    // Plausible bodies, then each field malformed in turn on plausible others.
    for (let i = 0; i < 40; i++) tries.push(Object.fromEntries(keys.map((k) => [k, pick(pools[k])])));
    for (const k of keys) for (const bad of MALFORMED) tries.push({ ...Object.fromEntries(keys.map((o) => [o, pick(pools[o])])), [k]: bad });
    // A one-day body with times (leave by the hour, overtime) where the same malformed value lands in from/to.
    for (const bad of MALFORMED) tries.push({ ...Object.fromEntries(keys.map((k) => [k, pick(pools[k])])), startDate: '2026-03-01', endDate: '2026-03-01', halfDay: 'none', from: bad, to: '17:00' });
    for (const bad of MALFORMED) tries.push({ ...Object.fromEntries(keys.map((k) => [k, pick(pools[k])])), startDate: '2026-03-01', endDate: '2026-03-01', halfDay: 'none', from: '09:00', to: bad });
    for (const body of tries) expect(() => schema.safeParse(body), JSON.stringify(body).slice(0, 300)).not.toThrow();
  });

  it('a one-day leave by the hour with a malformed time is refused, not thrown (the fuzzer’s 500)', () => {
    const day = { leaveTypeId: 1, startDate: '2026-03-01', endDate: '2026-03-01', halfDay: 'none' as const, handoverEmployeeId: null, shiftId: null };
    for (const schema of [leave.ZLeaveRequestInputSchema, leave.ZLeaveQuoteQuerySchema])
      for (const bad of ['9:0', '25:99', '24:00', 'garbage', '', '１٢:٣٠']) {
        expect(schema.safeParse({ ...day, from: bad, to: '17:00' }).success).toBe(false);
        expect(schema.safeParse({ ...day, from: '09:00', to: bad }).success).toBe(false);
      }
    expect(leave.ZLeaveRequestInputSchema.safeParse({ ...day, from: '09:00', to: '11:30' }).success).toBe(true);
  });

  it.each(schemas.filter((s) => !shapeOf(s.schema)).map((s) => [s.name, s.schema] as const))('%s (not an object) never throws', (_name, schema) => {
    for (const bad of [...PLAUSIBLE, ...MALFORMED, undefined]) expect(() => schema.safeParse(bad)).not.toThrow();
  });
});
