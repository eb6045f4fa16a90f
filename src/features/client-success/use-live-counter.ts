import { useEffect, useState } from 'react';

export const LIVE_COUNTER = { base: 23, intervalMs: 30_000, maxStep: 2 } as const;

/**
 * The live-activity number: starts at 23 on the server and in the browser (so hydration matches)
 * and grows by a random 0-2 every 30 s, only while the page is visible.
 */
export function useLiveCounter(random: () => number = Math.random): number {
  const [count, setCount] = useState<number>(LIVE_COUNTER.base);
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const grow = () => setCount((current) => current + Math.floor(random() * (LIVE_COUNTER.maxStep + 1)));
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const sync = () => {
      if (document.visibilityState !== 'visible') return stop();
      timer ??= setInterval(grow, LIVE_COUNTER.intervalMs);
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', sync);
    };
  }, [random]);
  return count;
}
