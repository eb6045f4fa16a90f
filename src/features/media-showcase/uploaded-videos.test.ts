import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredFile } from '@/lib/live-data/storage-files';
import type { CaptionFile } from './captions';
import { mediaShowcaseCopy } from './copy';
import {
  fetchUploadedVideos,
  matchSampleVideos,
  videosWithCaptions,
  type UploadedVideo,
} from './uploaded-videos';

const stored = (name: string, mimeType: string | null): StoredFile => ({
  name,
  url: `https://project.supabase.co/storage/v1/object/public/videos/uploads/${name}`,
  mimeType,
  createdAt: null,
});

const upload = (name: string): UploadedVideo => ({ ...stored(name, 'video/webm'), captions: [] });

const cards = mediaShowcaseCopy.en.videos;

describe('matchSampleVideos', () => {
  it('plays the newest upload on the first card, the next on the second, and leaves the rest to the social page', () => {
    const matched = matchSampleVideos(cards, [upload('newest.webm'), upload('older.webm')]);
    expect(matched.map((card) => card.videoUrl)).toEqual([
      upload('newest.webm').url,
      upload('older.webm').url,
      undefined,
    ]);
    expect(matched.map((card) => card.title)).toEqual(cards.map((card) => card.title));
  });

  it('matches no card without uploads, and no more cards than there are', () => {
    expect(matchSampleVideos(cards, []).every((card) => card.videoUrl === undefined)).toBe(true);
    const many = Array.from({ length: 5 }, (_, index) => upload(`${index}.mp4`));
    expect(matchSampleVideos(cards, many)).toHaveLength(cards.length);
  });

  it('gives a card the captions of the upload it plays', () => {
    const captions: CaptionFile[] = [{ lang: 'nl', url: stored('newest.nl.vtt', 'text/vtt').url }];
    const [first, second] = matchSampleVideos(cards, [{ ...upload('newest.webm'), captions }]);
    expect(first?.captions).toEqual(captions);
    expect(second?.captions).toBeUndefined();
  });
});

describe('videosWithCaptions', () => {
  it('keeps the videos of a listing in its order, each with its own captions, and no caption file as a video', () => {
    const listing = [
      stored('newest.nl.vtt', 'text/vtt'),
      stored('newest.webm', 'video/webm'),
      stored('newest.en.vtt', 'text/vtt'),
      stored('older.mp4', null),
      stored('notes.txt', 'text/plain'),
    ];
    expect(videosWithCaptions(listing)).toEqual([
      {
        ...listing[1],
        captions: [
          { lang: 'en', url: stored('newest.en.vtt', null).url },
          { lang: 'nl', url: stored('newest.nl.vtt', null).url },
        ],
      },
      { ...listing[3], captions: [] },
    ]);
  });
});

describe('fetchUploadedVideos', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('finds the captions in the one listing of the uploads folder', async () => {
    const entry = (name: string, mimetype: string) => ({
      name,
      id: name,
      created_at: null,
      metadata: { mimetype },
    });
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        Response.json([
          entry('clip.en.vtt', 'text/vtt'),
          entry('clip.mp4', 'video/mp4'),
          entry('clip.nl.vtt', 'text/vtt'),
        ]),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const [video, ...others] = await fetchUploadedVideos();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/storage\/v1\/object\/list\/videos$/);
    expect(others).toEqual([]);
    expect(video?.name).toBe('clip.mp4');
    expect(video?.captions.map((file) => file.url)).toEqual([
      expect.stringMatching(/\/storage\/v1\/object\/public\/videos\/uploads\/clip\.en\.vtt$/),
      expect.stringMatching(/\/storage\/v1\/object\/public\/videos\/uploads\/clip\.nl\.vtt$/),
    ]);
  });
});
