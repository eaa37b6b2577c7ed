import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Directory } from './directory-service.js';
import { loadDirectory } from './directory-repository.js';
import { scopeFilter, type TScopeAction } from '../../core/scope.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/**
 * Whom (viewer, action) shows, through scopeFilter() in SQL; and checks that the in-memory
 * directory (which serves the people lists) lets exactly the same people through.
 */
async function visible(empCode: number, action: TScopeAction): Promise<number[]> {
  const { db } = t.database;
  const [me] = await db.select({ id: employees.id, roles: employees.roles }).from(employees).where(eq(employees.empCode, empCode));
  const rows = await db
    .select({ empCode: employees.empCode })
    .from(employees)
    .where(scopeFilter(me, action))
    .orderBy(asc(employees.empCode));
  const sqlCodes = rows.map((r) => r.empCode);
  const dir = new Directory(await loadDirectory(db));
  const memoryCodes = dir.people
    .filter(dir.visible(me, action))
    .map((e) => e.empCode)
    .sort((a, b) => a - b);
  expect(memoryCodes).toEqual(sqlCodes);
  return sqlCodes;
}

/** For every demo account, exactly whom 'view' shows (inactive 1015 included: history keeps names). */
const VIEW: Record<number, number[]> = {
  1001: range(1001, 1015), // hr: everyone
  1002: [1002, 1007, 1008, 1009, 1013, 1015], // site_hr of Alexandria, and themselves
  1003: range(1003, 1010), // manager: the whole subtree (1004 → 1005, 1006; 1007 → 1008, 1009; 1010)
  1004: [1004, 1005, 1006], // supervisor: direct reports
  1005: [1005],
  1006: [1006],
  1007: [1007, 1008, 1009],
  1008: [1008],
  1009: [1009],
  1010: [1010],
  1011: [1011, 1012, 1013, 1015],
  1012: [1012],
  1013: [1013],
  1014: [1014],
  1015: [1015],
};

describe("scopeFilter(actor, 'view'): the matrix of every demo account", () => {
  for (const [code, expected] of Object.entries(VIEW)) {
    it(`${code} sees ${expected.join(', ')}`, async () => {
      expect(await visible(Number(code), 'view')).toEqual(expected);
    });
  }
});

describe('the other actions', () => {
  it("'pick' is 'view' without inactive people", async () => {
    for (const [code, expected] of Object.entries(VIEW)) {
      expect(await visible(Number(code), 'pick')).toEqual(expected.filter((c) => c !== 1015));
    }
  });
  it("'hr.read': hr everyone, site_hr their sites, nobody else", async () => {
    expect(await visible(1001, 'hr.read')).toEqual(range(1001, 1015));
    expect(await visible(1002, 'hr.read')).toEqual([1002, 1007, 1008, 1009, 1013, 1015]);
    for (const code of [1003, 1004, 1005, 1007, 1011, 1014]) expect(await visible(code, 'hr.read')).toEqual([]);
  });
  it("'hr.write': hr and admin only", async () => {
    expect(await visible(1001, 'hr.write')).toEqual(range(1001, 1015));
    for (const code of [1002, 1003, 1004, 1005, 1011]) expect(await visible(code, 'hr.write')).toEqual([]);
  });
  it('follows a reporting line that changes, to any depth, in one query', async () => {
    const { db } = t.database;
    // 1011 now reports to 1010, who is in 1003's subtree: 1003 sees 1011's whole team too.
    const id = async (c: number) => (await db.select({ id: employees.id }).from(employees).where(eq(employees.empCode, c)))[0].id;
    await db.update(employees).set({ managerId: await id(1010) }).where(eq(employees.empCode, 1011));
    try {
      expect(await visible(1003, 'view')).toEqual(range(1003, 1015).filter((c) => c !== 1014));
      expect(await visible(1003, 'pick')).toEqual(range(1003, 1013));
    } finally {
      await db.update(employees).set({ managerId: null }).where(eq(employees.empCode, 1011));
    }
    // A loop in bad data still terminates.
    await db.execute(sql`update employees set manager_id = (select id from employees where emp_code = 1005) where emp_code = 1003`);
    try {
      expect(await visible(1003, 'view')).toEqual(range(1003, 1010));
    } finally {
      await db.execute(sql`update employees set manager_id = null where emp_code = 1003`);
    }
  });
});

describe('the in-memory directory', () => {
  it("walks a whole subtree of any depth, and a loop in bad data still ends", () => {
    const people = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, managerId: i === 0 ? null : Math.floor(i / 3) + 1 }));
    const dir = new Directory({ people: people as never, units: [], hrSites: [] });
    expect(dir.subtree(1).size).toBe(4999);
    expect(dir.subtree(4999).size).toBe(0);
    const loop = new Directory({ people: [{ id: 1, managerId: 2 }, { id: 2, managerId: 1 }, { id: 3, managerId: 2 }] as never, units: [], hrSites: [] });
    expect([...loop.subtree(1)].sort()).toEqual([1, 2, 3]);
  });
});
