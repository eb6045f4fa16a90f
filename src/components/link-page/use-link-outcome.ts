import { useEffect, useRef, useState } from 'react';

/**
 * `start` made to run once per key while its request is under way, so a development StrictMode's
 * second effect run shares the first's request instead of posting the link twice.
 */
export function oncePerKey<Args extends unknown[], T>(
  start: (...args: Args) => Promise<T>,
): (key: string, ...args: Args) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, ...args) => {
    let request = running.get(key);
    if (!request) {
      request = start(...args);
      running.set(key, request);
      void request.finally(() => running.delete(key));
    }
    return request;
  };
}

/**
 * Posts a link page's address after hydration (the prerendered page shows "checking") and gives its
 * outcome, undefined while checking. `request` must be stable for `address` (a useCallback);
 * `retry` posts it again and keeps focus on the page's heading, as the retry button goes away.
 */
export function useLinkOutcome<T>(address: string, request: (key: string) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; outcome: T }>();
  const heading = useRef<HTMLHeadingElement>(null);
  const key = `${address}#${attempt}`;

  useEffect(() => {
    let current = true;
    void request(key).then((outcome) => {
      if (current) setResult({ key, outcome });
    });
    return () => {
      current = false;
    };
  }, [request, key]);

  const retry = () => {
    setAttempt((count) => count + 1);
    heading.current?.focus();
  };

  return { outcome: result?.key === key ? result.outcome : undefined, heading, retry };
}
