// The site photos as the back office sets them: copies in a folder named after the place, and a row.
import { sitePhotoPlaces, type SitePhotoPlace } from '@/components/site-photo/places';
import { SITE_PHOTOS_BUCKET } from '@/lib/live-data/site-photos';
import type { SiteSupabaseClient } from '@/lib/supabase';
import { removeFiles, storePhoto, type Phase, type StoredVariant } from './photo-storage';

/** Phone, tablet, laptop and large screens; a photo is never made wider than it is. */
export const SITE_PHOTO_WIDTHS = [480, 768, 1200, 1920] as const;

export interface SitePhotoEntry {
  place: SitePhotoPlace;
  width: number;
  height: number;
  variants: StoredVariant[];
  altEn: string;
  altNl: string;
}

const isPlace = (value: string): value is SitePhotoPlace =>
  (sitePhotoPlaces as readonly string[]).includes(value);

export async function loadSitePhotos(
  supabase: SiteSupabaseClient,
): Promise<Map<SitePhotoPlace, SitePhotoEntry>> {
  const { data, error } = await supabase
    .from('site_photos')
    .select('place, width, height, variants, alt_en, alt_nl');
  if (error) throw error;
  const entries = new Map<SitePhotoPlace, SitePhotoEntry>();
  for (const row of data) {
    if (!isPlace(row.place) || !Array.isArray(row.variants)) continue;
    entries.set(row.place, {
      place: row.place,
      width: row.width,
      height: row.height,
      variants: row.variants as unknown as StoredVariant[],
      altEn: row.alt_en,
      altNl: row.alt_nl,
    });
  }
  return entries;
}

/**
 * Stores a new photo for the place (or, without a file, new descriptions only). The previous photo's
 * files are removed once the row points at the new ones; a failed save removes the new ones.
 */
export async function saveSitePhoto(
  supabase: SiteSupabaseClient,
  opts: {
    place: SitePhotoPlace;
    file: File | null;
    altEn: string;
    altNl: string;
    previous: SitePhotoEntry | undefined;
    onPhase: (phase: Phase) => void;
  },
): Promise<SitePhotoEntry> {
  const alt = { alt_en: opts.altEn.trim(), alt_nl: opts.altNl.trim() };
  if (!opts.file) {
    if (!opts.previous) throw new Error('No photo to describe');
    const { error } = await supabase.from('site_photos').update(alt).eq('place', opts.place);
    if (error) throw error;
    return { ...opts.previous, altEn: alt.alt_en, altNl: alt.alt_nl };
  }
  const stored = await storePhoto(supabase, {
    bucket: SITE_PHOTOS_BUCKET,
    folder: opts.place,
    file: opts.file,
    widths: SITE_PHOTO_WIDTHS,
    avif: true,
    onPhase: opts.onPhase,
  });
  const { error } = await supabase.from('site_photos').upsert({ place: opts.place, ...stored, ...alt });
  if (error) {
    await removeFiles(
      supabase,
      SITE_PHOTOS_BUCKET,
      stored.variants.map((variant) => variant.path),
    );
    throw error;
  }
  if (opts.previous) {
    await removeFiles(
      supabase,
      SITE_PHOTOS_BUCKET,
      opts.previous.variants.map((variant) => variant.path),
    );
  }
  return { place: opts.place, ...stored, altEn: alt.alt_en, altNl: alt.alt_nl };
}

export async function removeSitePhoto(supabase: SiteSupabaseClient, entry: SitePhotoEntry) {
  const { error } = await supabase.from('site_photos').delete().eq('place', entry.place);
  if (error) throw error;
  await removeFiles(
    supabase,
    SITE_PHOTOS_BUCKET,
    entry.variants.map((variant) => variant.path),
  );
}
