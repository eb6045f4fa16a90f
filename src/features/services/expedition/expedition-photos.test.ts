import { describe, expect, it } from 'vitest';
import { orderExpeditionPhotos, type ExpeditionPhotoRow } from './expedition-photos';

const file = (name: string) => ({ path: `greenland-expedition/${name}`, url: `https://cdn.test/${name}` });
const row = (name: string, alt = ''): ExpeditionPhotoRow => ({
  object_name: `greenland-expedition/${name}-1280.webp`,
  alt_en: alt,
  alt_nl: alt ? `${alt} (nl)` : '',
  width: 1280,
  height: 960,
  variants: [
    { width: 640, type: 'image/webp', path: `greenland-expedition/${name}-640.webp` },
    { width: 1280, type: 'image/webp', path: `greenland-expedition/${name}-1280.webp` },
  ],
});

describe('orderExpeditionPhotos', () => {
  it('follows the stored order with its alt text and copies, then shows the files without a row', () => {
    const files = ['a-640.webp', 'a-1280.webp', 'b-640.webp', 'b-1280.webp', 'older.jpg'].map(file);
    const photos = orderExpeditionPhotos([row('b', 'Ice'), row('a', 'Fjord')], files);
    expect(photos.map((photo) => photo.alt.en)).toEqual(['Ice', 'Fjord', '']);
    expect(photos[0]?.srcSet).toMatch(/b-640\.webp 640w, .*b-1280\.webp 1280w$/);
    expect(photos[0]).toMatchObject({ width: 1280, height: 960, alt: { nl: 'Ice (nl)' } });
    expect(photos[2]).toEqual({
      url: 'https://cdn.test/older.jpg',
      width: 800,
      height: 600,
      alt: { en: '', nl: '' },
    });
  });

  it('leaves out a row whose file is gone and shows ten at most', () => {
    const files = Array.from({ length: 12 }, (_, n) => file(`photo-${String(n).padStart(2, '0')}.jpg`));
    const photos = orderExpeditionPhotos([row('deleted', 'Gone')], files);
    expect(photos).toHaveLength(10);
    expect(photos.some((photo) => photo.alt.en === 'Gone')).toBe(false);
  });
});
