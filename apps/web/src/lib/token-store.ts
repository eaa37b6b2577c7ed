import { isTokenValid } from '@hr/shared';

/** The access token and its expiry, kept in localStorage so a reload keeps the session. */
export interface TStoredSession {
  accessToken: string;
  expiresAt: string;
}

const KEY = 'hr.session';
type TListener = () => void;
const listeners = new Set<TListener>();

export const tokenStore = {
  get(): TStoredSession | null {
    try {
      const raw = localStorage.getItem(KEY);
      if (!raw) return null;
      const v = JSON.parse(raw) as Partial<TStoredSession>;
      if (typeof v.accessToken !== 'string' || typeof v.expiresAt !== 'string') return null;
      return { accessToken: v.accessToken, expiresAt: v.expiresAt };
    } catch {
      return null;
    }
  },
  /** The token only while it has not expired (seed section 5). */
  getValid(): TStoredSession | null {
    const s = tokenStore.get();
    return s && isTokenValid(s.expiresAt) ? s : null;
  },
  set(session: TStoredSession) {
    try {
      localStorage.setItem(KEY, JSON.stringify(session));
    } catch {
      /* storage full or blocked: the session lasts until reload */
    }
  },
  clear() {
    try {
      localStorage.removeItem(KEY);
    } catch {
      /* ignore */
    }
    listeners.forEach((l) => l());
  },
  /** Called when the session is cleared from outside React (a 401 from the API). */
  onClear(listener: TListener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
