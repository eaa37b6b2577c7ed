import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useAuth } from '@/lib/auth';
import { draftKey, readDraft, removeDraft, writeDraft } from '@/lib/form-drafts';

interface TStored {
  values: Record<string, unknown>;
  extra?: unknown;
}

export interface TFormDraftOptions<TExtra> {
  /** The form is on screen (a dialog: open). Defaults to true (a page). */
  active?: boolean;
  /** Put a kept draft back when the form shows (false: it opened filled from elsewhere, a suggestion). */
  restore?: boolean;
  /** Fields never kept (a file's contents). */
  omit?: readonly string[];
  /** What the form holds outside its fields (a picked person, a switch), kept beside them. */
  extra?: TExtra;
  /** Puts `extra` back (a kept one, or the form's first one on "start over"). */
  onExtra?: (extra: TExtra) => void;
}

export interface TFormDraft {
  /** A kept draft was put back when the form showed (the form says so, with "start over"). */
  restored: boolean;
  /** Forgets the draft: the request was sent, or the person cancelled it. */
  clear: () => void;
  /** Forgets the draft and empties the form again (as it first showed). */
  discard: () => void;
}

const isStored = (v: unknown): v is TStored => !!v && typeof v === 'object' && !!(v as TStored).values && typeof (v as TStored).values === 'object';

/**
 * Keeps what a person types into a request form while it is unsent, so nothing is lost to Back
 * and Forward, a reload, a dialog closed by Back, or a visit to another page: every change is
 * written to this tab's sessionStorage (lib/form-drafts.ts), and the next time the form shows, the
 * draft is put back. Sending the request or cancelling it (`clear`) forgets the draft.
 *
 * One hook for every request form (leave, permission, overtime, missed punch): call it after the
 * form's own reset on open, so the draft goes over the empty form. Only a form that differs from
 * how it showed is kept.
 */
export function useFormDraft<TValues extends FieldValues, TOut extends FieldValues, TExtra = undefined>(
  name: string,
  form: UseFormReturn<TValues, unknown, TOut>,
  { active = true, restore = true, omit = [], extra, onExtra }: TFormDraftOptions<TExtra> = {},
): TFormDraft {
  const userId = useAuth().user?.id ?? 0;
  const key = draftKey(userId, name);
  const [restored, setRestored] = useState(false);
  const latest = useRef({ extra, onExtra, omit, restore });
  useEffect(() => {
    latest.current = { extra, onExtra, omit, restore };
  });
  /** How the form first showed (the baseline "start over" returns to), and what was last written. */
  const first = useRef<{ values: TValues; extra: TExtra | undefined; json: string } | null>(null);
  const written = useRef<string | null>(null);
  const stopped = useRef(false);

  const snapshot = useCallback((values: TValues, ext: TExtra | undefined) => {
    const kept: Record<string, unknown> = { ...values };
    for (const f of latest.current.omit) delete kept[f];
    return JSON.stringify({ values: kept, extra: ext });
  }, []);

  const save = useCallback(() => {
    if (!first.current || stopped.current) return;
    const json = snapshot(form.getValues(), latest.current.extra);
    if (json === written.current) return;
    written.current = json;
    if (json === first.current.json) removeDraft(key);
    else writeDraft(key, json);
  }, [form, key, snapshot]);

  // The form shows: note how it looks, then put a kept draft over it.
  useEffect(() => {
    if (!active) {
      first.current = null;
      return;
    }
    const values = form.getValues();
    const ext = latest.current.extra;
    const json = snapshot(values, ext);
    first.current = { values: structuredClone(values), extra: ext, json };
    written.current = json;
    stopped.current = false;
    const kept = latest.current.restore ? readDraft(key) : null;
    if (isStored(kept)) {
      form.reset({ ...values, ...kept.values } as TValues, { keepDefaultValues: true });
      if (kept.extra !== undefined) latest.current.onExtra?.(kept.extra as TExtra);
      setRestored(true);
    } else setRestored(false);
  }, [active, key, form, snapshot]);

  // Every change of a field, and of what is kept beside them, is written at once.
  useEffect(() => {
    if (!active) return;
    const sub = form.watch(() => save());
    return () => sub.unsubscribe();
  }, [active, form, save]);
  const extraJson = JSON.stringify(extra ?? null);
  useEffect(() => {
    if (active) save();
  }, [active, extraJson, save]);

  const clear = useCallback(() => {
    stopped.current = true;
    removeDraft(key);
    setRestored(false);
  }, [key]);

  const discard = useCallback(() => {
    removeDraft(key);
    setRestored(false);
    const start = first.current;
    if (!start) return;
    written.current = start.json;
    form.reset(structuredClone(start.values), { keepDefaultValues: true });
    if (start.extra !== undefined) latest.current.onExtra?.(start.extra);
  }, [form, key]);

  return { restored, clear, discard };
}
