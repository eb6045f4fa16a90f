// Analytics with the visitor's consent: events go to the track-events function in batches and, when a
// container is configured, to the tag manager's data layer; the tag manager and Web Vitals start
// with `start` and everything stops with `stop`. Loaded only through src/lib/analytics/index.ts.
import { langOfPath } from '@/routing/paths';
import { SESSION_ID_BYTES, shapeEvent } from '@contract/analytics/events.ts';
import type { Language } from '@contract/language.ts';
import { readConsent } from '../consent-record';
import { deleteAnalyticsCookies } from './analytics-cookies';
import { createEventQueue } from './event-queue';
import { sendEvents } from './first-party';
import { loadTagManager, pushEvent, updateConsentMode } from './tag-manager';

export interface PageContext {
  path: string;
  language: Language;
}

const tagManagerId: string | undefined = import.meta.env.VITE_GTM_ID || undefined;

// One random id per page load ties a visit's events together without storing anything.
const sessionId = Array.from(crypto.getRandomValues(new Uint8Array(SESSION_ID_BYTES)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');

const queue = createEventQueue(sendEvents);
const flushWhenHidden = () => {
  if (document.visibilityState === 'hidden') queue.flush();
};
const currentPage = (): PageContext => ({
  path: window.location.pathname,
  language: langOfPath(window.location.pathname),
});

export function record(name: string, props: Record<string, unknown>, page: PageContext) {
  // Consent is read again: a call made just before a withdrawal must not slip through after it.
  if (!readConsent().preferences.analytics) return;
  // Only what the track-events function accepts is recorded anywhere: one unknown event would cost
  // its whole batch.
  const event = shapeEvent(name, props, page, sessionId);
  if (!event) {
    if (import.meta.env.DEV)
      console.warn(`analytics: "${name}" is not on the allow-list or its properties do not fit`, props);
    return;
  }
  queue.add(event);
  document.addEventListener('visibilitychange', flushWhenHidden);
  if (tagManagerId) pushEvent(event.name, event.properties);
}

let active = false;
let vitalsObserved = false;

/**
 * `grantedNow`: consent was just given on `page` (the page at that moment: this code may arrive
 * after a navigation), whose view was not recorded yet.
 */
export function start(grantedNow: boolean, page: PageContext = currentPage()) {
  if (grantedNow) {
    const { analytics, marketing } = readConsent().preferences;
    record('consent_update', { analytics, marketing }, page);
  }
  if (active) return;
  active = true;
  updateConsentMode(true);
  if (tagManagerId) loadTagManager(tagManagerId);
  if (grantedNow) record('page_view', {}, page);
  if (!vitalsObserved) {
    vitalsObserved = true;
    observeWebVitalsLater();
  }
}

/**
 * The page the browser loaded. Web Vitals measure that page, and report late (CLS and INP as the
 * page is hidden), perhaps after a client-side navigation to another.
 */
const loadedPage = (): PageContext => {
  const [entry] = performance.getEntriesByType('navigation');
  const path = entry ? new URL(entry.name).pathname : window.location.pathname;
  return { path, language: langOfPath(path) };
};

// record() drops a late report once consent is gone.
const observeWebVitalsLater = () =>
  import('./web-vitals')
    .then(({ observeWebVitals }) => observeWebVitals((event) => record('web_vitals', event, loadedPage())))
    .catch(() => undefined);

export function stop() {
  active = false;
  queue.clear();
  document.removeEventListener('visibilitychange', flushWhenHidden);
  updateConsentMode(false);
  deleteAnalyticsCookies();
}
