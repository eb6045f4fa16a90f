// The videos uploaded in the back office (bucket `videos`, folder `uploads`) with their caption
// files, and which sample card plays which of them.
import { listPublicFiles, type StoredFile } from '@/lib/live-data/storage-files';
import { findCaptions, type CaptionFile } from './captions';
import type { SampleVideo } from './copy';

/** Files listed, not videos: each video's caption files (up to two) count too. */
export const UPLOADS_LIST_LIMIT = 100;

/** An uploaded video with the caption files found beside it (none when it has none). */
export interface UploadedVideo extends StoredFile {
  captions: CaptionFile[];
}

const isVideo = ({ name, mimeType }: { name: string; mimeType: string | null }) =>
  mimeType ? mimeType.startsWith('video/') : /\.(mp4|webm)$/i.test(name);

/** The videos in a listing of the uploads folder, in the listing's order, each with its captions. */
export const videosWithCaptions = (listing: readonly StoredFile[]): UploadedVideo[] =>
  listing.filter(isVideo).map((video) => ({ ...video, captions: findCaptions(video.name, listing) }));

/** The uploaded videos with their captions, newest first. Throws when the listing fails. */
export const fetchUploadedVideos = async (): Promise<UploadedVideo[]> =>
  videosWithCaptions(
    await listPublicFiles('videos', 'uploads', {
      limit: UPLOADS_LIST_LIMIT,
      sortBy: { column: 'created_at', order: 'desc' },
      // Captions sit beside the videos, so the one listing finds both; videosWithCaptions sorts them out.
      accept: () => true,
    }),
  );

/**
 * The sample cards with the uploads they play. Uploads carry no card's name (the back office names
 * them by time and a random string), so they fill the cards in order: the newest upload plays on the
 * first card, the next one on the second. A card left without one leads to the social page.
 */
export function matchSampleVideos(
  cards: readonly SampleVideo[],
  uploads: readonly UploadedVideo[],
): SampleVideo[] {
  return cards.map((card, index) => {
    const upload = uploads.at(index);
    return upload ? { ...card, videoUrl: upload.url, captions: upload.captions } : card;
  });
}
