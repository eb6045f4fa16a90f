// The site photos (migration 20261126040000): the photograph an admin chose for a named place of the
// public site, in resized copies. One request reads every place; the prerenderer reads the same.
import { publicFileUrl, selectRows, siteBackend, type PublicBackend } from '../public-data';

export interface SitePhotoVariant {
  width: number;
  type: 'image/webp' | 'image/avif';
  /** The object's name in the `site-photos` bucket. */
  path: string;
  /** Where the bucket serves it, added when read (the page then needs no backend code to show it). */
  url: string;
}

/** The public bucket the photos' copies are served from. */
export const SITE_PHOTOS_BUCKET = 'site-photos';

export interface SitePhotoRow {
  place: string;
  width: number;
  height: number;
  variants: SitePhotoVariant[];
  alt_en: string;
  alt_nl: string;
}

const isVariant = (value: unknown): value is Omit<SitePhotoVariant, 'url'> => {
  if (typeof value !== 'object' || value === null) return false;
  const variant = value as Record<string, unknown>;
  return (
    typeof variant.width === 'number' &&
    (variant.type === 'image/webp' || variant.type === 'image/avif') &&
    typeof variant.path === 'string'
  );
};

/** Rows the site can show: a row that lost its WebP copies is left out, so the illustration stays. */
/** A row as the table holds it: its copies without their addresses. */
type StoredRow = Omit<SitePhotoRow, 'variants'> & { variants: Omit<SitePhotoVariant, 'url'>[] };

const isShowable = (row: StoredRow) =>
  row.width > 0 &&
  row.height > 0 &&
  Array.isArray(row.variants) &&
  row.variants.every(isVariant) &&
  row.variants.some((variant) => variant.type === 'image/webp');

export async function fetchSitePhotos(backend: PublicBackend = siteBackend): Promise<SitePhotoRow[]> {
  const rows = await selectRows<StoredRow>(
    backend,
    'site_photos',
    new URLSearchParams({ select: 'place,width,height,variants,alt_en,alt_nl' }),
  );
  return rows.filter(isShowable).map((row) => ({
    ...row,
    variants: row.variants.map((variant) => ({
      width: variant.width,
      type: variant.type,
      path: variant.path,
      url: publicFileUrl(backend, SITE_PHOTOS_BUCKET, variant.path),
    })),
  }));
}
