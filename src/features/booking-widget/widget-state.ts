// Whether the booking widget is minimised, remembered in localStorage across pages and visits.
// Read through useSyncExternalStore: the server (and hydration) render the 'auto' state, which is
// expanded on very wide screens and minimised elsewhere, and the stored choice follows at once.
import { useSyncExternalStore } from 'react';

export type WidgetState = 'auto' | 'minimised' | 'expanded';
export const WIDGET_STORAGE_KEY = 'booking-widget';

const listeners = new Set<() => void>();
/** The choice when storage is unavailable: it lasts until the next page load. */
let memory: WidgetState | undefined;

const read = (): WidgetState => {
  try {
    const stored = localStorage.getItem(WIDGET_STORAGE_KEY);
    return stored === 'minimised' || stored === 'expanded' ? stored : 'auto';
  } catch {
    return 'auto';
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === WIDGET_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export const setWidgetState = (state: Exclude<WidgetState, 'auto'>) => {
  try {
    localStorage.setItem(WIDGET_STORAGE_KEY, state);
  } catch {
    memory = state;
  }
  listeners.forEach((listener) => listener());
};

export const useWidgetState = (): WidgetState =>
  useSyncExternalStore(
    subscribe,
    () => memory ?? read(),
    () => 'auto',
  );

/**
 * Screens wide enough to keep the open panel beside the content: the panel reaches 240 px from the
 * left edge, and the content (80rem, centred, 1.5rem padding) starts there plus a gap at 1760 px.
 * The launcher's `min-[1760px]:hidden` says the same to CSS.
 */
const WIDE_SCREEN = '(min-width: 1760px)';

const subscribeWidth = (onChange: () => void) => {
  const media = window.matchMedia(WIDE_SCREEN);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** Whether the panel opens by itself in the 'auto' state: false on the server and at hydration. */
export const useWideScreen = (): boolean =>
  useSyncExternalStore(
    subscribeWidth,
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => false,
  );
