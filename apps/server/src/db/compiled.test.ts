import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.js';
import type { Database } from './client.js';
import { compiled } from './compiled.js';
import { employees, holidays } from './schema.js';

/** Statements built once per connection and run many times with values. */
describe('compiled statements', () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('answer what the same Drizzle query answers, on the pool and in transactions, built once per connection', async () => {
    let builds = 0;
    const byCode = compiled((db, p) => {
      builds++;
      return db.select({ id: employees.id, name: employees.fullNameEn, hireDate: employees.hireDate, active: employees.active }).from(employees).where(eq(employees.empCode, p('code')));
    });
    const plain = (code: number) =>
      database.db.select({ id: employees.id, name: employees.fullNameEn, hireDate: employees.hireDate, active: employees.active }).from(employees).where(eq(employees.empCode, code));
    for (const code of [1001, 1005, 1009, 424242]) expect(await byCode(database.db, { code })).toEqual(await plain(code));
    for (let i = 0; i < 30; i++) {
      const code = 1001 + (i % 10);
      expect(await database.db.transaction((tx) => byCode(tx, { code }))).toEqual(await plain(code));
    }
    // The pool once, and each of the transactions' connections (at most the pool's size) once.
    expect(builds).toBeGreaterThanOrEqual(2);
    expect(builds).toBeLessThanOrEqual(1 + 8);
  });

  it('an insert returning its row maps every column as Drizzle does, and a failing one rolls its transaction back', async () => {
    const add = compiled((db, p) => db.insert(holidays).values({ date: p('date'), nameEn: p('nameEn'), nameAr: p('nameAr') } as never).returning());
    const [row] = await database.db.transaction((tx) => add(tx, { date: '2031-05-04', nameEn: 'Compiled day', nameAr: 'يوم' }));
    const [read] = await database.db.select().from(holidays).where(eq(holidays.date, '2031-05-04'));
    expect(row).toEqual(read);
    expect(row).toMatchObject({ date: '2031-05-04', nameEn: 'Compiled day' });
    // The same date again breaks the unique date: nothing of that transaction stays.
    await expect(
      database.db.transaction(async (tx) => {
        await add(tx, { date: '2031-05-05', nameEn: 'Kept?', nameAr: 'لا' });
        await add(tx, { date: '2031-05-04', nameEn: 'Twice', nameAr: 'مرتين' });
      }),
    ).rejects.toThrow();
    expect(await database.db.select().from(holidays).where(eq(holidays.date, '2031-05-05'))).toEqual([]);
  });
});
