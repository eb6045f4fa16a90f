// The expedition photos as the back office sees them: the ordered rows whose file exists, then the
// files uploaded before there was an order.
import { publicObjectUrl } from '@/admin/uploads/upload-object';
import type { SiteSupabaseClient } from '@/lib/supabase';
import { removeFiles, storePhoto, type Phase, type StoredVariant } from './photo-storage';

export const EXPEDITION_BUCKET = 'expedition-photos';
export const EXPEDITION_FOLDER = 'greenland-expedition';
/** The public carousel shows this many. */
export const EXPEDITION_SHOWN = 10;
/** The carousel is at most about 560 px wide: one copy for phones, one for sharp screens. */
export const EXPEDITION_WIDTHS = [640, 1280] as const;
const LIST_LIMIT = 1000;

export interface ExpeditionItem {
  /** The file the row is keyed by (the widest copy, or an older upload's only file). */
  objectName: string;
  /** Null for a file uploaded before there was an order. */
  id: string | null;
  altEn: string;
  altNl: string;
  width: number | null;
  height: number | null;
  variants: StoredVariant[];
  thumbnail: string;
}

interface Row {
  id: string;
  object_name: string;
  alt_en: string;
  alt_nl: string;
  width: number | null;
  height: number | null;
  variants: unknown;
}

const asVariants = (value: unknown): StoredVariant[] =>
  Array.isArray(value) ? (value as StoredVariant[]) : [];

/** The rows in order, keeping only those whose file is there, then every file no row names. */
export function mergeExpedition(rows: readonly Row[], files: readonly string[]): ExpeditionItem[] {
  const present = new Set(files);
  const claimed = new Set(
    rows.flatMap((row) => [row.object_name, ...asVariants(row.variants).map((v) => v.path)]),
  );
  const ordered = rows
    .filter((row) => present.has(row.object_name))
    .map((row): ExpeditionItem => {
      const variants = asVariants(row.variants);
      const smallest = [...variants].sort((a, b) => a.width - b.width)[0];
      return {
        objectName: row.object_name,
        id: row.id,
        altEn: row.alt_en,
        altNl: row.alt_nl,
        width: row.width,
        height: row.height,
        variants,
        thumbnail: publicObjectUrl(EXPEDITION_BUCKET, smallest?.path ?? row.object_name),
      };
    });
  const rest = files
    .filter((path) => !claimed.has(path))
    .map((path): ExpeditionItem => ({
      objectName: path,
      id: null,
      altEn: '',
      altNl: '',
      width: null,
      height: null,
      variants: [],
      thumbnail: publicObjectUrl(EXPEDITION_BUCKET, path),
    }));
  return [...ordered, ...rest];
}

export async function loadExpedition(supabase: SiteSupabaseClient): Promise<ExpeditionItem[]> {
  const [rows, files] = await Promise.all([
    supabase
      .from('expedition_photos')
      .select('id, object_name, alt_en, alt_nl, width, height, variants')
      .order('position')
      .order('created_at'),
    supabase.storage
      .from(EXPEDITION_BUCKET)
      .list(EXPEDITION_FOLDER, { limit: LIST_LIMIT, sortBy: { column: 'name', order: 'asc' } }),
  ]);
  if (rows.error) throw rows.error;
  if (files.error) throw files.error;
  const paths = files.data
    .filter((file) => file.id !== null && /\.(jpe?g|png|webp|avif)$/i.test(file.name))
    .map((file) => `${EXPEDITION_FOLDER}/${file.name}`);
  return mergeExpedition(rows.data, paths);
}

const rowOf = (item: ExpeditionItem, position: number) => ({
  object_name: item.objectName,
  position,
  alt_en: item.altEn.trim(),
  alt_nl: item.altNl.trim(),
  width: item.width,
  height: item.height,
  variants: item.variants,
});

/** Stores the whole order in one request; older files get their row here. */
export async function saveExpeditionOrder(supabase: SiteSupabaseClient, items: readonly ExpeditionItem[]) {
  const { error } = await supabase
    .from('expedition_photos')
    .upsert(items.map(rowOf), { onConflict: 'object_name' });
  if (error) throw error;
}

export async function deleteExpeditionPhoto(supabase: SiteSupabaseClient, item: ExpeditionItem) {
  const paths = [...new Set([item.objectName, ...item.variants.map((variant) => variant.path)])];
  const removed = await supabase.storage.from(EXPEDITION_BUCKET).remove(paths);
  if (removed.error) throw removed.error;
  if (item.id) {
    const { error } = await supabase.from('expedition_photos').delete().eq('id', item.id);
    if (error) throw error;
  }
}

/** Resizes and uploads a photo and puts it last in the order. */
export async function addExpeditionPhoto(
  supabase: SiteSupabaseClient,
  opts: { file: File; altEn: string; altNl: string; position: number; onPhase: (phase: Phase) => void },
) {
  const stored = await storePhoto(supabase, {
    bucket: EXPEDITION_BUCKET,
    folder: EXPEDITION_FOLDER,
    file: opts.file,
    widths: EXPEDITION_WIDTHS,
    avif: false,
    onPhase: opts.onPhase,
  });
  const widest = stored.variants.at(-1);
  if (!widest) throw new Error('No copy was made');
  const { error } = await supabase.from('expedition_photos').insert({
    object_name: widest.path,
    position: opts.position,
    alt_en: opts.altEn.trim(),
    alt_nl: opts.altNl.trim(),
    width: stored.width,
    height: stored.height,
    variants: stored.variants,
  });
  if (error) {
    await removeFiles(
      supabase,
      EXPEDITION_BUCKET,
      stored.variants.map((variant) => variant.path),
    );
    throw error;
  }
}
