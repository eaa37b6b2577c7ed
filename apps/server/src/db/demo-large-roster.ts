import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { crews, rotationPatterns, shifts } from './schema.js';

/**
 * Crews on rotating rosters for the large organisation, as a factory group runs them:
 * the plain employees of Operations and Supply Chain work in crews, five per site. Three crews
 * rotate weekly through morning, evening and night (a 21-day cycle, each a week apart); two work
 * 12-hour days and nights, four on and four off (an 8-day cycle, four days apart). The 8-hour
 * shifts have Ramadan hours. Everyone else keeps the fixed day shift. The rotations start on the
 * first Sunday of last year, so the whole year of attendance falls on the roster.
 */
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const SHIFTS = [
  { nameEn: 'Morning', nameAr: 'صباحية', startTime: '06:00', endTime: '14:00', ramadanStartTime: '07:00', ramadanEndTime: '13:00' },
  { nameEn: 'Evening', nameAr: 'مسائية', startTime: '14:00', endTime: '22:00', ramadanStartTime: '13:00', ramadanEndTime: '19:00' },
  { nameEn: 'Night', nameAr: 'ليلية', startTime: '22:00', endTime: '06:00', ramadanStartTime: '21:00', ramadanEndTime: '03:00' },
  { nameEn: 'Long day', nameAr: 'نهارية طويلة', startTime: '07:00', endTime: '19:00', ramadanStartTime: null, ramadanEndTime: null },
  { nameEn: 'Long night', nameAr: 'ليلية طويلة', startTime: '19:00', endTime: '07:00', ramadanStartTime: null, ramadanEndTime: null },
];
const CREW_NAMES = [
  ['A', 'أ'],
  ['B', 'ب'],
  ['C', 'ج'],
  ['D', 'د'],
  ['E', 'هـ'],
] as const;
/** Crews A–C on the weekly rotation a week apart, D–E on four-on-four-off four days apart. */
const CREW_PLAN = [
  { pattern: 0, offset: 0 },
  { pattern: 0, offset: 7 },
  { pattern: 0, offset: 14 },
  { pattern: 1, offset: 0 },
  { pattern: 1, offset: 4 },
];

export async function loadLargeRosters(db: Db, firstEmpCode = 10_001): Promise<{ crews: number; people: number }> {
  const shiftRows = await db
    .insert(shifts)
    .values(SHIFTS.map((s) => ({ ...s, graceMinutes: 10, workDays: EVERY_DAY })))
    .returning({ id: shifts.id });
  const [m, e, n, ld, ln] = shiftRows.map((r) => r.id);
  const week = (id: number) => [id, id, id, id, id, 0, 0];
  const patternRows = await db
    .insert(rotationPatterns)
    .values([
      { nameEn: 'Three crews, weekly rotation', nameAr: 'ثلاث فرق، تناوب أسبوعي', days: [...week(m), ...week(e), ...week(n)] },
      { nameEn: '12 hours, four on four off', nameAr: '12 ساعة، أربعة أيام عمل وأربعة راحة', days: [ld, ld, ln, ln, 0, 0, 0, 0] },
    ])
    .returning({ id: rotationPatterns.id });
  const lastYear = new Date().getUTCFullYear() - 1;
  const jan1 = new Date(Date.UTC(lastYear, 0, 1));
  const firstSunday = new Date(jan1.getTime() + ((7 - jan1.getUTCDay()) % 7) * 86_400_000).toISOString().slice(0, 10);
  const anchor = (offset: number) => new Date(Date.parse(`${firstSunday}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
  const siteIds = ((await db.execute(sql`select distinct site_id as id from employees where emp_code >= ${firstEmpCode} and site_id is not null order by 1`)).rows as { id: number }[]).map((r) => r.id);
  const crewValues = siteIds.flatMap((siteId) =>
    CREW_PLAN.map((c, i) => ({
      nameEn: `Crew ${CREW_NAMES[i][0]}`,
      nameAr: `الفرقة ${CREW_NAMES[i][1]}`,
      siteId,
      patternId: patternRows[c.pattern].id,
      anchorDate: anchor(c.offset),
    })),
  );
  const crewRows = await db.insert(crews).values(crewValues).returning({ id: crews.id, siteId: crews.siteId });
  // Each site's plain employees of Operations and Supply Chain, dealt to its five crews in turn.
  const bySite = `{${crewRows.map((c) => c.id).join(',')}}`;
  const res = await db.execute(sql`with members as (
      select e.id, e.site_id, row_number() over (partition by e.site_id order by e.id) as k
      from employees e join departments d on d.id = e.department_id
      where e.emp_code >= ${firstEmpCode} and e.roles = array['employee']::text[] and d.name_en in ('Operations', 'Supply Chain') and e.site_id is not null
    ), placed as (
      select m.id, (${bySite}::int[])[array_position(${`{${siteIds.join(',')}}`}::int[], m.site_id) * 5 - 4 + ((m.k - 1) % 5)::int] as crew_id from members m
    )
    update employees set crew_id = placed.crew_id from placed where employees.id = placed.id`);
  const people = res.rowCount ?? 0;
  await db.execute(sql`insert into roster_assignments (employee_id, start_date, pattern_id, anchor_date, crew_id)
    select e.id, ${`${lastYear}-01-01`}::date, c.pattern_id, c.anchor_date, c.id from employees e join crews c on c.id = e.crew_id where e.emp_code >= ${firstEmpCode}`);
  return { crews: crewRows.length, people };
}
