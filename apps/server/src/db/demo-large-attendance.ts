import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * Attendance for the large organisation (`--events 10000000`): sign-ins and sign-outs on the work
 * days (Sunday to Thursday; a crew member's rostered days at their shift's hours) going
 * back from yesterday until about `count` events are made, at times that
 * vary by person and day in a fixed pattern, with about one absent day in 23 and one forgotten
 * sign-out in 41.
 *
 * Made for speed on a fresh database (10 M rows took 10.8 minutes as checked inserts):
 * the table's secondary indexes and its foreign keys are dropped, the rows are generated inside
 * PostgreSQL (generate_series) by two connections at once, each a half of the days, and the indexes
 * and keys are put back from their own definitions as read from the catalog (one sort per index,
 * one join to check each key) — the same schema as before, whatever the migrations made of it.
 * The people are new (emp_code ≥ firstEmpCode), so no row can collide with an existing one.
 */
export async function loadLargeAttendance(database: Pick<Database, 'db' | 'pool'>, count: number, firstEmpCode = 10_001): Promise<number> {
  const { db, pool } = database;
  const [{ n: people }] = (await db.execute(sql`select count(*)::int as n from employees where emp_code >= ${firstEmpCode}`)).rows as { n: number }[];
  if (!people || count <= 0) return 0;
  // Who works how often: the fixed shift 5 days in 7; a crew on the weekly rotation 15 in 21, on four-on-four-off 4 in 8.
  const [share] = (
    await db.execute(sql`select coalesce(sum(case when p.id is null then 5.0 / 7 else (select count(*) filter (where x > 0) from unnest(p.days) x)::float / array_length(p.days, 1) end), 0)::float as worked
      from employees e left join roster_assignments a on a.employee_id = e.id left join rotation_patterns p on p.id = a.pattern_id where e.emp_code >= ${firstEmpCode}`)
  ).rows as { worked: number }[];
  const calendarDays = Math.ceil(count / (Math.max(1, share.worked) * 2 * (1 - 1 / 23))) + 1;

  const saved = (
    await db.execute(sql`select 'index' as kind, c.relname as name, pg_get_indexdef(i.indexrelid) as def
        from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = 'attendance_events'::regclass and not i.indisprimary and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      union all
      select 'fk', conname, pg_get_constraintdef(oid) from pg_constraint where conrelid = 'attendance_events'::regclass and contype = 'f'`)
  ).rows as { kind: 'index' | 'fk'; name: string; def: string }[];
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const s of saved) {
    await pool.query(s.kind === 'index' ? `drop index ${ident(s.name)}` : `alter table attendance_events drop constraint ${ident(s.name)}`);
  }
  let made: number;
  try {
    // Two halves of the days, one per connection (a core each on a 2-core machine); each half in
    // statements of 40 days so no one statement holds gigabytes of WAL in flight.
    const half = Math.ceil(calendarDays / 2);
    const ranges = [
      [1, half],
      [half + 1, calendarDays],
    ].filter(([a, b]) => a <= b);
    const counts = await Promise.all(ranges.map(([first, last]) => insertDays(pool, firstEmpCode, first, last)));
    made = counts.reduce((a, b) => a + b, 0);
  } finally {
    const client = await pool.connect();
    try {
      await client.query(`set maintenance_work_mem = '512MB'`);
      for (const s of saved.filter((x) => x.kind === 'index')) await client.query(s.def);
      for (const s of saved.filter((x) => x.kind === 'fk')) await client.query(`alter table attendance_events add constraint ${ident(s.name)} ${s.def}`);
    } finally {
      client.release();
    }
  }
  return made;
}

async function insertDays(pool: Database['pool'], firstEmpCode: number, first: number, last: number): Promise<number> {
  const client = await pool.connect();
  let made = 0;
  try {
    // A demo's rows: losing the last second of them in a crash loses nothing (the run starts over).
    await client.query('set synchronous_commit = off');
    for (let back = first; back <= last; back += 40) {
      const res = await client.query(
        `insert into attendance_events (employee_id, event_type, occurred_at, source)
        select w.id, t.type,
          ((w.d + make_interval(mins => case when t.type = 'in' then w.start_min - 20 + (w.id * 7 + extract(doy from w.d)::int * 13) % 30
                                              else w.start_min + w.len_min + (w.id * 11 + extract(doy from w.d)::int * 5) % 40 end))::timestamp at time zone 'Africa/Cairo'),
          'device'
        from (
          -- Each person's worked days: a crew member's from their roster (the cycle's shift, none on a rest day),
          -- anyone else's on the fixed day shift (08:00-16:00, Sunday to Thursday).
          select r.id, r.d,
            case when r.shift is null then 480 else split_part(s.start_time, ':', 1)::int * 60 + split_part(s.start_time, ':', 2)::int end as start_min,
            case when r.shift is null then 480
                 else ((split_part(s.end_time, ':', 1)::int - split_part(s.start_time, ':', 1)::int) * 60 + split_part(s.end_time, ':', 2)::int - split_part(s.start_time, ':', 2)::int + 1440) % 1440 end as len_min
          from (
            select e.id, days.d,
              case when p.id is null then null else p.days[((days.d - a.anchor_date) % array_length(p.days, 1) + array_length(p.days, 1)) % array_length(p.days, 1) + 1] end as shift,
              p.id as pattern
            from (select d::date as d from generate_series(current_date - $2::int, current_date - $3::int, interval '1 day') d) days
              cross join employees e
              left join roster_assignments a on a.employee_id = e.id
              left join rotation_patterns p on p.id = a.pattern_id
            where e.emp_code >= $1
          ) r left join shifts s on s.id = r.shift
          where (r.pattern is null and extract(dow from r.d) between 0 and 4) or (r.pattern is not null and r.shift > 0)
        ) w cross join (values ('in'), ('out')) t(type)
        where (w.id + extract(doy from w.d)::int) % 23 <> 0
          and not (t.type = 'out' and (w.id * 3 + extract(doy from w.d)::int) % 41 = 0)`,
        [firstEmpCode, Math.min(back + 39, last), back],
      );
      made += res.rowCount ?? 0;
    }
  } finally {
    client.release();
  }
  return made;
}
