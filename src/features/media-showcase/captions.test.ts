import { describe, expect, it } from 'vitest';
import type { StoredFile } from '@/lib/live-data/storage-files';
import { captionFileName, findCaptions } from './captions';

const file = (name: string, mimeType: string | null = 'text/vtt'): StoredFile => ({
  name,
  url: `https://project.supabase.co/storage/v1/object/public/videos/uploads/${name}`,
  mimeType,
  createdAt: null,
});

const video = file('1732-ab12.mp4', 'video/mp4');

describe('captionFileName', () => {
  it('names the captions after the video without its extension, then the language', () => {
    expect(captionFileName('1732-ab12.mp4', 'en')).toBe('1732-ab12.en.vtt');
    expect(captionFileName('1732-ab12.webm', 'nl')).toBe('1732-ab12.nl.vtt');
  });
});

describe('findCaptions', () => {
  it('finds both languages beside the video, English first', () => {
    const listing = [file('1732-ab12.nl.vtt'), video, file('1732-ab12.en.vtt')];
    expect(findCaptions(video.name, listing)).toEqual([
      { lang: 'en', url: file('1732-ab12.en.vtt').url },
      { lang: 'nl', url: file('1732-ab12.nl.vtt').url },
    ]);
  });

  it('finds one language when only one was uploaded', () => {
    expect(findCaptions(video.name, [video, file('1732-ab12.nl.vtt')])).toEqual([
      { lang: 'nl', url: file('1732-ab12.nl.vtt').url },
    ]);
  });

  it('finds none when the video has none, even beside another video’s captions', () => {
    expect(findCaptions(video.name, [video])).toEqual([]);
    expect(findCaptions(video.name, [video, file('1799-zz99.en.vtt'), file('1799-zz99.nl.vtt')])).toEqual([]);
  });

  it('ignores files that are not captions in a site language', () => {
    const listing = [
      video,
      file('1732-ab12.vtt'),
      file('1732-ab12.en.srt', 'application/x-subrip'),
      file('1732-ab12.de.vtt'),
      file('1732-ab12.jpg', 'image/jpeg'),
    ];
    expect(findCaptions(video.name, listing)).toEqual([]);
  });

  it('ignores names that merely contain .en. or .nl.', () => {
    const listing = [
      video,
      file('1732-ab12.en.vtt.bak', null),
      file('1732-ab12.en.mp4', 'video/mp4'),
      file('1732-ab12.nl.notes.vtt'),
      file('old-1732-ab12.en.vtt'),
      file('1732-ab12.mp4.en.vtt'),
    ];
    expect(findCaptions(video.name, listing)).toEqual([]);
  });
});
