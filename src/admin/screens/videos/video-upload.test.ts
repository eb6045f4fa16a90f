import { describe, expect, it } from 'vitest';
import { checkFile } from '@/admin/uploads/check-file';
import { durationText } from '@/components/video/showcase-cards';
import { failureOf } from './upload-engine';
import {
  isResumable,
  randomPart,
  RESUMABLE_CHUNK_BYTES,
  TimeLeft,
  VIDEO_RULE,
  videoContentType,
  videoObjectName,
} from './video-upload';

const file = (name: string, type: string, size = 1024) =>
  new File([new Uint8Array(Math.min(size, 16))], name, { type }) as File & { size: number };
const sized = (name: string, type: string, size: number) => {
  const made = file(name, type);
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('videoObjectName', () => {
  it('is the time, a random string and the extension, nothing of the file name', () => {
    expect(videoObjectName(file('Mijn sprong (final) ñ.MP4', 'video/mp4'), 1732541234567, 'k3j9x0qa')).toBe(
      '1732541234567-k3j9x0qa.mp4',
    );
  });

  it('takes the extension from the type, or from the name when the browser gives no type', () => {
    expect(videoObjectName(file('clip.mp4', 'video/webm'), 1, 'r')).toBe('1-r.webm');
    expect(videoObjectName(file('CLIP.WEBM', ''), 1, 'r')).toBe('1-r.webm');
    expect(videoObjectName(file('clip.m4v', ''), 1, 'r')).toBe('1-r.mp4');
  });

  it('draws a new random string of eight lower-case letters and digits each time', () => {
    const drawn = new Set(Array.from({ length: 50 }, () => randomPart()));
    expect(drawn.size).toBe(50);
    for (const part of drawn) expect(part).toMatch(/^[0-9a-z]{8}$/);
    expect(videoObjectName(file('a.mp4', 'video/mp4'))).toMatch(/^\d{13}-[0-9a-z]{8}\.mp4$/);
  });
});

describe('the checks before an upload', () => {
  it('accepts MP4 and WebM up to the bucket limit of 200 MB', () => {
    expect(checkFile(sized('a.mp4', 'video/mp4', 200 * 1024 * 1024), VIDEO_RULE)).toBeNull();
    expect(checkFile(sized('a.webm', '', 1000), VIDEO_RULE)).toBeNull();
  });

  it.each([
    ['a QuickTime film', sized('a.mov', 'video/quicktime', 1000), 'type'],
    ['an HTML page named as a video', sized('a.mp4', 'text/html', 1000), 'type'],
    ['a video over 200 MB', sized('a.mp4', 'video/mp4', 200 * 1024 * 1024 + 1), 'size'],
    ['an empty file', sized('a.webm', 'video/webm', 0), 'empty'],
  ])('refuses %s', (_what, chosen, code) => {
    expect(checkFile(chosen, VIDEO_RULE)).toEqual({ code });
  });

  it('sends files over 6 MB by resumable upload, and smaller ones in one request', () => {
    expect(isResumable(RESUMABLE_CHUNK_BYTES)).toBe(false);
    expect(isResumable(RESUMABLE_CHUNK_BYTES + 1)).toBe(true);
  });

  it('stores the type the browser gave, or the one the extension implies', () => {
    expect(videoContentType(file('a.mp4', 'video/mp4'))).toBe('video/mp4');
    expect(videoContentType(file('a.webm', ''))).toBe('video/webm');
    expect(videoContentType(file('a.mp4', ''))).toBe('video/mp4');
  });
});

describe('TimeLeft', () => {
  it('knows nothing before a second of progress, then goes by the recent pace', () => {
    const left = new TimeLeft();
    left.add(0, 0);
    left.add(500, 1_000_000);
    expect(left.seconds(10_000_000)).toBeNull();
    left.add(1000, 2_000_000);
    // 2 MB a second, 8 MB to go.
    expect(left.seconds(10_000_000)).toBeCloseTo(4);
  });

  it('forgets an old pace: only the last window counts, and a reset starts over', () => {
    const left = new TimeLeft(10_000);
    left.add(0, 0);
    left.add(10_000, 10_000_000); // 1 MB/s
    left.add(20_000, 10_500_000); // then 0.05 MB/s
    left.add(21_000, 10_550_000);
    expect(left.seconds(11_550_000)).toBeCloseTo(20);
    left.reset();
    expect(left.seconds(11_550_000)).toBeNull();
  });
});

describe('failureOf', () => {
  it('tells an existing name, a refused file, an expired session and a lost connection apart', () => {
    expect(failureOf({ status: 409 })).toBe('exists');
    expect(failureOf(Object.assign(new Error('The resource already exists'), { status: 400 }))).toBe(
      'exists',
    );
    expect(failureOf({ originalResponse: { getStatus: () => 413 } })).toBe('refused');
    expect(failureOf({ status: 415 })).toBe('refused');
    expect(failureOf({ status: 401 })).toBe('session');
    expect(failureOf({ originalResponse: { getStatus: () => 403 } })).toBe('session');
    expect(failureOf(new Error('Connection lost'))).toBe('network');
    expect(failureOf({ status: 0 })).toBe('network');
  });
});

describe('durationText', () => {
  it.each([
    [225.4, '3:45'],
    [5, '0:05'],
    [59.6, '1:00'],
    [3725, '62:05'],
  ])('%s seconds is %s', (seconds, text) => {
    expect(durationText(seconds)).toBe(text);
  });
});
