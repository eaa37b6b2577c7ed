import { accountStatusOf, employeeRecordOf, foldSearch, type TEmployee, type TEmployeeRecordField, type TEmployeeListQuery, type TEmployeeListResponse, type TRole, type TTeamListQuery, type TTeamListResponse, type TTeamUnits } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import { presentEmployee } from './employee-presenter.js';
import { loadDirectory, type TDirectoryEmployee, type TDirectoryUnit } from './directory-repository.js';
import type { TEmployeeRow } from './employee-repository.js';
import type { Actor, Ctx } from '../../core/context.js';
import { type TScopeAction, viewScopeKey } from '../../core/scope.js';

type ScopeActor = Pick<Actor, 'id' | 'roles'>;
type TNames = [string, string] | null;

const rankOf = {
  empCode: (e: TDirectoryEmployee) => e.rankEmpCode,
  name: (e: TDirectoryEmployee) => e.rankName,
  email: (e: TDirectoryEmployee) => e.rankEmail,
  hireDate: (e: TDirectoryEmployee) => e.rankHireDate,
} as const;
type TSort = keyof typeof rankOf;

/**
 * The whole organisation in memory: every person, unit name, reporting line and site_hr site,
 * loaded in four queries and kept in the read cache, so it is forgotten the moment any of them
 * changes (read-cache.ts). The people lists are served from it: filtering and paging a few
 * thousand records here costs less than one embedded-PostgreSQL round trip, and fifty HR users
 * paging at once no longer queue on the database.
 *
 * `visible()` is the in-memory twin of scopeFilter(); the scope matrix test holds them equal.
 * Queries that join people to other tables (leave, attendance) keep using scopeFilter().
 */
export class Directory {
  readonly people: TDirectoryEmployee[];
  private readonly byId = new Map<number, TDirectoryEmployee>();
  private readonly reports = new Map<number, number[]>();
  private readonly hrSites = new Map<number, number[]>();
  private readonly units = new Map<string, TNames>();
  private readonly orders = new Map<TSort, TDirectoryEmployee[]>();

  constructor(data: { people: TDirectoryEmployee[]; units: TDirectoryUnit[]; hrSites: { employeeId: number; siteId: number }[] }) {
    this.people = data.people;
    for (const e of data.people) {
      this.byId.set(e.id, e);
      if (e.managerId !== null) {
        const list = this.reports.get(e.managerId);
        if (list) list.push(e.id);
        else this.reports.set(e.managerId, [e.id]);
      }
    }
    for (const u of data.units) this.units.set(`${u.kind}:${u.id}`, [u.nameEn, u.nameAr]);
    for (const h of data.hrSites) {
      const list = this.hrSites.get(h.employeeId);
      if (list) list.push(h.siteId);
      else this.hrSites.set(h.employeeId, [h.siteId]);
    }
  }

  get(id: number): TDirectoryEmployee | undefined {
    return this.byId.get(id);
  }

  /** The sites a site_hr person looks after. */
  hrSitesOf(id: number): readonly number[] {
    return this.hrSites.get(id) ?? [];
  }

  /** Active site HR people who look after the site (approval chains' site HR step). */
  siteHrOf(siteId: number): readonly number[] {
    const out: number[] = [];
    for (const [id, sites] of this.hrSites) {
      const p = this.byId.get(id);
      if (p?.active && p.roles.includes('site_hr') && sites.includes(siteId)) out.push(id);
    }
    return out;
  }

  /** Whom (viewer, action) lets through: the same rule as scopeFilter(), as a predicate. */
  visible(actor: ScopeActor, action: TScopeAction): (e: TDirectoryEmployee) => boolean {
    const has = (...roles: TRole[]) => roles.some((r) => actor.roles.includes(r));
    const none = () => false;
    const all = () => true;
    const sites = () => new Set(this.hrSites.get(actor.id) ?? []);
    if (action === 'hr.write') return has('hr', 'admin') ? all : none;
    if (action === 'hr.read') {
      if (has('hr', 'admin')) return all;
      if (!has('site_hr')) return none;
      const own = sites();
      return (e) => e.siteId !== null && own.has(e.siteId);
    }
    let view: (e: TDirectoryEmployee) => boolean;
    if (has('hr', 'admin')) view = all;
    else {
      const ids = new Set<number>([actor.id]);
      if (has('manager')) for (const id of this.subtree(actor.id)) ids.add(id);
      else if (has('supervisor')) for (const id of this.reports.get(actor.id) ?? []) ids.add(id);
      const own = has('site_hr') ? sites() : null;
      view = (e) => ids.has(e.id) || (own !== null && e.siteId !== null && own.has(e.siteId));
    }
    return action === 'pick' ? (e) => e.active && view(e) : view;
  }

  /** A manager's direct reports. */
  subtreeChildren(managerId: number): readonly number[] {
    return this.reports.get(managerId) ?? [];
  }

  /** Everyone under a manager, to any depth (a loop in bad data still ends). */
  subtree(managerId: number): Set<number> {
    const seen = new Set<number>();
    const queue = [managerId];
    for (let i = 0; i < queue.length; i++) {
      for (const id of this.reports.get(queue[i]) ?? []) {
        if (!seen.has(id)) {
          seen.add(id);
          queue.push(id);
        }
      }
    }
    return seen;
  }

  /** Everyone in a list order, as PostgreSQL would sort them; descending keeps empty dates last. */
  ordered(sort: TSort, dir: 'asc' | 'desc'): TDirectoryEmployee[] {
    let asc = this.orders.get(sort);
    if (!asc) {
      const rank = rankOf[sort];
      asc = [...this.people].sort((a, b) => rank(a) - rank(b));
      this.orders.set(sort, asc);
    }
    if (dir === 'asc') return asc;
    const desc = [...asc].reverse();
    if (sort !== 'hireDate') return desc;
    return [...desc.filter((e) => e.hireDate !== null), ...desc.filter((e) => e.hireDate === null)];
  }

  /** A person as the employee presenter takes them. */
  row(e: TDirectoryEmployee): TEmployeeRow {
    const names = (kind: 'site' | 'department' | 'section' | 'shift', id: number | null) => this.unitName(kind, id);
    const m = e.managerId === null ? undefined : this.byId.get(e.managerId);
    return {
      id: e.id,
      empCode: e.empCode,
      domainAccount: e.domainAccount,
      fullNameEn: e.fullNameEn,
      fullNameAr: e.fullNameAr,
      email: e.email,
      mobile: e.mobile,
      badge: e.badge ?? null,
      siteId: e.siteId,
      site: names('site', e.siteId),
      departmentId: e.departmentId,
      department: names('department', e.departmentId),
      sectionId: e.sectionId,
      section: names('section', e.sectionId),
      shiftId: e.shiftId,
      shift: names('shift', e.shiftId),
      managerId: e.managerId,
      manager: m ? [m.empCode, m.fullNameEn, m.fullNameAr] : null,
      roles: e.roles,
      hrSiteIds: this.hrSites.get(e.id) ?? [],
      hireDate: e.hireDate,
      endDate: e.endDate,
      ...(employeeRecordOf(e) as Pick<TEmployee, TEmployeeRecordField>),
      birthDate: e.birthDate,
      disability: e.disability,
      language: e.language,
      active: e.active,
      activated: e.activated,
      invitedAt: e.invitedAt,
      invitedVia: e.invitedVia,
      lockedUntil: e.lockedUntil,
      updatedAt: new Date(e.updatedAt),
      holidayGroups: e.holidayGroups ?? [],
    };
  }

  unitName(kind: TDirectoryUnit['kind'], id: number | null): TNames {
    return id === null ? null : (this.units.get(`${kind}:${id}`) ?? null);
  }

  /** Who a row is about, as every list of the API names them: company ID, names, department and section in both languages. */
  personColumns(employeeId: number) {
    const p = this.get(employeeId);
    const dept = p ? this.unitName('department', p.departmentId) : null;
    const sect = p ? this.unitName('section', p.sectionId) : null;
    return {
      userId: p?.empCode ?? 0,
      userName: p?.fullNameEn ?? '',
      userNameAr: p?.fullNameAr ?? '',
      Department: dept?.[0] ?? null,
      DepartmentAr: dept?.[1] ?? null,
      Section: sect?.[0] ?? null,
      SectionAr: sect?.[1] ?? null,
    };
  }
}

/** The directory, loaded once per change of the data behind it (one load shared by concurrent callers). */
export function getDirectory(ctx: Pick<Ctx, 'db' | 'reads'>): Promise<Directory> {
  return ctx.reads.get('directory', async () => new Directory(await loadDirectory(ctx.db)), { topics: ['people'], ttlMs: 60_000 });
}

/** One page of whoever passes `keep`, in `order`, and how many pass in all. */
function page<T>(order: readonly T[], keep: (e: T) => boolean, pageIndex: number, pageSize: number): { items: T[]; total: number } {
  const start = pageIndex * pageSize;
  const items: T[] = [];
  let total = 0;
  for (const e of order) {
    if (!keep(e)) continue;
    if (total >= start && items.length < pageSize) items.push(e);
    total++;
  }
  return { items, total };
}

/** One page of a list already filtered. */
const pageOf = <T,>(all: readonly T[], pageIndex: number, pageSize: number) => ({ items: all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), total: all.length });

const matches = (term: string) => {
  const folded = term ? foldSearch(term) : '';
  return (e: TDirectoryEmployee) => !folded || e.searchText.includes(folded);
};

/** The HR employees list: scope, filters, search (folded, either language), sort and a page. */
export async function listDirectoryEmployees(ctx: Ctx, actor: Actor, q: TEmployeeListQuery): Promise<TEmployeeListResponse> {
  const dir = await getDirectory(ctx);
  const inScope = dir.visible(actor, 'hr.read');
  const search = matches(q.q ?? '');
  const active = q.active === 'all' ? null : q.active === 'true';
  const keep = (e: TDirectoryEmployee) =>
    inScope(e) &&
    (active === null || e.active === active) &&
    (!q.siteId || e.siteId === q.siteId) &&
    (!q.departmentId || e.departmentId === q.departmentId) &&
    (!q.sectionId || e.sectionId === q.sectionId) &&
    (!q.role || e.roles.includes(q.role)) &&
    (!q.status || accountStatusOf({ activated: e.activated, invitedAt: e.invitedAt === null ? null : String(e.invitedAt) }) === q.status) &&
    search(e);
  const present = ({ items, total }: { items: TDirectoryEmployee[]; total: number }) => ({ items: items.map((e) => presentEmployee(dir.row(e))), total });
  // Terms of one or two characters match most people: those lists are not kept (memory).
  const term = q.q?.trim().length ?? 0;
  if (term > 0 && term < 3) return present(page(dir.ordered(q.sort, q.dir), keep, q.page, q.pageSize));
  // The list walks all 20,000 people to count them (0.5–1 ms; 2–4 ms with a search: the folded text
  // of each, in two scripts), and a page of 25 people is 25 KB of JSON. So the matches, and each
  // page as sent, are kept per HR scope and filters until people change (or a minute passes, as the
  // directory's): the list as opened from the menu (no search, the first call of every HR visit),
  // paging, or another HR user's same list are walked and serialised once (routes send the page with
  // sendCachedJson). docs/performance.md has the figures.
  const { page: _p, pageSize: _s, ...filters } = q;
  const key = `${viewScopeKey(actor)}|${JSON.stringify(filters)}`;
  const kept = { topics: ['people'] as const, ttlMs: 60_000 };
  return ctx.reads.get(
    `employee-page|${key}|${q.page}|${q.pageSize}`,
    async () => present(pageOf(await ctx.reads.get(`employee-list|${key}`, async () => dir.ordered(q.sort, q.dir).filter(keep), kept), q.page, q.pageSize)),
    kept,
  );
}

/** The team list: active people in the viewer's scope but themselves, by company ID. */
export async function listDirectoryTeam(ctx: Ctx, actor: Actor, q: TTeamListQuery): Promise<TTeamListResponse> {
  const dir = await getDirectory(ctx);
  const inScope = dir.visible(actor, 'view');
  const search = matches(q.q ?? '');
  const keep = (e: TDirectoryEmployee) => e.active && e.id !== actor.id && inScope(e) && search(e);
  const { items, total } = page(dir.ordered('empCode', 'asc'), keep, q.page, q.pageSize);
  return {
    total,
    items: items.map((e) => {
      const [site, department, section] = [dir.unitName('site', e.siteId), dir.unitName('department', e.departmentId), dir.unitName('section', e.sectionId)];
      return {
        id: e.id,
        EmpCode: e.empCode,
        FullName: e.fullNameEn,
        fullNameAr: e.fullNameAr,
        email: e.email,
        site: site?.[0] ?? null,
        siteAr: site?.[1] ?? null,
        department: department?.[0] ?? null,
        departmentAr: department?.[1] ?? null,
        section: section?.[0] ?? null,
        sectionAr: section?.[1] ?? null,
        managerEmpCode: e.managerId === null ? null : (dir.get(e.managerId)?.empCode ?? null),
      };
    }),
  };
}

/**
 * The departments and sections of the people the viewer's team lists show (hr: everyone), for the
 * lists' filters: names only, so supervisors and managers filter by unit without reading the
 * organisation's structure.
 */
export async function teamUnits(ctx: Ctx, actor: Actor): Promise<TTeamUnits> {
  if (!['supervisor', 'manager', 'site_hr', 'hr', 'admin'].some((r) => actor.roles.includes(r as TRole))) throw new AppError('FORBIDDEN');
  // Per scope until people change: at 20,000 people a walk of everyone cost 6–20 ms a call, and
  // every team page asks for it.
  return ctx.reads.get(`team-units|${viewScopeKey(actor)}`, () => loadTeamUnits(ctx, actor), { topics: ['people'] });
}

async function loadTeamUnits(ctx: Ctx, actor: Actor): Promise<TTeamUnits> {
  const dir = await getDirectory(ctx);
  const inScope = dir.visible(actor, 'view');
  const sections = new Map<number, Set<number>>();
  for (const e of dir.people) {
    if (!e.active || e.departmentId === null || !inScope(e)) continue;
    const set = sections.get(e.departmentId) ?? new Set<number>();
    if (e.sectionId !== null) set.add(e.sectionId);
    sections.set(e.departmentId, set);
  }
  const unit = (kind: 'department' | 'section', id: number) => {
    const n = dir.unitName(kind, id);
    return { id, nameEn: n?.[0] ?? '', nameAr: n?.[1] ?? '' };
  };
  const byName = (a: { nameEn: string }, b: { nameEn: string }) => (a.nameEn < b.nameEn ? -1 : a.nameEn > b.nameEn ? 1 : 0);
  return {
    departments: [...sections]
      .map(([id, secs]) => ({ ...unit('department', id), sections: [...secs].map((s) => unit('section', s)).sort(byName) }))
      .sort(byName),
  };
}

/**
 * The ids of the viewer's team but themselves (supervisor: reports, manager: subtree, HR:
 * everyone, site HR: their sites), narrowed by person, unit and search (a company ID's start, or a
 * name in either language): the team lists of overtime and permissions.
 */
export function teamMemberIds(dir: Directory, actor: Actor, q: { q?: string; employeeId?: number; departmentId?: number; sectionId?: number }): number[] {
  const inScope = dir.visible(actor, 'view');
  const term = q.q?.trim() ?? '';
  const numeric = /^\d+$/.test(term);
  const folded = term ? foldSearch(term) : '';
  return dir.people
    .filter((e) => e.id !== actor.id && inScope(e))
    .filter((e) => !q.employeeId || e.id === q.employeeId)
    .filter((e) => !q.departmentId || e.departmentId === q.departmentId)
    .filter((e) => !q.sectionId || e.sectionId === q.sectionId)
    .filter((e) => !term || (numeric ? String(e.empCode).startsWith(term) : e.searchText.includes(folded)))
    .map((e) => e.id);
}
