// Where the site photos come from: on the server, the rows the prerenderer read; in the browser,
// one live read of every place, started after hydration so it is never part of the first load.
import type { SitePhotoRow } from '@/lib/live-data/site-photos';

let prerendered: ReadonlyMap<string, SitePhotoRow> = new Map();

/** The prerenderer hands over the photos that exist at build time. */
export function setPrerenderSitePhotos(rows: readonly SitePhotoRow[]) {
  prerendered = new Map(rows.map((row) => [row.place, row]));
}

export const prerenderedSitePhoto = (place: string): SitePhotoRow | null => prerendered.get(place) ?? null;

let live: ReadonlyMap<string, SitePhotoRow> | undefined;
let requested = false;
const listeners = new Set<() => void>();

export const subscribeLiveSitePhotos = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Every place's photo as the backend has it now; undefined until the live read answered. */
export const liveSitePhotos = (): ReadonlyMap<string, SitePhotoRow> | undefined => live;

/** Starts the one live read of the page (later calls wait for the same); a failure keeps what the HTML had. */
export function requestLiveSitePhotos() {
  if (requested) return;
  requested = true;
  import('@/lib/live-data/site-photos')
    .then(({ fetchSitePhotos }) => fetchSitePhotos())
    .then(
      (rows) => {
        live = new Map(rows.map((row) => [row.place, row]));
        listeners.forEach((listener) => listener());
      },
      () => {
        // The prerendered photos (or illustrations) stay; the next page load tries again.
      },
    );
}
