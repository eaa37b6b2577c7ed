import { beforeEach, describe, expect, it } from 'vitest';
import { effectiveSignedIn, enqueuePunch, flushQueue, pendingOf, pruned, punchBody, QUEUE_KEY, QUEUE_MAX, readQueue } from './offline-clock-queue';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

describe('the offline clock queue', () => {
  beforeEach(() => localStorage.clear());

  it('keeps punches in localStorage, oldest first, per person', () => {
    enqueuePunch({ userId: 1, type: 'out', occurredAt: at(5) });
    enqueuePunch({ userId: 1, type: 'in', occurredAt: at(60), latitude: 30, longitude: 31, accuracy: 12 });
    enqueuePunch({ userId: 2, type: 'in', occurredAt: at(30) });
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY)!)).toHaveLength(3);
    const mine = pendingOf(readQueue(), 1);
    expect(mine.map((p) => p.type)).toEqual(['in', 'out']);
    expect(effectiveSignedIn(mine, false)).toBe(false);
    expect(effectiveSignedIn(mine.slice(0, 1), false)).toBe(true);
    expect(effectiveSignedIn([], true)).toBe(true);
    expect(punchBody(mine[0])).toEqual({ type: 'in', offline: true, occurredAt: mine[0].occurredAt, confirmOutOfShift: true, latitude: 30, longitude: 31, accuracy: 12 });
    expect(punchBody(mine[1])).toEqual({ type: 'out', offline: true, occurredAt: mine[1].occurredAt });
  });

  it('is bounded: nothing older than 72 hours, at most 20', () => {
    const items = Array.from({ length: 25 }, (_, i) => ({ id: String(i), userId: 1, type: 'in' as const, occurredAt: at(i) }));
    expect(pruned(items)).toHaveLength(QUEUE_MAX);
    expect(pruned(items)[QUEUE_MAX - 1].id).toBe('0');
    expect(pruned([{ id: 'old', userId: 1, type: 'in', occurredAt: at(73 * 60) }])).toEqual([]);
  });

  it('ignores what is not a punch', () => {
    localStorage.setItem(QUEUE_KEY, '{"not":"a list"}');
    expect(readQueue()).toEqual([]);
    localStorage.setItem(QUEUE_KEY, '[{"id":1}]');
    expect(readQueue()).toEqual([]);
  });

  it('sends in order; a refusal leaves the queue, no network keeps the rest', async () => {
    enqueuePunch({ userId: 1, type: 'in', occurredAt: at(50) });
    enqueuePunch({ userId: 1, type: 'out', occurredAt: at(40) });
    enqueuePunch({ userId: 1, type: 'in', occurredAt: at(30) });
    enqueuePunch({ userId: 2, type: 'in', occurredAt: at(20) });
    const sent: string[] = [];
    const network = new Error('network');
    const result = await flushQueue(
      1,
      async (p) => {
        if (p.type === 'out') throw new Error('refused');
        if (sent.length === 1) throw network;
        sent.push(p.occurredAt);
      },
      (e) => e === network,
    );
    expect(result).toMatchObject({ sent: 1, stopped: true });
    expect(result.refused).toHaveLength(1);
    expect(pendingOf(readQueue(), 1).map((p) => p.type)).toEqual(['in']);
    expect(pendingOf(readQueue(), 2)).toHaveLength(1);
    const again = await flushQueue(1, async () => undefined, () => false);
    expect(again).toMatchObject({ sent: 1, stopped: false });
    expect(readQueue().map((p) => p.userId)).toEqual([2]);
  });
});
