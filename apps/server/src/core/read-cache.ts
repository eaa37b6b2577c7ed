/** The channel the data-change triggers notify (migrations 0004 and 0006); the payload is the table. */
export const DATA_CHANNEL = 'hr_data';

/** What cached reads depend on. A change to one topic forgets only the entries that read it. */
export type TCacheTopic = 'people' | 'leave' | 'leaveTypes' | 'delegations' | 'org' | 'attendance' | 'overtime' | 'notifications' | 'approvalCounts';
export const TOPICS: readonly TCacheTopic[] = ['people', 'leave', 'leaveTypes', 'delegations', 'org', 'attendance', 'overtime', 'notifications', 'approvalCounts'];
/** What an entry that names no topics depends on: the HR data (not the notifications). */
const DATA_TOPICS: readonly TCacheTopic[] = ['people', 'leave', 'org', 'attendance', 'overtime'];

/**
 * The topics a changed table bumps (the trigger's payload). Leave types are 'leave' data too, and
 * also their own topic, so the lists of types every form reads survive the filing of a request.
 */
export function topicsOfTable(table: string): TCacheTopic[] | null {
  if (table === 'leave_types') return ['leave', 'leaveTypes'];
  // Who decides for whom is read on every inbox and list; a filed request must not forget it.
  if (table === 'delegations') return ['leave', 'delegations'];
  // Who decides a request of any kind (the lifecycle's table): every kind's inbox and list reads it.
  if (table === 'approvals') return ['leave', 'attendance', 'overtime'];
  if (table === 'approval_chains') return ['org'];
  // Rosters change who works which shift: the people's days and their attendance.
  if (['rotation_patterns', 'crews', 'roster_assignments', 'roster_overrides', 'shift_swaps'].includes(table)) return ['people', 'attendance'];
  // Dated job data and the shifts' kept versions change the days computed from them.
  if (['job_history', 'shift_versions'].includes(table)) return ['people', 'attendance'];
  // Which months are closed: every edit that may touch one reads it, and the sheet.
  if (table === 'payroll_months') return ['org', 'attendance'];
  const topic = topicOfTable(table);
  return topic ? [topic] : null;
}

function topicOfTable(table: string): TCacheTopic | null {
  if (['employees', 'employee_hr_sites', 'credentials', 'sites', 'departments', 'sections', 'shifts'].includes(table)) return 'people';
  if (['leave_requests', 'leave_ledger', 'delegations', 'calendar_feeds'].includes(table)) return 'leave';
  if (['organisation', 'holidays', 'ramadan_periods'].includes(table)) return 'org';
  // Permissions change the daily status (a covered late arrival is not late): attendance data.
  if (['attendance_events', 'attendance_issues', 'attendance_resolutions', 'permission_requests', 'permission_types'].includes(table)) return 'attendance';
  if (table === 'overtime_requests') return 'overtime';
  return null;
}

/**
 * Tables whose changes name who they concern (a scope: 'notifications:12' is person 12's bell,
 * 'approvals:approver:5' what waits on person 5; migration 0043's row triggers and the
 * repositories' declared writes say the same). Entries that read such a table list its scopes and
 * the table's family topic; a change bumps only its scopes, and a change whose scopes are not known
 * (a write that declared none, a TRUNCATE) the whole family.
 */
export const SCOPED_TABLES: Readonly<Record<string, TCacheTopic>> = { notifications: 'notifications', approvals: 'approvalCounts' };
/** What forgets these scopes (`<table>:…`) at most: past it every scoped entry is forgotten instead. */
const MAX_SCOPES = 100_000;

type TStamp = readonly number[];

/**
 * A short-lived cache for reads that many people repeat (the people directory, leave lists and
 * inboxes), because one embedded-PostgreSQL query costs more than a whole cached request, and
 * fifty users paging at once would otherwise queue behind each other. Correctness does not
 * depend on it:
 * - every change to a table bumps its topic: a trigger sends pg_notify('hr_data', table) at
 *   commit, which every server process LISTENs to (embedded PostgreSQL delivers it before the
 *   commit returns); against a PostgreSQL server this process also bumps every topic right after
 *   its own write transactions commit, so a read that follows a write here never sees old data;
 * - an entry is served only while every topic it read is unchanged, and a fill whose read
 *   started before a bump is not kept;
 * - entries live `ttlMs`; one whose time ran out while nothing it read changed is still
 *   answered, for one more `ttlMs` at most, while a single reader refreshes it (stale while
 *   revalidate); nothing is served while the channel is down.
 * Identical misses share one database read (single flight).
 */
export class ReadCache {
  private readonly entries = new Map<string, { stamp: TStamp; topics: readonly TCacheTopic[]; scopes: readonly string[]; until: number; ttlMs: number; value: unknown }>();
  private readonly inflight = new Map<string, { stamp: TStamp; topics: readonly TCacheTopic[]; scopes: readonly string[]; promise: Promise<unknown> }>();
  private readonly versions = new Map<TCacheTopic, number>(TOPICS.map((t) => [t, 0]));
  /** Versions of the scopes bumped so far (a scope never bumped is at 0). */
  private readonly scopeVersions = new Map<string, number>();
  enabled = true;
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs = 10_000,
    private readonly max = 5_000,
  ) {}

  /** Something changed: forget what read these topics (all of them when none is named). */
  bump(...topics: TCacheTopic[]): void {
    const which = topics.length ? topics : TOPICS;
    for (const t of which) this.versions.set(t, (this.versions.get(t) ?? 0) + 1);
    for (const [k, e] of this.entries) if (e.topics.some((t) => which.includes(t))) this.entries.delete(k);
    // Only the reads of these topics are out of date: other identical misses keep sharing their
    // read (clearing them all made every request read again while filings bumped 'leave' hundreds
    // of times a second).
    for (const [k, f] of this.inflight) if (f.topics.some((t) => which.includes(t))) this.inflight.delete(k);
  }

  /**
   * A committed change to `table`: its topics and, for a table of SCOPED_TABLES, the scopes the
   * change concerns when they are known, else the table's whole family. False when nothing cached
   * reads the table.
   */
  tableChanged(table: string, scopes?: Iterable<string>): boolean {
    const topics = [...(topicsOfTable(table) ?? [])];
    const family = SCOPED_TABLES[table];
    if (family) {
      if (scopes) this.bumpScopes(scopes);
      else topics.push(family);
    }
    if (topics.length) this.bump(...topics);
    return topics.length > 0 || family !== undefined;
  }

  /**
   * Something changed for these scopes only (`<table>:<scope>`, SCOPED_TABLES): the entries that
   * list one are out of date; `<table>:*` forgets the table's whole family.
   */
  bumpScopes(scopes: Iterable<string>): void {
    for (const scope of scopes) {
      if (scope.endsWith(':*')) {
        const family = SCOPED_TABLES[scope.slice(0, -2)];
        if (family) this.bump(family);
        else this.bump();
        continue;
      }
      if (this.scopeVersions.size >= MAX_SCOPES) {
        // Forgetting the versions would make an entry read before a bump look fresh again: every
        // entry that lists a scope goes with them.
        this.scopeVersions.clear();
        this.bump(...Object.values(SCOPED_TABLES));
      }
      this.scopeVersions.set(scope, (this.scopeVersions.get(scope) ?? 0) + 1);
    }
  }

  private stampOf(topics: readonly TCacheTopic[], scopes: readonly string[]): TStamp {
    return [...topics.map((t) => this.versions.get(t) ?? 0), ...scopes.map((s) => this.scopeVersions.get(s) ?? 0)];
  }

  private fresh(stamp: TStamp, topics: readonly TCacheTopic[], scopes: readonly string[]): boolean {
    const n = topics.length;
    return topics.every((t, i) => stamp[i] === this.versions.get(t)) && scopes.every((s, i) => stamp[n + i] === (this.scopeVersions.get(s) ?? 0));
  }

  /** `scopes`: the scopes of SCOPED_TABLES the read depends on (with their families among `topics`). */
  async get<T>(key: string, load: () => Promise<T>, opts: { topics?: readonly TCacheTopic[]; scopes?: readonly string[]; ttlMs?: number; now?: number } = {}): Promise<T> {
    if (!this.enabled) return load();
    const topics = opts.topics ?? DATA_TOPICS;
    const scopes = opts.scopes ?? [];
    const now = opts.now ?? Date.now();
    const hit = this.entries.get(key);
    if (hit && this.fresh(hit.stamp, hit.topics, hit.scopes)) {
      if (hit.until > now) {
        this.hits++;
        return hit.value as T;
      }
      // Its time ran out but nothing it read has changed: answer it while one reader refreshes it
      // (a 2,000-person directory takes half a second to reload, and fifty page loads waited on
      // it), unless it is more than one more time to live old.
      if (now < hit.until + hit.ttlMs) {
        if (!this.inflight.has(key)) this.fill(key, load, topics, scopes, opts.ttlMs).catch(() => undefined);
        this.hits++;
        return hit.value as T;
      }
    }
    const running = this.inflight.get(key);
    if (running && this.fresh(running.stamp, topics, scopes)) {
      this.hits++;
      return running.promise as Promise<T>;
    }
    this.misses++;
    return this.fill(key, load, topics, scopes, opts.ttlMs);
  }

  /** Reads `key` once and keeps it, unless something it read changed meanwhile. */
  private async fill<T>(key: string, load: () => Promise<T>, topics: readonly TCacheTopic[], scopes: readonly string[], ttlMs = this.ttlMs): Promise<T> {
    const stamp = this.stampOf(topics, scopes);
    const promise = load();
    this.inflight.set(key, { stamp, topics, scopes, promise });
    try {
      const value = await promise;
      if (this.enabled && this.fresh(stamp, topics, scopes)) {
        if (this.entries.size >= this.max) this.entries.clear();
        this.entries.set(key, { stamp, topics, scopes, until: Date.now() + ttlMs, ttlMs, value });
      }
      return value;
    } finally {
      if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
