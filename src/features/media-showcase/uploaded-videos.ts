// The videos uploaded in the back office (bucket `videos`, folder `uploads`) with their caption
// files, and which sample card plays which of them (table `showcase_videos`).
import type { ShowcaseVideoRow } from '@/components/video/showcase-cards';
import { listPublicFiles, type StoredFile } from '@/lib/live-data/storage-files';
import { selectRows, siteBackend } from '@/lib/public-data';
import type { Language } from '@contract/language.ts';
import { findCaptions, type CaptionFile } from './captions';
import type { SampleVideo } from './copy';

/** Files listed, not videos: each video's caption files (up to two) count too. */
export const UPLOADS_LIST_LIMIT = 100;

/** An uploaded video with the caption files found beside it (none when it has none). */
export interface UploadedVideo extends StoredFile {
  captions: CaptionFile[];
}

/** What the showcase needs to fill its cards: the uploads and the back office's choice per card. */
export interface ShowcaseVideos {
  uploads: UploadedVideo[];
  assignments: ShowcaseVideoRow[];
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

const ASSIGNMENT_COLUMNS = 'card_key,object_name,title_en,title_nl,duration_en,duration_nl';

/** The uploads and the cards' assignments, read side by side. Throws when either read fails. */
export async function fetchShowcaseVideos(): Promise<ShowcaseVideos> {
  const [uploads, assignments] = await Promise.all([
    fetchUploadedVideos(),
    selectRows<ShowcaseVideoRow>(
      siteBackend,
      'showcase_videos',
      new URLSearchParams({ select: ASSIGNMENT_COLUMNS }),
    ),
  ]);
  return { uploads, assignments };
}

/**
 * The sample cards with the videos the back office assigned them, and the title and duration it gave
 * each in `lang`. A card without an assignment, or whose assigned file is no longer among the
 * uploads, keeps its own words and leads to the social page.
 */
export function matchSampleVideos(
  cards: readonly SampleVideo[],
  { uploads, assignments }: ShowcaseVideos,
  lang: Language,
): SampleVideo[] {
  const uploadsByName = new Map(uploads.map((upload) => [upload.name, upload]));
  return cards.map((card) => {
    const assigned = assignments.find((row) => row.card_key === card.key);
    const upload = assigned && uploadsByName.get(assigned.object_name);
    if (!assigned || !upload) return card;
    return {
      ...card,
      title: lang === 'nl' ? assigned.title_nl : assigned.title_en,
      duration: lang === 'nl' ? assigned.duration_nl : assigned.duration_en,
      videoUrl: upload.url,
      captions: upload.captions,
    };
  });
}
