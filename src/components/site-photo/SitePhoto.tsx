import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLanguage } from '@/i18n/language-context';
import type { SitePhotoRow, SitePhotoVariant } from '@/lib/live-data/site-photos';
import type { SitePhotoPlace } from './places';
import {
  liveSitePhotos,
  prerenderedSitePhoto,
  requestLiveSitePhotos,
  subscribeLiveSitePhotos,
} from './site-photo-store';

const isServer = typeof document === 'undefined';

const elementFor = (place: string): Element | null =>
  document.querySelector(`script[data-site-photo="${place}"]`);

/** The photo the prerendered HTML carried for the place, read once at hydration. */
function initialPhoto(place: string): { row: SitePhotoRow | null; inHtml: boolean } {
  if (isServer) {
    const row = prerenderedSitePhoto(place);
    return { row, inHtml: row !== null };
  }
  const element = elementFor(place);
  return element
    ? { row: JSON.parse(element.textContent ?? 'null') as SitePhotoRow | null, inHtml: true }
    : { row: null, inHtml: false };
}

const srcSet = (variants: readonly SitePhotoVariant[]) =>
  variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

const ofType = (row: SitePhotoRow, type: SitePhotoVariant['type']) =>
  row.variants.filter((variant) => variant.type === type).sort((a, b) => a.width - b.width);

export interface SitePhotoProps {
  place: SitePhotoPlace;
  /** The illustration's box as a CSS aspect ratio (`'4 / 3'`): the photo fills the same box. */
  aspect: string;
  /** Which width the photo is shown at, for the browser to pick a copy (`'(min-width: 768px) 50vw, 100vw'`). */
  sizes: string;
  /** The page's main image: eager, with high fetch priority. */
  priority?: boolean;
  className?: string;
  /** The illustration, shown while the place has no photo. */
  children: ReactNode;
}

/**
 * A named place of the page: the admin's photograph when there is one, else the illustration. The
 * prerendered HTML carries the photos of build time; a newer choice arrives after hydration, in the
 * same box, so nothing moves.
 */
export function SitePhoto({ place, aspect, sizes, priority, className = '', children }: SitePhotoProps) {
  const { lang } = useLanguage();
  const [initial] = useState(() => initialPhoto(place));
  const live = useSyncExternalStore(subscribeLiveSitePhotos, liveSitePhotos, () => undefined);
  useEffect(requestLiveSitePhotos, []);
  const row = live ? (live.get(place) ?? null) : initial.row;
  // Rendered whenever the HTML had it, so hydration finds the same markup.
  const data = initial.inHtml ? (
    <script
      type="application/json"
      data-site-photo={place}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(initial.row).replace(/</g, '\\u003c') }}
    />
  ) : null;
  const webp = row ? ofType(row, 'image/webp') : [];
  const widest = webp.at(-1);
  if (!row || !widest) {
    return (
      <>
        {data}
        {children}
      </>
    );
  }
  const avif = ofType(row, 'image/avif');
  return (
    <>
      {data}
      <picture className={`block overflow-hidden ${className}`} data-site-photo-place={place}>
        {avif.length > 0 && <source type="image/avif" srcSet={srcSet(avif)} sizes={sizes} />}
        <source type="image/webp" srcSet={srcSet(webp)} sizes={sizes} />
        <img
          src={widest.url}
          alt={lang === 'nl' ? row.alt_nl : row.alt_en}
          width={row.width}
          height={row.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
          className="block h-full w-full object-cover"
          style={{ aspectRatio: aspect }}
        />
      </picture>
    </>
  );
}
