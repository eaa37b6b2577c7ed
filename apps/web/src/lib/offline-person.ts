/**
 * Who last signed in on this phone, kept so the installed app opened without a network can still
 * show the clock: the person's id and names, the organisation's time zone, and whether
 * the server last said they were signed in. Nothing else personal is kept; it goes with sign-out
 * and with an ended session.
 */
export interface TOfflinePerson {
  id: number;
  nameEn: string;
  nameAr: string;
  timeZone: string;
  signedIn: boolean;
}

const KEY = 'hr.offlinePerson';

const isPerson = (v: unknown): v is TOfflinePerson => {
  const p = v as TOfflinePerson;
  return !!p && typeof p.id === 'number' && typeof p.nameEn === 'string' && typeof p.nameAr === 'string' && typeof p.timeZone === 'string' && typeof p.signedIn === 'boolean';
};

export function readOfflinePerson(): TOfflinePerson | null {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return isPerson(v) ? v : null;
  } catch {
    return null;
  }
}

/** Remembers the person (a new person replaces the last one); `patch` on the same person keeps the rest. */
export function rememberOfflinePerson(p: Omit<TOfflinePerson, 'signedIn'> & { signedIn?: boolean }) {
  const before = readOfflinePerson();
  const signedIn = p.signedIn ?? (before?.id === p.id ? before.signedIn : false);
  try {
    localStorage.setItem(KEY, JSON.stringify({ id: p.id, nameEn: p.nameEn, nameAr: p.nameAr, timeZone: p.timeZone, signedIn }));
  } catch {
    /* storage full or blocked: the offline clock is then not offered */
  }
}

/** The server's word on whether the person is signed in, for the next time the app opens offline. */
export function rememberClockState(id: number, signedIn: boolean) {
  const p = readOfflinePerson();
  if (p && p.id === id && p.signedIn !== signedIn) rememberOfflinePerson({ ...p, signedIn });
}

export function forgetOfflinePerson() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}
