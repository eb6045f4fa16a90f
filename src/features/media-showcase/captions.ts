// Caption files of the uploaded videos: where they live and how the player finds them.
import type { CaptionFile } from '@/components/video/VideoPlayerDialog';
import type { StoredFile } from '@/lib/live-data/storage-files';
import { LANGUAGES, type Language } from '@contract/language.ts';

export type { CaptionFile };

const withoutExtension = (fileName: string) => fileName.replace(/\.[^.]+$/, '');

/**
 * The name of a video's caption file in one language. Captions are WebVTT files (`text/vtt`) beside
 * the video in the `videos` bucket's `uploads` folder, named after the video without its extension,
 * then the language code: `uploads/1732-ab12.mp4` has `uploads/1732-ab12.en.vtt` and
 * `uploads/1732-ab12.nl.vtt`. Either may be missing.
 */
export const captionFileName = (videoName: string, lang: Language) =>
  `${withoutExtension(videoName)}.${lang}.vtt`;

/** The caption files of a video found in the listing of its folder, in the site's language order. */
export function findCaptions(videoName: string, listing: readonly StoredFile[]): CaptionFile[] {
  const urlsByName = new Map(listing.map((file) => [file.name, file.url]));
  return LANGUAGES.flatMap((lang) => {
    const url = urlsByName.get(captionFileName(videoName, lang));
    return url ? [{ lang, url }] : [];
  });
}
