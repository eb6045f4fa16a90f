// The video screen's reads and writes with the admin's session: the files in `videos/uploads`
// (storage policies let anyone list them and only an admin at aal2 change them) and the cards'
// assignments in `showcase_videos` (RLS: anyone reads, an admin at aal2 writes).
import { publicObjectUrl } from '@/admin/uploads/upload-object';
import type { ShowcaseVideoRow } from '@/components/video/showcase-cards';
import type { CaptionFile } from '@/components/video/VideoPlayerDialog';
import type { SiteSupabaseClient } from '@/lib/supabase';
import { LANGUAGES } from '@contract/language.ts';

export const VIDEOS_PATH = '/video-management';
export const VIDEO_BUCKET = 'videos';
export const VIDEO_FOLDER = 'uploads';
/** The spec's listing limit; caption files beside the videos count towards it. */
export const VIDEO_LIST_LIMIT = 100;
/** How long a copied link works (the spec's signed URL default). */
export const SIGNED_URL_SECONDS = 3600;

export interface VideoFile {
  /** The name inside `uploads/`. */
  name: string;
  path: string;
  size: number | null;
  createdAt: string | null;
  url: string;
  captions: CaptionFile[];
}

export interface VideosData {
  videos: VideoFile[];
  assignments: ShowcaseVideoRow[];
  /** The listing reached its limit, so older files may not be shown. */
  truncated: boolean;
}

const videoPath = (name: string) => `${VIDEO_FOLDER}/${name}`;
const isVideoName = (name: string) => /\.(mp4|webm)$/i.test(name);
const captionName = (videoName: string, lang: string) => `${videoName.replace(/\.[^.]+$/, '')}.${lang}.vtt`;

const sizeOf = (metadata: Record<string, unknown> | null) =>
  typeof metadata?.size === 'number' ? metadata.size : null;

/** The uploads, newest first, with the cards' assignments; throws when either read fails. */
export async function loadVideos(supabase: SiteSupabaseClient): Promise<VideosData> {
  const bucket = supabase.storage.from(VIDEO_BUCKET);
  const [listing, assignments] = await Promise.all([
    bucket.list(VIDEO_FOLDER, {
      limit: VIDEO_LIST_LIMIT,
      offset: 0,
      sortBy: { column: 'created_at', order: 'desc' },
    }),
    supabase
      .from('showcase_videos')
      .select('card_key, object_name, title_en, title_nl, duration_en, duration_nl'),
  ]);
  if (listing.error) throw listing.error;
  if (assignments.error) throw assignments.error;
  const files = listing.data.filter((entry) => entry.id !== null);
  const names = new Set(files.map((file) => file.name));
  const videos = files
    .filter((file) => isVideoName(file.name))
    .map((file): VideoFile => ({
      name: file.name,
      path: videoPath(file.name),
      size: sizeOf(file.metadata),
      createdAt: file.created_at ?? null,
      url: publicObjectUrl(VIDEO_BUCKET, videoPath(file.name)),
      captions: LANGUAGES.filter((lang) => names.has(captionName(file.name, lang))).map((lang) => ({
        lang,
        url: publicObjectUrl(VIDEO_BUCKET, videoPath(captionName(file.name, lang))),
      })),
    }));
  return { videos, assignments: assignments.data, truncated: listing.data.length >= VIDEO_LIST_LIMIT };
}

/**
 * Deletes a video with its caption files. The cards that play it are cleared first: a foreign key
 * cannot reach into storage, and a card must never point at a file that is gone.
 */
export async function deleteVideo(supabase: SiteSupabaseClient, name: string): Promise<void> {
  const cleared = await supabase.from('showcase_videos').delete().eq('object_name', name);
  if (cleared.error) throw cleared.error;
  const removed = await supabase.storage
    .from(VIDEO_BUCKET)
    .remove([videoPath(name), ...LANGUAGES.map((lang) => videoPath(captionName(name, lang)))]);
  if (removed.error) throw removed.error;
  // Storage answers success for names it did not find; a refused delete shows as the video still there.
  if (!removed.data.some((object) => object.name === videoPath(name))) {
    throw new Error(`${name} was not deleted`);
  }
}

/** A link to the video that works for an hour, even if the bucket stops being public. */
export async function signedVideoUrl(supabase: SiteSupabaseClient, name: string): Promise<string> {
  const { data, error } = await supabase.storage
    .from(VIDEO_BUCKET)
    .createSignedUrl(videoPath(name), SIGNED_URL_SECONDS);
  if (error) throw error;
  return data.signedUrl;
}

/** The public address with `?download=`, which storage serves as an attachment under the file's name. */
export const downloadUrl = (name: string): string =>
  `${publicObjectUrl(VIDEO_BUCKET, videoPath(name))}?download=${encodeURIComponent(name)}`;

/** Gives a card this video and its words, replacing what the card played before. */
export async function saveAssignment(supabase: SiteSupabaseClient, row: ShowcaseVideoRow): Promise<void> {
  const { error } = await supabase.from('showcase_videos').upsert(row, { onConflict: 'card_key' });
  if (error) throw error;
}

/** Takes the video off a card: the card links to the social page again. */
export async function clearAssignment(supabase: SiteSupabaseClient, cardKey: string): Promise<void> {
  const { error } = await supabase.from('showcase_videos').delete().eq('card_key', cardKey);
  if (error) throw error;
}
