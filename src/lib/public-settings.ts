// What the public site shows from the back office's settings, for any component to read. The reading
// code (and the query cache) loads after hydration, when the first component asks; the server and
// hydration render see nothing, so prerendered HTML never holds a status that may be out of date.
import { useSyncExternalStore } from 'react';
import type { LivePublicSettings } from './live-data/public-settings';

const listeners = new Set<() => void>();
let current: LivePublicSettings | null = null;
let stop: (() => void) | undefined;
let starting = false;

const publish = (next: LivePublicSettings | null) => {
  current = next;
  listeners.forEach((listener) => listener());
};

function start() {
  if (stop || starting) return;
  starting = true;
  import('./live-data/public-settings').then(
    ({ watchPublicSettings }) => {
      starting = false;
      // Every reader may have gone while the module loaded.
      if (listeners.size > 0) stop = watchPublicSettings(publish);
    },
    () => {
      // A chunk that fails to load (offline, new deploy) shows nothing, and the next reader tries again.
      starting = false;
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = undefined;
    }
  };
};

/** The live settings, or null before the first read, after a failed one, and on the server. */
export const usePublicSettings = (): LivePublicSettings | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
