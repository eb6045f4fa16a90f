import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeObjectName, timestampedName } from './object-name';

describe('safeObjectName', () => {
  it('lower-cases and turns odd characters into dashes, keeping the extension', () => {
    expect(safeObjectName('Zomer Sprong (1).JPG')).toBe('zomer-sprong-1.jpg');
    expect(safeObjectName('Über café  déjà vu!.png')).toBe('uber-cafe-deja-vu.png');
    expect(safeObjectName('my.holiday.photo.webp')).toBe('my-holiday-photo.webp');
  });

  it('never lets a name climb out of its folder', () => {
    expect(safeObjectName('../../etc/passwd')).toBe('passwd');
    expect(safeObjectName('C:\\Users\\me\\foto.jpeg')).toBe('foto.jpeg');
  });

  it('is never empty', () => {
    expect(safeObjectName('日本.jpg')).toBe('file.jpg');
    expect(safeObjectName('')).toBe('file');
  });
});

describe('timestampedName', () => {
  afterEach(() => vi.useRealTimers());

  it('puts the upload time before the safe name', () => {
    vi.useFakeTimers({ now: 1_764_000_000_000 });
    expect(timestampedName('Cover Photo.JPG')).toBe('1764000000000-cover-photo.jpg');
  });
});
