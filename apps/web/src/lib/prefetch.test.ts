import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchWhenIdle } from './prefetch';

describe('prefetchWhenIdle', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('fetches once the page has loaded and after the delay, and ignores a failure', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    prefetchWhenIdle(load, { delayMs: 1000 });
    await vi.advanceTimersByTimeAsync(900);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3500);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for a visitor who asked to save data', async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load);
    await vi.advanceTimersByTimeAsync(5000);
    expect(load).not.toHaveBeenCalled();
  });
});
