/// <reference lib="webworker" />
// The site's service worker, bundled by `scripts/build/service-worker.ts` with Workbox. Hashed assets
// come from the cache first (their names change with their content); pages are served from the cache
// while a fresh copy is fetched (so pages a visitor has seen open offline); an unseen page offline gets
// the small offline page in its language. Only this site's own pages and assets are cached: never the
// back office, the API, the functions, storage or analytics, which live on another origin or under
// /admin. Each deploy's pages live in a cache of their own, dropped when the next deploy takes over,
// so a page and its code always come from one deploy.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames, clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { fromBackOffice, isCachedPage, isHashedAsset, offlinePagePath, PAGES_CACHE_PREFIX } from './rules';

declare const self: ServiceWorkerGlobalScope;
/** Set by the build: the deploy this worker belongs to. */
declare const BUILD_ID: string;

const pagesCache = `${PAGES_CACHE_PREFIX}${BUILD_ID}`;

// A new deploy takes over at once: the next navigation is the new site, from the network.
self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(PAGES_CACHE_PREFIX) && key !== pagesCache)
            .map((key) => caches.delete(key)),
        ),
      ),
  );
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isCachedPage(url, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: pagesCache,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60 })],
  }),
);

const assets = new CacheFirst({
  cacheName: `${cacheNames.prefix}-assets`,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 }),
  ],
});

registerRoute(
  ({ url }) => isHashedAsset(url, self.location.origin),
  async (options) => {
    // Asked by the page, not by the referrer: a module that another module imports names that
    // module as its referrer, so a back-office chunk would pass for a public asset.
    const { clientId } = options.event as FetchEvent;
    const client = clientId ? await self.clients.get(clientId) : undefined;
    const askedBy = client?.url ?? options.request.referrer;
    return fromBackOffice(askedBy) ? fetch(options.request) : assets.handle(options);
  },
);

setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate') {
    const offline = await matchPrecache(offlinePagePath(url));
    if (offline) return offline;
  }
  return Response.error();
});
