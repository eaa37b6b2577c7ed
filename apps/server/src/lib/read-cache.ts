/** The channel the data-change triggers notify (migration 0005). */
export const DATA_CHANNEL = 'hr_data';

/**
 * A short-lived cache for list reads (the HR employees list, team members), because one
 * embedded-PostgreSQL query costs more than a whole cached request, and fifty HR users paging
 * the same list would otherwise queue behind each other. Correctness does not depend on it:
 * - every change to the tables the lists read (employees, their HR sites, credentials, sites,
 *   departments, sections, shifts) bumps the version: a trigger sends pg_notify('hr_data') at
 *   commit, which every server process LISTENs to, and this process also bumps right after its
 *   own write transactions commit, so a read that follows a write here never sees the old list;
 * - a fill whose read started before a bump is not kept;
 * - entries live `ttlMs` at most, and nothing is served while the channel is down.
 * Identical misses share one database read (single flight).
 */
export class ReadCache {
  private readonly entries = new Map<string, { version: number; until: number; value: unknown }>();
  private readonly inflight = new Map<string, { version: number; promise: Promise<unknown> }>();
  private version = 0;
  enabled = true;
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs = 10_000,
    private readonly max = 2_000,
  ) {}

  /** Something the cached reads depend on changed: forget everything. */
  bump(): void {
    this.version++;
    this.entries.clear();
    this.inflight.clear();
  }

  async get<T>(key: string, load: () => Promise<T>, opts: { ttlMs?: number; now?: number } = {}): Promise<T> {
    const now = opts.now ?? Date.now();
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit && hit.version === this.version && hit.until > now) {
      this.hits++;
      return hit.value as T;
    }
    const running = this.inflight.get(key);
    if (running && running.version === this.version) {
      this.hits++;
      return running.promise as Promise<T>;
    }
    this.misses++;
    const version = this.version;
    const promise = load();
    this.inflight.set(key, { version, promise });
    try {
      const value = await promise;
      if (this.enabled && version === this.version) {
        if (this.entries.size >= this.max) this.entries.clear();
        this.entries.set(key, { version, until: Date.now() + (opts.ttlMs ?? this.ttlMs), value });
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
