/**
 * Drafts of request forms (what a person typed and has not sent), kept in sessionStorage: this
 * tab only, gone when it closes. A key per person and form, so a draft never shows to the next
 * person signed in on the same tab; signing out forgets them all.
 */
const PREFIX = 'hr.draft.';

export const draftKey = (userId: number, form: string) => `${PREFIX}${userId}.${form}`;

export function readDraft(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeDraft(key: string, json: string): void {
  try {
    sessionStorage.setItem(key, json);
  } catch {
    /* storage full or refused: the form works on, without a draft */
  }
}

export function removeDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    /* nothing kept */
  }
}

/** Every draft of this tab (signing out). */
export function forgetDrafts(): void {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    /* nothing kept */
  }
}
