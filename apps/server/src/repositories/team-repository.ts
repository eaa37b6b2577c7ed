import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { likeContains } from '@hr/shared';
import type { Db } from '../db/client.js';
import { departments, employees, sections, sites } from '../db/schema.js';

const manager = alias(employees, 'mgr');

export async function listPeople(db: Db, opts: { scope: SQL; excludeId: number; q?: string; page: number; pageSize: number }) {
  const search = opts.q ? sql`${employees.searchText} like ${likeContains(opts.q)}` : undefined;
  const where = and(opts.scope, eq(employees.active, true), ne(employees.id, opts.excludeId), search);
  const [items, total] = await Promise.all([
    db
      .select({
        id: employees.id,
        EmpCode: employees.empCode,
        FullName: employees.fullNameEn,
        fullNameAr: employees.fullNameAr,
        email: employees.email,
        site: sites.nameEn,
        siteAr: sites.nameAr,
        department: departments.nameEn,
        departmentAr: departments.nameAr,
        section: sections.nameEn,
        sectionAr: sections.nameAr,
        managerEmpCode: manager.empCode,
      })
      .from(employees)
      .leftJoin(sites, eq(sites.id, employees.siteId))
      .leftJoin(departments, eq(departments.id, employees.departmentId))
      .leftJoin(sections, eq(sections.id, employees.sectionId))
      .leftJoin(manager, eq(manager.id, employees.managerId))
      .where(where)
      .orderBy(asc(employees.empCode))
      .limit(opts.pageSize)
      .offset(opts.page * opts.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(employees).where(where),
  ]);
  return { items, total: total[0]?.n ?? 0 };
}
