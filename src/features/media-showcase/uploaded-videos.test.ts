import { describe, expect, it } from 'vitest';
import type { StoredFile } from '../live-data/storage-files';
import { mediaShowcaseCopy } from './copy';
import { matchSampleVideos } from './uploaded-videos';

const upload = (name: string): StoredFile => ({
  name,
  url: `https://project.supabase.co/storage/v1/object/public/videos/uploads/${name}`,
  mimeType: 'video/webm',
  createdAt: null,
});

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
});
