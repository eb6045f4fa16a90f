// Makes the copies of a photo the site serves and stores them, all or none.
import { safeObjectName } from '@/admin/uploads/object-name';
import { resizeImage, type ResizedImage } from '@/admin/uploads/resize-image';
import { uploadObject } from '@/admin/uploads/upload-object';
import type { SiteSupabaseClient } from '@/lib/supabase';

// A type, not an interface, so it is assignable to the `Json` of the table's column.
export type StoredVariant = {
  width: number;
  type: 'image/webp' | 'image/avif';
  path: string;
};

export interface StoredPhoto {
  width: number;
  height: number;
  variants: StoredVariant[];
}

/** A copy's name is new on every upload, so it can be cached for a year. */
const CACHE_SECONDS = '31536000';

const extensionOf = (type: StoredVariant['type']) => (type === 'image/avif' ? 'avif' : 'webp');

/** `<folder>/<time>-<name>-<width>.<webp|avif>`, lower-case ASCII, as the tables require. */
export function variantPath(
  folder: string,
  stamp: number,
  fileName: string,
  width: number,
  type: StoredVariant['type'],
) {
  const stem = safeObjectName(fileName)
    .replace(/\.[a-z0-9]+$/, '')
    .slice(0, 60);
  return `${folder}/${stamp}-${stem}-${width}.${extensionOf(type)}`;
}

export type Phase = { kind: 'resizing' } | { kind: 'uploading'; sent: number; total: number };

/**
 * Resizes `file` to `widths` and uploads every copy to `bucket/folder`. When one copy fails, the ones
 * already stored are removed again and the error is thrown.
 */
export async function storePhoto(
  supabase: SiteSupabaseClient,
  opts: {
    bucket: string;
    folder: string;
    file: File;
    widths: readonly number[];
    avif: boolean;
    onPhase: (phase: Phase) => void;
  },
): Promise<StoredPhoto> {
  opts.onPhase({ kind: 'resizing' });
  const resized: ResizedImage = await resizeImage(opts.file, opts.widths, { avif: opts.avif });
  const stamp = Date.now();
  const total = resized.variants.reduce((sum, variant) => sum + variant.blob.size, 0);
  let done = 0;
  const stored: StoredVariant[] = [];
  opts.onPhase({ kind: 'uploading', sent: 0, total });
  try {
    for (const variant of resized.variants) {
      const path = variantPath(opts.folder, stamp, opts.file.name, variant.width, variant.type);
      await uploadObject({
        bucket: opts.bucket,
        path,
        body: variant.blob,
        contentType: variant.type,
        cacheControl: CACHE_SECONDS,
        onProgress: (sent) => opts.onPhase({ kind: 'uploading', sent: done + sent, total }),
      });
      done += variant.blob.size;
      stored.push({ width: variant.width, type: variant.type, path });
    }
  } catch (error) {
    if (stored.length > 0)
      await removeFiles(
        supabase,
        opts.bucket,
        stored.map((variant) => variant.path),
      );
    throw error;
  }
  return { width: resized.width, height: resized.height, variants: stored };
}

/** Removes files; a failure leaves an unused file behind, which is not worth stopping the admin for. */
export async function removeFiles(supabase: SiteSupabaseClient, bucket: string, paths: readonly string[]) {
  if (paths.length === 0) return;
  await supabase.storage.from(bucket).remove([...paths]);
}
