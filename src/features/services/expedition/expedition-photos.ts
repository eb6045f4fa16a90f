// Photos of the Greenland expedition: files in the `expedition-photos` bucket, in the order and with
// the alt text the back office stored (`expedition_photos`). Files without a row come after, by name.
import { listPublicFiles } from '@/lib/live-data/storage-files';
import { publicFileUrl, selectRows, siteBackend } from '@/lib/public-data';

export const PHOTO_LIST_LIMIT = 10;
export const EXPEDITION_BUCKET = 'expedition-photos';
export const EXPEDITION_FOLDER = 'greenland-expedition';
/** Enough to find every file of ten photos and their resized copies. */
const FILE_LIST_LIMIT = 200;

export interface ExpeditionPhotoRow {
  object_name: string;
  alt_en: string;
  alt_nl: string;
  width: number | null;
  height: number | null;
  variants: { width: number; type: string; path: string }[];
}

export interface ExpeditionPhoto {
  url: string;
  /** `url 640w, url 1280w` for photos the back office resized; absent for older uploads. */
  srcSet?: string;
  width: number;
  height: number;
  /** The stored alt text; empty when none was given (the carousel then numbers the photo). */
  alt: { en: string; nl: string };
}

const isImage = ({ name, mimeType }: { name: string; mimeType: string | null }) =>
  mimeType ? mimeType.startsWith('image/') : /\.(jpe?g|png|webp|avif)$/i.test(name);

/** The carousel's photos: the ordered ones first, then the rest; at most ten. */
export function orderExpeditionPhotos(
  rows: readonly ExpeditionPhotoRow[],
  files: readonly { path: string; url: string }[],
): ExpeditionPhoto[] {
  const present = new Set(files.map((file) => file.path));
  const claimed = new Set(rows.flatMap((row) => [row.object_name, ...row.variants.map((v) => v.path)]));
  const url = (path: string) => publicFileUrl(siteBackend, EXPEDITION_BUCKET, path);
  const ordered = rows
    .filter((row) => present.has(row.object_name))
    .map((row): ExpeditionPhoto => {
      const copies = row.variants.filter((v) => present.has(v.path)).sort((a, b) => a.width - b.width);
      return {
        url: url(row.object_name),
        srcSet: copies.length > 0 ? copies.map((v) => `${url(v.path)} ${v.width}w`).join(', ') : undefined,
        width: row.width ?? 800,
        height: row.height ?? 600,
        alt: { en: row.alt_en, nl: row.alt_nl },
      };
    });
  const rest = files
    .filter((file) => !claimed.has(file.path))
    .map((file): ExpeditionPhoto => ({ url: file.url, width: 800, height: 600, alt: { en: '', nl: '' } }));
  return [...ordered, ...rest].slice(0, PHOTO_LIST_LIMIT);
}

/** Up to ten photos from the `greenland-expedition` folder. Throws when the listing fails. */
export async function fetchExpeditionPhotos(): Promise<ExpeditionPhoto[]> {
  const [files, rows] = await Promise.all([
    listPublicFiles(EXPEDITION_BUCKET, EXPEDITION_FOLDER, { limit: FILE_LIST_LIMIT, accept: isImage }),
    // Without the order the files still show, by name, as before there was one.
    selectRows<ExpeditionPhotoRow>(
      siteBackend,
      'expedition_photos',
      new URLSearchParams({
        select: 'object_name,alt_en,alt_nl,width,height,variants',
        order: 'position.asc,created_at.asc',
      }),
    ).catch((): ExpeditionPhotoRow[] => []),
  ]);
  return orderExpeditionPhotos(
    rows,
    files.map((file) => ({ path: `${EXPEDITION_FOLDER}/${file.name}`, url: file.url })),
  );
}
