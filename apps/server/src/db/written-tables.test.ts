import { describe, expect, it } from 'vitest';
import { writtenTables } from './client.js';

/** The tables a committed transaction wrote: their cached reads are forgotten at once (app.ts). */
describe('writtenTables', () => {
  const of = (...statements: unknown[]) => {
    let into: Set<string> | null = new Set<string>();
    for (const s of statements) if (into) into = writtenTables(s, into);
    return into && [...into].sort();
  };

  it('finds the table of each kind of write, quoted or not, in a CTE too', () => {
    expect(
      of(
        'insert into "leave_requests" ("employee_id") values ($1) returning "id"',
        { text: 'update "employees" set "language" = $1 where "employees"."id" = $2' },
        'delete from notifications where id = $1',
        'with ins as (insert into attendance_events (employee_id) select 1 on conflict do nothing returning 1) select count(*) from ins',
        'truncate table public.holidays',
      ),
    ).toEqual(['attendance_events', 'employees', 'holidays', 'leave_requests', 'notifications']);
  });

  it('a read writes nothing; FOR UPDATE and ON CONFLICT DO UPDATE name no table', () => {
    expect(of('select * from employees where id = $1 for update', 'select 1', 'insert into x (a) values (1) on conflict (a) do update set a = 2')).toEqual(['set', 'x']);
    expect(of('select "id" from "employees" for update skip locked')).toEqual(['skip']);
  });

  it('a statement whose text cannot be read means: not known', () => {
    expect(of({ name: 'prepared' })).toBeNull();
  });
});
