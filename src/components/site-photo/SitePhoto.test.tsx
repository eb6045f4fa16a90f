import { readFileSync } from 'node:fs';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SitePhotoRow } from '@/lib/live-data/site-photos';
import { sitePhotoPlaces } from './places';

const fetchSitePhotos = vi.fn<() => Promise<SitePhotoRow[]>>();
vi.mock('@/lib/live-data/site-photos', () => ({ fetchSitePhotos }));

const row: SitePhotoRow = {
  place: 'service.service-tandem-jumps.hero',
  width: 1600,
  height: 1200,
  variants: [
    {
      width: 1200,
      type: 'image/webp',
      path: 'service.service-tandem-jumps.hero/1-jump-1200.webp',
      url: 'https://cdn.test/service.service-tandem-jumps.hero/1-jump-1200.webp',
    },
    {
      width: 480,
      type: 'image/webp',
      path: 'service.service-tandem-jumps.hero/1-jump-480.webp',
      url: 'https://cdn.test/service.service-tandem-jumps.hero/1-jump-480.webp',
    },
    {
      width: 480,
      type: 'image/avif',
      path: 'service.service-tandem-jumps.hero/1-jump-480.avif',
      url: 'https://cdn.test/service.service-tandem-jumps.hero/1-jump-480.avif',
    },
  ],
  alt_en: 'A tandem pair under canopy',
  alt_nl: 'Een tandemduo onder het scherm',
};

// Each test gets a fresh store: the live read is once per page load.
const load = async () => ({
  SitePhoto: (await import('./SitePhoto')).SitePhoto,
  renderWithSite: (await import('@/components/ui/test-utils')).renderWithSite,
});

beforeEach(() => {
  vi.resetModules();
  fetchSitePhotos.mockReset();
});
const carriedElements: HTMLScriptElement[] = [];
afterEach(() => carriedElements.splice(0).forEach((element) => element.remove()));

/** What the prerendered HTML carries for a place with a photo. */
function carry(photo: SitePhotoRow) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.dataset.sitePhoto = photo.place;
  element.textContent = JSON.stringify(photo);
  document.head.append(element);
  carriedElements.push(element);
}

const illustration = <svg data-testid="illustration" />;

describe('SitePhoto', () => {
  it('keeps the illustration while the place has no photo', async () => {
    fetchSitePhotos.mockResolvedValue([]);
    const { SitePhoto, renderWithSite } = await load();
    renderWithSite(
      <SitePhoto place="experience.balloon" aspect="16 / 9" sizes="100vw">
        {illustration}
      </SitePhoto>,
    );
    await act(async () => {});
    expect(screen.getByTestId('illustration')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(fetchSitePhotos).toHaveBeenCalledTimes(1);
  });

  it('shows a photo that arrives after hydration in the illustration’s box, lazily, in the page’s language', async () => {
    fetchSitePhotos.mockResolvedValue([{ ...row, place: 'experience.balloon' }]);
    const { SitePhoto, renderWithSite } = await load();
    const { container } = renderWithSite(
      <SitePhoto place="experience.balloon" aspect="16 / 9" sizes="(min-width: 768px) 50vw, 100vw">
        {illustration}
      </SitePhoto>,
      '/nl',
    );
    const photo = await screen.findByRole('img', { name: 'Een tandemduo onder het scherm' });
    expect(screen.queryByTestId('illustration')).toBeNull();
    expect(photo).toHaveAttribute('width', '1600');
    expect(photo).toHaveAttribute('height', '1200');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
    expect(photo).not.toHaveAttribute('fetchpriority');
    expect(photo.style.aspectRatio).toBe('16 / 9');
    expect(photo).toHaveAttribute(
      'src',
      'https://cdn.test/service.service-tandem-jumps.hero/1-jump-1200.webp',
    );
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[1]?.getAttribute('srcset')).toMatch(/-480\.webp 480w, .*-1200\.webp 1200w$/);
    expect(sources[1]?.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
  });

  it('shows the photo the prerendered HTML carried at once, eager with high priority for the hero', async () => {
    fetchSitePhotos.mockReturnValue(new Promise(() => {}));
    carry(row);
    const { SitePhoto, renderWithSite } = await load();
    renderWithSite(
      <SitePhoto place="service.service-tandem-jumps.hero" aspect="4 / 3" sizes="100vw" priority>
        {illustration}
      </SitePhoto>,
    );
    const photo = screen.getByRole('img', { name: 'A tandem pair under canopy' });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });

  it('brings the illustration back when the photo was removed since the build', async () => {
    fetchSitePhotos.mockResolvedValue([]);
    carry(row);
    const { SitePhoto, renderWithSite } = await load();
    renderWithSite(
      <SitePhoto place="service.service-tandem-jumps.hero" aspect="4 / 3" sizes="100vw">
        {illustration}
      </SitePhoto>,
    );
    expect(await screen.findByTestId('illustration')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('sitePhotoPlaces', () => {
  it('are the places the database accepts', () => {
    const migration = readFileSync(
      'supabase/migrations/20261126040000_expedition_and_site_photos.sql',
      'utf8',
    );
    const list = /is_site_photo_place\(place text\)[\s\S]*?array\[([\s\S]*?)\]/.exec(migration)?.[1] ?? '';
    const inDatabase = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(inDatabase).toEqual([...sitePhotoPlaces]);
  });
});
