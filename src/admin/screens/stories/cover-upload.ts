// A story's cover photo: checked, resized in the browser to the widths the site shows it at, and
// uploaded to the public `blog-images` bucket beside the original, so visitors get a small WebP.
import { checkFile, type FileProblem } from '@/admin/uploads/check-file';
import { timestampedName } from '@/admin/uploads/object-name';
import { resizeImage } from '@/admin/uploads/resize-image';
import { publicObjectUrl, uploadObject } from '@/admin/uploads/upload-object';

export const BLOG_IMAGES_BUCKET = 'blog-images';
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** What the bucket takes per object. */
export const BUCKET_MAX_BYTES = 5 * 1024 * 1024;
/** What an admin may choose: a phone photo is larger than the bucket takes, but only its resized copies are stored. */
export const COVER_MAX_BYTES = 25 * 1024 * 1024;
/**
 * Cards show covers 400 px wide, the featured card 800 and the story page 1200; these cover them on
 * ordinary and high-density screens without sending a phone the widest one.
 */
export const COVER_WIDTHS = [480, 960, 1600] as const;
/** Names carry the upload time and are never reused, so a copy may be kept for a year. */
const CACHE_SECONDS = '31536000';

export const checkCover = (file: File): FileProblem | null =>
  checkFile(file, { types: COVER_TYPES, maxBytes: COVER_MAX_BYTES });

const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export interface CoverObject {
  path: string;
  body: Blob;
  contentType: string;
}

/**
 * The objects to store: `<time>-<name>-<width>.webp` for each width, and the original under
 * `<time>-<name>` (the spec's blog-image name) when the bucket can take it.
 */
export function coverObjects(
  file: File,
  variants: readonly { width: number; type: string; blob: Blob }[],
  name = timestampedName(file.name),
): { objects: CoverObject[]; widest: string } {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot + 1) : '';
  const resized = variants
    .filter((variant) => variant.type === 'image/webp')
    .map((variant) => ({
      path: `${stem}-${variant.width}.webp`,
      body: variant.blob,
      contentType: 'image/webp',
    }));
  const contentType = file.type || TYPE_BY_EXTENSION[extension] || 'application/octet-stream';
  const original = file.size <= BUCKET_MAX_BYTES ? [{ path: name, body: file, contentType }] : [];
  // Variants come narrowest first.
  return { objects: [...original, ...resized], widest: resized[resized.length - 1].path };
}

/** Resizes and uploads the photo; answers the public address of its widest WebP. */
export async function uploadCover(
  file: File,
  opts: {
    onResized?: () => void;
    onProgress?: (sent: number, total: number) => void;
    signal?: AbortSignal;
  } = {},
): Promise<string> {
  const { variants } = await resizeImage(file, COVER_WIDTHS);
  opts.onResized?.();
  const { objects, widest } = coverObjects(file, variants);
  const total = objects.reduce((sum, object) => sum + object.body.size, 0);
  let done = 0;
  for (const object of objects) {
    await uploadObject({
      bucket: BLOG_IMAGES_BUCKET,
      path: object.path,
      body: object.body,
      contentType: object.contentType,
      cacheControl: CACHE_SECONDS,
      upsert: false,
      signal: opts.signal,
      onProgress: (sent) => opts.onProgress?.(done + sent, total),
    });
    done += object.body.size;
  }
  return publicObjectUrl(BLOG_IMAGES_BUCKET, widest);
}
