// The one way features record what visitors do. Without analytics consent nothing is sent or stored;
// with it, the analytics runtime (first-party events, the tag manager, Web Vitals) is loaded on first
// use and started 500 ms after the page has loaded.
import { langOfPath } from '@/routing/paths';
import {
  CONSENT_STORAGE_KEY,
  CONSENT_UPDATED_EVENT,
  readConsent,
  type ConsentRecord,
} from '../consent-record';
import { clickEvent } from './clicks';

type Runtime = typeof import('./runtime');

let runtime: Promise<Runtime> | undefined;
// A runtime that fails to load is not retried in this page view: analytics never costs the visitor.
const withRuntime = (use: (loaded: Runtime) => void) => {
  runtime ??= import('./runtime');
  runtime.then(use, () => undefined);
};

const analyticsAllowed = () => readConsent().preferences.analytics;

/** The page now: an event keeps the page it happened on, however late the runtime arrives. */
const pageNow = () => {
  const { pathname } = window.location;
  return { path: pathname, language: langOfPath(pathname) };
};

/** Records a named visitor event, only with analytics consent. */
export function track(name: string, props: Record<string, unknown> = {}): void {
  if (!analyticsAllowed()) return;
  const page = pageNow();
  withRuntime((loaded) => loaded.record(name, props, page));
}

/** Starts analytics 500 ms after load when consent is stored, and follows every later change of mind. */
export function startAnalytics(): void {
  const follow = (granted: boolean, grantedNow: boolean) => {
    const page = pageNow();
    withRuntime((loaded) => (granted ? loaded.start(grantedNow, page) : loaded.stop()));
  };
  const afterLoad = () => setTimeout(() => analyticsAllowed() && follow(true, false), 500);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });

  window.addEventListener(CONSENT_UPDATED_EVENT, (event) => {
    const granted = (event as CustomEvent<ConsentRecord>).detail.preferences.analytics;
    follow(granted, granted);
  });
  window.addEventListener('storage', (event) => {
    if (event.key === CONSENT_STORAGE_KEY) follow(analyticsAllowed(), false);
  });
  document.addEventListener(
    'click',
    (event) => {
      const click = clickEvent(event.target);
      if (click) track(click.name, { placement: click.placement });
    },
    { capture: true },
  );
  window.addEventListener('render-error', (event) => {
    const { message } = (event as CustomEvent<{ message: string }>).detail;
    track('exception', { message, fatal: true });
  });
}
