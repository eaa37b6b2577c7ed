import { useCallback, useEffect, useRef } from 'react';

/** Where the open dialogs are written in a history entry's state: the stack of their tokens. */
const KEY = 'hrDialogs';
let serial = 0;

const stackOf = (state: unknown): string[] => {
  const v = state && typeof state === 'object' ? (state as Record<string, unknown>)[KEY] : undefined;
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
};
const onTop = (token: string) => stackOf(window.history.state).at(-1) === token;

/**
 * The browser's Back (on a phone, the system's back gesture) closes an open dialog instead of
 * leaving the page under it. While `open`, the dialog has a history entry of its own (same address,
 * its token added to the entry's state, so nested dialogs close one at a time); Back takes that
 * entry off and the dialog's `onClose` runs. Returns `close`, for the dialog's own buttons, Escape
 * and the backdrop: it takes the entry off the same way (once, however often it is pressed), so a
 * later Back does not land on a dialog that is gone. Closed any other way (the page moved on, the
 * parent closed it), the entry is taken off when it is still the current one.
 *
 * React Router sees the entries come and go as a move to the same address: the page stays.
 */
export function useCloseOnBack(open: boolean, onClose: () => void): () => void {
  const token = useRef('');
  if (!token.current) token.current = `dialog-${Date.now().toString(36)}-${++serial}`;
  const latestClose = useRef(onClose);
  const isOpen = useRef(open);
  const closing = useRef(false);
  const live = useRef(false);
  useEffect(() => {
    latestClose.current = onClose;
    isOpen.current = open;
  });

  useEffect(() => {
    if (!open) return;
    const id = token.current;
    live.current = true;
    closing.current = false;
    // React's development double run finds its own entry already there.
    if (!onTop(id)) window.history.pushState({ ...(window.history.state as object | null), [KEY]: [...stackOf(window.history.state), id] }, '');
    const onPop = () => {
      if (stackOf(window.history.state).includes(id)) return;
      closing.current = false;
      latestClose.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      live.current = false;
      // After this turn: a development double run has opened it again by then.
      setTimeout(() => {
        if (!live.current && onTop(id)) window.history.back();
      }, 0);
    };
  }, [open]);

  return useCallback(() => {
    if (closing.current) return;
    if (isOpen.current && onTop(token.current)) {
      closing.current = true;
      // The popstate that follows calls onClose; should none come, it is called all the same.
      window.history.back();
      setTimeout(() => {
        if (!closing.current || !isOpen.current) return;
        closing.current = false;
        latestClose.current();
      }, 1000);
    } else latestClose.current();
  }, []);
}
