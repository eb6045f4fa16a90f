// What the service worker may keep, in one place the worker and its tests share.
import { isAdminPath, langOfPath } from '@/routing/paths';

export const PAGES_CACHE_PREFIX = 'site-pages-';

/** Where the offline page of each language is served from. */
export const OFFLINE_PAGES = { en: '/offline.html', nl: '/nl/offline.html' } as const;

/** The offline page in the language of the address the visitor asked for. */
export const offlinePagePath = (url: URL): string => OFFLINE_PAGES[langOfPath(url.pathname)];

/** A public page of this site: never the back office, whose data must not outlive its session. */
export const isCachedPage = (url: URL, origin: string): boolean =>
  url.origin === origin && !isAdminPath(url.pathname);

/** Asked for by a back-office page (its address): its code is not kept either. */
export const fromBackOffice = (pageUrl: string): boolean => {
  try {
    return isAdminPath(new URL(pageUrl).pathname);
  } catch {
    return false;
  }
};

/** Vite's content-hashed build output: safe to keep, since a new content gets a new name. */
export const isHashedAsset = (url: URL, origin: string): boolean =>
  url.origin === origin && /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/.test(url.pathname);
