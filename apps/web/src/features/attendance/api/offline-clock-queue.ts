import { OFFLINE_MAX_AGE_MS, type TAttendanceEventType } from '@hr/shared';

/**
 * Punches made without a network, kept in localStorage until they are sent: each with
 * its person, its original instant and the position taken then. Bounded: 20 punches, none older
 * than the server accepts (72 hours). Only the signed-in person's punches are sent with their
 * session; someone else's on a shared phone wait for them.
 */
export type TQueuedPunch = {
  id: string;
  userId: number;
  type: TAttendanceEventType;
  occurredAt: string;
  latitude?: number;
  longitude?: number;
  accuracy?: number;
};

export const QUEUE_KEY = 'hr.clockQueue';
export const QUEUE_MAX = 20;

const listeners = new Set<() => void>();
let cache: { raw: string | null; items: TQueuedPunch[] } = { raw: null, items: [] };

const isPunch = (v: unknown): v is TQueuedPunch => {
  const p = v as TQueuedPunch;
  return !!p && typeof p.id === 'string' && typeof p.userId === 'number' && (p.type === 'in' || p.type === 'out') && typeof p.occurredAt === 'string';
};

function parseQueue(raw: string | null): TQueuedPunch[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isPunch) : [];
  } catch {
    return [];
  }
}

/** Every queued punch, oldest first (the same array until the queue changes). */
export function readQueue(): TQueuedPunch[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(QUEUE_KEY);
  } catch {
    return [];
  }
  if (raw === cache.raw) return cache.items;
  cache = { raw, items: parseQueue(raw) };
  return cache.items;
}

function writeQueue(items: TQueuedPunch[]) {
  try {
    if (items.length) localStorage.setItem(QUEUE_KEY, JSON.stringify(items));
    else localStorage.removeItem(QUEUE_KEY);
  } catch {
    /* storage full or refused: nothing more can be kept */
  }
  listeners.forEach((l) => l());
}

/** Drops what the server would refuse anyway (older than 72 hours) and keeps the newest 20. */
export function pruned(items: TQueuedPunch[], now = Date.now()): TQueuedPunch[] {
  const fresh = items.filter((p) => now - Date.parse(p.occurredAt) <= OFFLINE_MAX_AGE_MS);
  fresh.sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
  return fresh.slice(-QUEUE_MAX);
}

export function enqueuePunch(p: Omit<TQueuedPunch, 'id'>, now = Date.now()): TQueuedPunch {
  // A local key for the queued punch (its time and type, plus a few random bytes so two taps in one
  // millisecond stay two entries); getRandomValues works on plain http, where randomUUID does not.
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, '0')).join('');
  const punch = { ...p, id: `${Date.parse(p.occurredAt)}-${p.type}-${nonce}` };
  writeQueue(pruned([...readQueue(), punch], now));
  return punch;
}

export function removePunch(id: string) {
  writeQueue(readQueue().filter((p) => p.id !== id));
}

/** The person's punches waiting to be sent, oldest first. */
export const pendingOf = (items: TQueuedPunch[], userId: number) => items.filter((p) => p.userId === userId);

/** Where the person stands once the waiting punches count: the last one's type, or the server's. */
export const effectiveSignedIn = (pending: TQueuedPunch[], serverSignedIn: boolean) => (pending.length ? pending[pending.length - 1].type === 'in' : serverSignedIn);

export function subscribeQueue(onChange: () => void) {
  listeners.add(onChange);
  const onStorage = (e: StorageEvent) => e.key === QUEUE_KEY && onChange();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The body that sends a queued punch: its original instant, flagged offline. */
export const punchBody = (p: TQueuedPunch) => ({
  type: p.type,
  offline: true,
  occurredAt: p.occurredAt,
  // It happened already: a sign-in far outside the shift is recorded (and flagged), never asked about.
  ...(p.type === 'in' ? { confirmOutOfShift: true } : {}),
  ...(p.latitude !== undefined && p.longitude !== undefined ? { latitude: p.latitude, longitude: p.longitude, accuracy: p.accuracy ?? null } : {}),
});

/**
 * Sends the person's waiting punches in order, one at a time. A punch the server answers (accepted,
 * or refused with a reason) leaves the queue; no answer at all stops and keeps the rest for later.
 * Calls at once share one run.
 */
let running: Promise<TFlushResult> | null = null;
export type TFlushResult = { sent: number; refused: { punch: TQueuedPunch; error: unknown }[]; stopped: boolean };
export function flushQueue(userId: number, send: (p: TQueuedPunch) => Promise<unknown>, isNetworkError: (e: unknown) => boolean): Promise<TFlushResult> {
  running ??= (async () => {
    const result: TFlushResult = { sent: 0, refused: [], stopped: false };
    try {
      writeQueue(pruned(readQueue()));
      for (const punch of pendingOf(readQueue(), userId)) {
        try {
          await send(punch);
          result.sent++;
        } catch (e) {
          if (isNetworkError(e)) {
            result.stopped = true;
            break;
          }
          result.refused.push({ punch, error: e });
        }
        removePunch(punch.id);
      }
    } finally {
      running = null;
    }
    return result;
  })();
  return running;
}
