import { describe, expect, it, vi } from 'vitest';
import { fetchSitePhotos } from './site-photos';

const stored = (place: string, variants: unknown) => ({
  place,
  width: 1600,
  height: 1200,
  variants,
  alt_en: 'Canopy',
  alt_nl: 'Scherm',
});

describe('fetchSitePhotos', () => {
  it('reads every place in one request and adds where each copy is served', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(
      Response.json([
        stored('home.hero.1', [{ width: 480, type: 'image/webp', path: 'home.hero.1/1-a b-480.webp' }]),
        // Only AVIF copies: a browser without AVIF could not show it, so the illustration stays.
        stored('home.hero.2', [{ width: 480, type: 'image/avif', path: 'home.hero.2/1-480.avif' }]),
        stored('home.hero.3', 'not a list'),
      ]),
    );
    const photos = await fetchSitePhotos({ url: 'https://db.test', key: 'key', fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      'https://db.test/rest/v1/site_photos?select=place%2Cwidth%2Cheight%2Cvariants%2Calt_en%2Calt_nl',
    );
    expect(photos).toEqual([
      {
        ...stored('home.hero.1', []),
        variants: [
          {
            width: 480,
            type: 'image/webp',
            path: 'home.hero.1/1-a b-480.webp',
            url: 'https://db.test/storage/v1/object/public/site-photos/home.hero.1/1-a%20b-480.webp',
          },
        ],
      },
    ]);
  });
});
