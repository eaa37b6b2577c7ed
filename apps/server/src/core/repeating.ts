/**
 * A background task of this process repeated on a timer (the daily backup's check, the approval
 * sweep): first after `firstAfterMs`, then `everyMs` after each run ends, never two runs at once.
 * The timer does not keep the process alive; stop() waits for the run in flight.
 */
export function startRepeating(tick: () => Promise<unknown>, opts: { firstAfterMs: number; everyMs: number; onError: (err: unknown) => void }) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let busy: Promise<unknown> = Promise.resolve();
  const loop = (delay: number) => {
    timer = setTimeout(() => {
      busy = tick()
        .catch(opts.onError)
        .finally(() => {
          if (!stopped) loop(opts.everyMs);
        });
    }, delay);
    timer.unref();
  };
  loop(opts.firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await busy;
    },
  };
}
