import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long a clock's button stays still once a punch is answered and the button has swapped
 * (Sign in for Sign out): the second tap of a double tap, meant for the old button, cannot land on
 * the new one. Well under the time a person takes to mean the other punch.
 */
export const PUNCH_SETTLE_MS = 1500;

/**
 * One tap, one punch: `hold` when a punch starts (the button is still from then), `settle` when it
 * is answered (still for PUNCH_SETTLE_MS more). `isHeld` reads the ref, so a second tap handled in
 * the same turn as the first, before a render, is stopped too.
 */
export function usePunchHold() {
  const [holding, setHolding] = useState(false);
  const held = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const hold = useCallback(() => {
    window.clearTimeout(timer.current);
    held.current = true;
    setHolding(true);
  }, []);
  const settle = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      held.current = false;
      setHolding(false);
    }, PUNCH_SETTLE_MS);
  }, []);
  const isHeld = useCallback(() => held.current, []);
  return { holding, hold, settle, isHeld };
}
