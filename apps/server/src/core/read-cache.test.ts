import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('ReadCache', () => {
  it('serves a read again until its time to live runs out', async () => {
    const c = new ReadCache(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await c.get('k', load, { now: 0 })).toBe(1);
    expect(await c.get('k', load, { now: 500 })).toBe(1);
    expect(await c.get('other', load, { now: 500 })).toBe(2);
    // Long past its time (more than one more time to live): read again before answering.
    expect(await c.get('k', load, { now: Date.now() + 5000 })).toBe(3);
  });

  it('answers an expired read whose data did not change while one reader refreshes it', async () => {
    const c = new ReadCache(1000);
    let loads = 0;
    const next = deferred<number>();
    const load = () => (++loads === 1 ? Promise.resolve(1) : next.promise);
    expect(await c.get('k', load)).toBe(1);
    const later = Date.now() + 1500;
    // Expired by half a time to live: the old value at once, and a single refresh behind it.
    expect(await c.get('k', load, { now: later })).toBe(1);
    expect(await c.get('k', load, { now: later })).toBe(1);
    expect(loads).toBe(2);
    next.resolve(2);
    await next.promise;
    await new Promise((r) => setImmediate(r));
    expect(await c.get('k', load)).toBe(2);
    // A change is never answered from the old value, expired or not.
    c.bump();
    expect(await c.get('k', async () => 3, { now: Date.now() + 1500 })).toBe(3);
  });

  it('forgets everything when the data changes', async () => {
    const c = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    await c.get('k', load);
    c.bump();
    expect(await c.get('k', load)).toBe(2);
    expect(c.size).toBe(1);
  });

  it('shares one read among identical misses', async () => {
    const c = new ReadCache();
    const d = deferred<string>();
    let loads = 0;
    const load = () => {
      loads++;
      return d.promise;
    };
    const all = Promise.all([c.get('k', load), c.get('k', load), c.get('k', load)]);
    d.resolve('rows');
    expect(await all).toEqual(['rows', 'rows', 'rows']);
    expect(loads).toBe(1);
  });

  it('identical misses keep sharing their read while other topics change', async () => {
    const c = new ReadCache();
    const d = deferred<string>();
    let loads = 0;
    const load = () => {
      loads++;
      return d.promise;
    };
    const first = c.get('types', load, { topics: ['leaveTypes'] });
    // A request filed meanwhile: leave changed, the leave types did not.
    c.bump('leave', 'notifications');
    const second = c.get('types', load, { topics: ['leaveTypes'] });
    d.resolve('types');
    expect(await Promise.all([first, second])).toEqual(['types', 'types']);
    expect(loads).toBe(1);
  });

  it('does not keep a read that started before a change, nor let new readers join it', async () => {
    const c = new ReadCache();
    const old = deferred<string>();
    const first = c.get('k', () => old.promise);
    c.bump();
    const second = c.get('k', async () => 'new');
    old.resolve('old');
    expect(await first).toBe('old');
    expect(await second).toBe('new');
    expect(await c.get('k', async () => 'newer')).toBe('new');
  });

  it('forgets only the entries that read the topic that changed', async () => {
    const c = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    await c.get('people', load, { topics: ['people'] });
    await c.get('leave', load, { topics: ['people', 'leave'] });
    c.bump('leave');
    expect(await c.get('people', load, { topics: ['people'] })).toBe(1);
    expect(await c.get('leave', load, { topics: ['people', 'leave'] })).toBe(3);
    c.bump('people');
    expect(await c.get('leave', load, { topics: ['people', 'leave'] })).toBe(4);
  });

  it("a scoped change forgets only the entries of the people it concerns; an unknown one, the table's whole family", async () => {
    const c = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    const bell = (id: number) => c.get(`unread|${id}`, load, { topics: ['notifications'], scopes: [`notifications:${id}`] });
    const badge = (id: number) => c.get(`counts|${id}`, load, { topics: ['approvalCounts', 'people'], scopes: [`approvals:approver:${id}`, 'approvals:pool:hr'] });
    expect([await bell(1), await bell(2), await badge(1), await badge(2)]).toEqual([1, 2, 3, 4]);
    // Person 1 was told something, and an approval now waits on person 2.
    c.bumpScopes(['notifications:1', 'approvals:approver:2']);
    expect([await bell(1), await bell(2), await badge(1), await badge(2)]).toEqual([5, 2, 3, 6]);
    // A request of the HR pool concerns everyone who counts it.
    c.bumpScopes(['approvals:pool:hr']);
    expect([await badge(1), await badge(2), await bell(1)]).toEqual([7, 8, 5]);
    // A committed write to approvals whose scopes were declared: the lists' topics and those scopes.
    const list = () => c.get('leave-list', load, { topics: ['leave'] });
    expect(await list()).toBe(9);
    expect(c.tableChanged('approvals', ['approvals:approver:1'])).toBe(true);
    expect([await list(), await badge(1), await badge(2)]).toEqual([10, 11, 8]);
    // Not declared (or TRUNCATE from another process): the family.
    c.tableChanged('approvals');
    expect([await badge(1), await badge(2), await bell(2)]).toEqual([12, 13, 2]);
    c.bumpScopes(['notifications:*']);
    expect([await bell(1), await bell(2), await badge(1)]).toEqual([14, 15, 12]);
    // A table nothing cached reads.
    expect(c.tableChanged('audit_log')).toBe(false);
  });

  it('does not keep a scoped read that started before its scope changed', async () => {
    const c = new ReadCache();
    const slow = deferred<string>();
    const opts = { topics: ['notifications'] as const, scopes: ['notifications:7'] };
    const first = c.get('unread|7', () => slow.promise, opts);
    c.bumpScopes(['notifications:7']);
    // A reader after the change does not join the read that started before it.
    expect(await c.get('unread|7', async () => 'new', opts)).toBe('new');
    slow.resolve('old');
    expect(await first).toBe('old');
    expect(await c.get('unread|7', async () => 'again', opts)).toBe('new');
  });

  it('past its limit of scopes it forgets every scoped entry rather than a version', async () => {
    const c = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    const opts = { topics: ['notifications'] as const, scopes: ['notifications:1'] };
    expect(await c.get('unread|1', load, opts)).toBe(1);
    c.bumpScopes(Array.from({ length: 100_001 }, (_, i) => `notifications:${i + 2}`));
    expect(await c.get('unread|1', load, opts)).toBe(2);
  });

  it('passes every read through while disabled, and keeps no failed read', async () => {
    const c = new ReadCache();
    c.enabled = false;
    let loads = 0;
    await c.get('k', async () => ++loads);
    await c.get('k', async () => ++loads);
    expect(loads).toBe(2);
    c.enabled = true;
    await expect(c.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await c.get('k', async () => 'up')).toBe('up');
  });
});
