import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShowcaseVideoRow } from '@/components/video/showcase-cards';
import type { StoredFile } from '@/lib/live-data/storage-files';
import type { CaptionFile } from './captions';
import { mediaShowcaseCopy } from './copy';
import {
  fetchShowcaseVideos,
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

const assignment = (card_key: string, object_name: string): ShowcaseVideoRow => ({
  card_key,
  object_name,
  title_en: `${card_key} title`,
  title_nl: `${card_key} titel`,
  duration_en: '1:05',
  duration_nl: '1:06',
});

describe('matchSampleVideos', () => {
  it('plays on each card the upload assigned to it, whatever the upload order, and leaves the rest to the social page', () => {
    const uploads = [upload('newest.webm'), upload('older.webm')];
    const matched = matchSampleVideos(
      cards,
      { uploads, assignments: [assignment('balloon', 'newest.webm'), assignment('stadium', 'older.webm')] },
      'en',
    );
    expect(matched.map((card) => card.videoUrl)).toEqual([
      upload('older.webm').url,
      undefined,
      upload('newest.webm').url,
    ]);
    expect(matched.map((card) => card.key)).toEqual(['stadium', 'tandem', 'balloon']);
  });

  it.each([
    { lang: 'en', titles: ['stadium title', 'Tandem jump over the Veluwe'], durations: ['1:05', '4:20'] },
    { lang: 'nl', titles: ['stadium titel', 'Tandemsprong boven de Veluwe'], durations: ['1:06', '4:20'] },
  ] as const)(
    'shows the assigned title and duration in the page language, and a card without one its own ($lang)',
    ({ lang, titles, durations }) => {
      const matched = matchSampleVideos(
        mediaShowcaseCopy[lang].videos,
        { uploads: [upload('clip.mp4')], assignments: [assignment('stadium', 'clip.mp4')] },
        lang,
      );
      expect(matched.slice(0, 2).map((card) => card.title)).toEqual(titles);
      expect(matched.slice(0, 2).map((card) => card.duration)).toEqual(durations);
    },
  );

  it('ignores an assignment whose file is gone, and uploads no card was given', () => {
    const matched = matchSampleVideos(
      cards,
      {
        uploads: [upload('kept.mp4'), upload('spare.mp4')],
        assignments: [assignment('tandem', 'deleted.mp4')],
      },
      'en',
    );
    expect(matched).toEqual(cards);
  });

  it('matches no card without uploads or assignments', () => {
    expect(matchSampleVideos(cards, { uploads: [], assignments: [] }, 'en')).toEqual(cards);
  });

  it('gives a card the captions of the upload it plays', () => {
    const captions: CaptionFile[] = [{ lang: 'nl', url: stored('clip.nl.vtt', 'text/vtt').url }];
    const [first, second] = matchSampleVideos(
      cards,
      { uploads: [{ ...upload('clip.webm'), captions }], assignments: [assignment('stadium', 'clip.webm')] },
      'nl',
    );
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

describe('fetchShowcaseVideos', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the cards’ assignments beside the listing, and fails when either read fails', async () => {
    const row = assignment('tandem', 'clip.mp4');
    const answer = (url: string, assignmentsStatus: number) =>
      url.includes('/rest/v1/showcase_videos')
        ? Response.json(assignmentsStatus === 200 ? [row] : { message: 'down' }, {
            status: assignmentsStatus,
          })
        : Response.json([
            { name: 'clip.mp4', id: '1', created_at: null, metadata: { mimetype: 'video/mp4' } },
          ]);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => Promise.resolve(answer(String(input), 200))),
    );
    const read = await fetchShowcaseVideos();
    expect(read.assignments).toEqual([row]);
    expect(read.uploads.map((video) => video.name)).toEqual(['clip.mp4']);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => Promise.resolve(answer(String(input), 503))),
    );
    await expect(fetchShowcaseVideos()).rejects.toThrow(/503/);
  });
});
