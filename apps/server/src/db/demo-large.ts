import { sql } from 'drizzle-orm';
import { hashPassword } from '../core/passwords.js';
import type { Db } from './client.js';
import { DEMO_PASSWORD } from './demo-data.js';
import { credentials, departments, employeeHrSites, employees, sections, sites } from './schema.js';

/**
 * A large, realistic organisation for benchmarks (`npm run demo:large -- --employees 2000`).
 * Deterministic: the same size gives the same people, so figures can be compared between runs.
 */
const FIRST = [
  ['Ahmed', 'أحمد'], ['Mohamed', 'محمد'], ['Mahmoud', 'محمود'], ['Omar', 'عمر'], ['Youssef', 'يوسف'], ['Mostafa', 'مصطفى'],
  ['Karim', 'كريم'], ['Hassan', 'حسن'], ['Ali', 'علي'], ['Tarek', 'طارق'], ['Amr', 'عمرو'], ['Khaled', 'خالد'], ['Hany', 'هاني'],
  ['Sherif', 'شريف'], ['Waleed', 'وليد'], ['Islam', 'إسلام'], ['Mina', 'مينا'], ['Bishoy', 'بيشوي'], ['Ramy', 'رامي'], ['Ziad', 'زياد'],
  ['Mona', 'منى'], ['Sara', 'سارة'], ['Nour', 'نور'], ['Heba', 'هبة'], ['Dina', 'دينا'], ['Rania', 'رانيا'], ['Laila', 'ليلى'],
  ['Mariam', 'مريم'], ['Yasmin', 'ياسمين'], ['Aya', 'آية'], ['Salma', 'سلمى'], ['Nada', 'ندى'], ['Shaimaa', 'شيماء'], ['Marwa', 'مروة'],
  ['Hend', 'هند'], ['Reem', 'ريم'], ['Farida', 'فريدة'], ['Mai', 'مي'], ['Eman', 'إيمان'], ['Fatma', 'فاطمة'],
] as const;
const LAST = [
  ['Hassan', 'حسن'], ['Ibrahim', 'إبراهيم'], ['Mahmoud', 'محمود'], ['Abdelrahman', 'عبد الرحمن'], ['Saad', 'سعد'], ['Farouk', 'فاروق'],
  ['Salah', 'صلاح'], ['Kamal', 'كمال'], ['Fathy', 'فتحي'], ['Gamal', 'جمال'], ['Adel', 'عادل'], ['Samir', 'سمير'], ['Mostafa', 'مصطفى'],
  ['Nabil', 'نبيل'], ['Ragab', 'رجب'], ['Shawky', 'شوقي'], ['Zaki', 'زكي'], ['Wahba', 'وهبة'], ['Girgis', 'جرجس'], ['Hanna', 'حنا'],
  ['Soliman', 'سليمان'], ['Mansour', 'منصور'], ['El-Sayed', 'السيد'], ['Ashour', 'عاشور'], ['Badawi', 'بدوي'],
] as const;
/** The group's three sites (a factory group of 20,000 on three sites). */
const SITES = [['Cairo', 'القاهرة'], ['Alexandria', 'الإسكندرية'], ['10th of Ramadan', 'العاشر من رمضان']] as const;
const DEPTS = [
  ['Operations', 'العمليات', [['Production', 'الإنتاج'], ['Quality', 'الجودة'], ['Maintenance', 'الصيانة']]],
  ['Sales', 'المبيعات', [['Field Sales', 'المبيعات الميدانية'], ['Key Accounts', 'كبار العملاء']]],
  ['Finance', 'المالية', [['Accounting', 'المحاسبة'], ['Treasury', 'الخزينة']]],
  ['Human Resources', 'الموارد البشرية', [['Recruitment', 'التوظيف'], ['Payroll', 'الأجور']]],
  ['Supply Chain', 'سلاسل الإمداد', [['Warehouse', 'المخازن'], ['Logistics', 'النقل والتوزيع'], ['Purchasing', 'المشتريات']]],
  ['Information Technology', 'تكنولوجيا المعلومات', [['Support', 'الدعم الفني'], ['Systems', 'النظم']]],
] as const;

/** mulberry32: a small seeded generator, so the organisation is the same every time. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LargeDemoResult {
  employees: number;
  topManagerEmpCode: number;
}

export async function loadLargeDemo(db: Db, count: number, firstEmpCode = 10_001): Promise<LargeDemoResult> {
  const rnd = seeded(count);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const siteRows = await db.insert(sites).values(SITES.map(([nameEn, nameAr]) => ({ nameEn, nameAr }))).returning({ id: sites.id });
  const deptRows = await db.insert(departments).values(DEPTS.map(([nameEn, nameAr]) => ({ nameEn, nameAr }))).returning({ id: departments.id });
  const sectionValues = DEPTS.flatMap(([, , secs], d) => secs.map(([nameEn, nameAr]) => ({ departmentId: deptRows[d].id, nameEn, nameAr })));
  const sectionRows = await db.insert(sections).values(sectionValues).returning({ id: sections.id, departmentId: sections.departmentId });

  // Shape: a general manager, one manager per department, a supervisor per ~12 people, employees.
  type P = { empCode: number; roles: string[]; dept: number; managerIdx: number | null };
  const people: P[] = [{ empCode: firstEmpCode, roles: ['employee', 'manager'], dept: 0, managerIdx: null }];
  const deptHeads = DEPTS.map((_, d) => {
    people.push({ empCode: firstEmpCode + people.length, roles: ['employee', 'manager'], dept: d, managerIdx: 0 });
    return people.length - 1;
  });
  people.push({ empCode: firstEmpCode + people.length, roles: ['employee', 'hr'], dept: 3, managerIdx: deptHeads[3] });
  const supervisors: number[][] = DEPTS.map(() => []);
  while (people.length < count) {
    const d = Math.floor(rnd() * DEPTS.length);
    const sups = supervisors[d];
    if (sups.length === 0 || rnd() < 1 / 12) {
      people.push({ empCode: firstEmpCode + people.length, roles: ['employee', 'supervisor'], dept: d, managerIdx: deptHeads[d] });
      sups.push(people.length - 1);
    } else {
      people.push({ empCode: firstEmpCode + people.length, roles: ['employee'], dept: d, managerIdx: pick(sups) });
    }
  }

  const rows = people.map((p, i) => {
    const [fe, fa] = pick(FIRST);
    const [le, la] = pick(LAST);
    const secs = sectionRows.filter((s) => s.departmentId === deptRows[p.dept].id);
    const year = 1965 + Math.floor(rnd() * 38);
    const hired = 2000 + Math.floor(rnd() * 26);
    const md = () => `${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;
    const login = `${fe}.${le}.${p.empCode}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
    return {
      empCode: p.empCode,
      domainAccount: login,
      fullNameEn: `${fe} ${le}`,
      fullNameAr: `${fa} ${la}`,
      email: `${login}@large.example.com`,
      mobile: `010${String(10_000_000 + i).slice(-8)}`,
      siteId: siteRows[i % 7 === 0 ? 1 : Math.floor(rnd() * siteRows.length)].id,
      departmentId: deptRows[p.dept].id,
      sectionId: pick(secs).id,
      roles: p.roles,
      hireDate: `${hired}-${md()}`,
      birthDate: `${year}-${md()}`,
      language: rnd() < 0.4 ? 'ar' : 'en',
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await db.insert(employees).values(rows.slice(i, i + 1000)).returning({ id: employees.id });
    ids.push(...inserted.map((r) => r.id));
  }
  const pairs = people.flatMap((p, i) => (p.managerIdx === null ? [] : [sql`(${ids[i]}::int, ${ids[p.managerIdx]}::int)`]));
  for (let i = 0; i < pairs.length; i += 1000) {
    await db.execute(sql`update employees set manager_id = v.m from (values ${sql.join(pairs.slice(i, i + 1000), sql`, `)}) as v(e, m) where employees.id = v.e`);
  }
  // Everyone's first dated job row, from the hire date.
  await db.execute(sql`insert into job_history (employee_id, effective_from, site_id, department_id, section_id, shift_id, manager_id, job_title, contract_type)
    select id, coalesce(hire_date, current_date), site_id, department_id, section_id, shift_id, manager_id, job_title, contract_type from employees
    where emp_code >= ${firstEmpCode} on conflict do nothing`);
  const hr = people.findIndex((p) => p.roles.includes('hr'));
  await db.insert(employeeHrSites).values(siteRows.map((s) => ({ employeeId: ids[hr], siteId: s.id }))).onConflictDoNothing();
  const hash = await hashPassword(DEMO_PASSWORD);
  for (let i = 0; i < ids.length; i += 2000) {
    await db.insert(credentials).values(ids.slice(i, i + 2000).map((employeeId) => ({ employeeId, passwordHash: hash })));
  }
  return { employees: ids.length, topManagerEmpCode: firstEmpCode };
}

/** Leave requests a person files in a year by default (`--requests` not given): about 16 days off in 1–3 day spells. */
export const LEAVE_REQUESTS_PER_PERSON_YEAR = 8;

/**
 * Leave requests for the large organisation (`--requests 50000`): each person gets a run of
 * non-overlapping requests across the year around today (half a year back, half ahead), most
 * approved, some pending (waiting on their manager), some rejected or cancelled. Deterministic for
 * a size and a date, inserted a few thousand per statement.
 */
export async function loadLargeLeave(db: Db, count: number, firstEmpCode = 10_001): Promise<number> {
  const rnd = seeded(count + 7);
  const people = (
    await db.execute(sql`select id, manager_id as "managerId" from employees where emp_code >= ${firstEmpCode} order by id`)
  ).rows as { id: number; managerId: number | null }[];
  const types = (await db.execute(sql`select id, code, balance_type_id as "balanceTypeId" from leave_types where code in ('annual', 'casual', 'sick', 'mission')`)).rows as {
    id: number;
    code: string;
    balanceTypeId: number | null;
  }[];
  const weights: [string, number][] = [['annual', 0.6], ['casual', 0.2], ['sick', 0.1], ['mission', 0.1]];
  const pickType = () => {
    let r = rnd();
    for (const [code, w] of weights) if ((r -= w) < 0) return types.find((t) => t.code === code)!;
    return types[0];
  };
  const today = new Date();
  const origin = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 182 * 86_400_000;
  const perPerson = Math.ceil(count / people.length);
  const span = Math.max(5, (365 / perPerson) | 0);
  const rows: Record<string, unknown>[] = [];
  const day = (n: number) => new Date(origin + n * 86_400_000).toISOString().slice(0, 10);
  for (let k = 0; rows.length < count; k++) {
    const p = people[k % people.length];
    const slot = Math.floor(k / people.length);
    const start = slot * span + Math.floor(rnd() * Math.max(1, span - 4));
    const len = 1 + Math.floor(rnd() * 3);
    let working = 0;
    for (let i = 0; i < len; i++) if (![5, 6].includes(new Date(origin + (start + i) * 86_400_000).getUTCDay())) working++;
    const type = pickType();
    const r = rnd();
    const state = r < 0.6 ? 'approved' : r < 0.8 ? 'requested' : r < 0.9 ? 'rejected' : 'cancelled';
    const startDate = day(start);
    const endDate = day(start + len - 1);
    if (startDate.slice(0, 4) !== endDate.slice(0, 4)) continue;
    rows.push({
      employee_id: p.id,
      leave_type_id: type.id,
      balance_type_id: type.balanceTypeId,
      year: Number(startDate.slice(0, 4)),
      start_date: startDate,
      end_date: endDate,
      days: Math.max(working, 1),
      state,
      approver_id: p.managerId,
      filed_by_id: p.id,
    });
  }
  for (let i = 0; i < rows.length; i += 5000) {
    await db.execute(sql`insert into leave_requests (employee_id, leave_type_id, balance_type_id, year, start_date, end_date, days, state, approver_id, filed_by_id)
      select employee_id, leave_type_id, balance_type_id, year, start_date, end_date, days, state, approver_id, filed_by_id
      from json_to_recordset(${JSON.stringify(rows.slice(i, i + 5000))}::json) as v(employee_id int, leave_type_id int, balance_type_id int, year int,
        start_date date, end_date date, days numeric, state text, approver_id int, filed_by_id int)`);
  }
  // Each request in the approval lifecycle, at the first step of its leave type's chain: the line manager, HR where there is none.
  await db.execute(sql`insert into approvals (kind, subject_id, employee_id, state, chain, scope_id, step, approver_id, pool, site_id, filed_at, step_since)
    select 'leave', r.id, r.employee_id,
      case r.state when 'requested' then 'waiting' when 'approved' then 'approved' when 'rejected' then 'rejected' else 'closed' end,
      coalesce(c.steps, '[{"approver":"manager","personId":null}]'::jsonb), r.leave_type_id, 0, r.approver_id,
      case when r.approver_id is null then 'hr' end, e.site_id, r.created_at, r.created_at
    from leave_requests r join employees e on e.id = r.employee_id
      left join approval_chains c on c.kind = 'leave' and c.leave_type_id = r.leave_type_id
    where e.emp_code >= ${firstEmpCode}`);
  await db.execute(sql`insert into leave_events (request_id, actor_id, action, from_state, to_state)
    select id, employee_id, 'submitted', null, 'requested' from leave_requests where employee_id in (select id from employees where emp_code >= ${firstEmpCode})`);
  return rows.length;
}
