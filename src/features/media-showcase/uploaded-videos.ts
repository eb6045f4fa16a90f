// The videos uploaded in the back office (bucket `videos`, folder `uploads`), and which sample card
// plays which of them.
import { listPublicFiles, type StoredFile } from '../live-data/storage-files';
import type { SampleVideo } from './copy';

export const VIDEO_LIST_LIMIT = 100;

const isVideo = ({ name, mimeType }: { name: string; mimeType: string | null }) =>
  mimeType ? mimeType.startsWith('video/') : /\.(mp4|webm)$/i.test(name);

/** The uploaded videos, newest first. Throws when the listing fails. */
export const fetchUploadedVideos = (): Promise<StoredFile[]> =>
  listPublicFiles('videos', 'uploads', {
    limit: VIDEO_LIST_LIMIT,
    sortBy: { column: 'created_at', order: 'desc' },
    accept: isVideo,
  });

/**
 * The sample cards with the uploads they play. Uploads carry no card's name (the back office names
 * them by time and a random string), so they fill the cards in order: the newest upload plays on the
 * first card, the next one on the second. A card left without one leads to the social page.
 */
export function matchSampleVideos(
  cards: readonly SampleVideo[],
  uploads: readonly StoredFile[],
): SampleVideo[] {
  return cards.map((card, index) => {
    const upload = uploads.at(index);
    return upload ? { ...card, videoUrl: upload.url } : card;
  });
}
