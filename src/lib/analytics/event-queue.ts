// Events wait here a moment and leave in batches. A batch that fails is dropped: analytics must never
// retry at the visitor's expense or hold up the page.
import { ANALYTICS_LIMITS } from '@contract/analytics/events.ts';

export interface EventQueue<T> {
  add: (item: T) => void;
  /** Sends everything now, e.g. as the page is hidden. */
  flush: () => void;
  /** Forgets everything not yet sent. */
  clear: () => void;
}

export const BATCH_DELAY_MS = 2000;
/** The most events the track-events function takes in one request. */
export const MAX_BATCH = ANALYTICS_LIMITS.batchMaxEvents;

export function createEventQueue<T>(
  send: (batch: T[]) => Promise<void>,
  { delayMs = BATCH_DELAY_MS, maxBatch = MAX_BATCH } = {},
): EventQueue<T> {
  let items: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancelTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const flush = () => {
    cancelTimer();
    while (items.length > 0) {
      const batch = items.splice(0, maxBatch);
      try {
        send(batch).catch(() => undefined);
      } catch {
        // Dropped, like a failed request.
      }
    }
  };

  return {
    add(item) {
      items.push(item);
      if (items.length >= maxBatch) flush();
      else timer ??= setTimeout(flush, delayMs);
    },
    flush,
    clear() {
      cancelTimer();
      items = [];
    },
  };
}
