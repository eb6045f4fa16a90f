// The media screen against the production build and the local backend: an admin uploads expedition
// photos made in the page, orders them by keyboard and sees the public carousel follow with their
// descriptions; then sets a photo for a service page's hero, sees it on the public page (srcset, size,
// eager with high priority, in the illustration's box) and removes it to bring the illustration back.
import { expect, test, type Page } from '@playwright/test';
import { serviceClient } from '../tests/support/clients';
import { openAsNewAdmin } from './admin-session';
import { seriousAxeViolations, waitForHydration } from './site';

const SCREEN = '/admin/media';
const HERO_PLACE = 'service.service-tandem-jumps.hero';
const HERO_PAGE = '/services/tandem-jumps';
const service = serviceClient();

test.afterAll(async () => {
  const rows = await service.from('expedition_photos').select('object_name, variants');
  const paths = (rows.data ?? []).flatMap((row) => [
    row.object_name as string,
    ...(row.variants as { path: string }[]).map((variant) => variant.path),
  ]);
  if (paths.length > 0) await service.storage.from('expedition-photos').remove(paths);
  await service.from('expedition_photos').delete().neq('object_name', '');
  const site = await service.from('site_photos').select('variants').eq('place', HERO_PLACE);
  const sitePaths = (site.data ?? []).flatMap((row) =>
    (row.variants as { path: string }[]).map((v) => v.path),
  );
  if (sitePaths.length > 0) await service.storage.from('site-photos').remove(sitePaths);
  await service.from('site_photos').delete().eq('place', HERO_PLACE);
});

/** A real JPEG drawn on a canvas in the page: a colour field with a large label. */
async function drawPhoto(page: Page, label: string, hue: number, width: number, height: number) {
  const base64 = await page.evaluate(
    async ([text, h, w, ht]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = ht;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const gradient = context.createLinearGradient(0, 0, w, ht);
      gradient.addColorStop(0, `hsl(${h} 70% 35%)`);
      gradient.addColorStop(1, `hsl(${h + 40} 80% 65%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, ht);
      context.fillStyle = '#fff';
      context.font = `bold ${Math.round(ht / 3)}px sans-serif`;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(text, w / 2, ht / 2);
      const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.9));
      if (!blob) throw new Error('no JPEG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    [label, hue, width, height] as const,
  );
  return { name: `${label} photo.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

const photoList = (page: Page) => page.getByRole('list', { name: 'Greenland expedition photos' });
const descriptionsInOrder = (page: Page) =>
  photoList(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => (item.querySelector('input[lang="en"]') as HTMLInputElement | null)?.value ?? ''),
    );

test('expedition photos: upload three, reorder by keyboard, and the carousel follows with their descriptions', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAsNewAdmin(page, 'media-expedition', SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Add a photo' });

  // Bad input first: nothing chosen, no descriptions, then an SVG.
  await form.getByRole('button', { name: 'Upload photo' }).click();
  await expect(form.getByText('Choose a photo to upload.')).toBeVisible();
  await expect(form.getByText('Describe the photo in English.')).toBeVisible();
  await expect(form.getByLabel('Photo', { exact: true })).toBeFocused();
  await form.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await form.getByLabel('Description (English)').fill('Typed before the wrong file');
  await form.getByRole('button', { name: 'Upload photo' }).click();
  await expect(form.getByText(/This file is not a JPEG, PNG, WebP or AVIF photo/)).toBeVisible();
  await expect(form.getByLabel('Description (English)')).toHaveValue('Typed before the wrong file');

  for (const [label, hue] of [
    ['A', 200],
    ['B', 20],
    ['C', 120],
  ] as const) {
    await form
      .getByLabel('Photo', { exact: true })
      .setInputFiles(await drawPhoto(page, label, hue, 1800, 1350));
    await form.getByLabel('Description (English)').fill(`Expedition ${label}`);
    await form.getByLabel('Description (Dutch)').fill(`Expeditie ${label}`);
    await form.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Photo added.' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(form.getByLabel('Description (English)')).toHaveValue('');
  }
  await expect
    .poll(() => descriptionsInOrder(page))
    .toEqual(['Expedition A', 'Expedition B', 'Expedition C']);

  // Each photo was stored as WebP copies at the carousel's widths, never wider than the photo.
  const stored = await service.from('expedition_photos').select('variants, width').order('position');
  expect(stored.data?.[0]?.width).toBe(1800);
  expect(
    (stored.data?.[0]?.variants as { width: number; type: string }[]).map((v) => [v.width, v.type]),
  ).toEqual([
    [640, 'image/webp'],
    [1280, 'image/webp'],
  ]);

  // C to the top, by keyboard: focus follows the moved photo.
  await page.getByRole('button', { name: 'Move photo 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Photo moved: it is now photo 2.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move photo 2 up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Photo moved: it is now photo 1.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move photo 1 down' })).toBeFocused();
  await expect
    .poll(() => descriptionsInOrder(page))
    .toEqual(['Expedition C', 'Expedition A', 'Expedition B']);

  // A description changed in place, and the order survives a reload.
  const second = photoList(page).getByRole('listitem').nth(1);
  await second.getByLabel('Description (Dutch)').fill('Expeditie A, de fjord');
  await second.getByRole('button', { name: 'Save description' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Description saved.' })).toBeVisible();
  await page.reload();
  await expect
    .poll(() => descriptionsInOrder(page))
    .toEqual(['Expedition C', 'Expedition A', 'Expedition B']);
  expect(await seriousAxeViolations(page)).toEqual([]);

  for (const [path, label, alts] of [
    ['/services', 'Greenland expedition', ['Expedition C', 'Expedition A', 'Expedition B']],
    ['/nl/diensten', 'Expeditie Groenland', ['Expeditie C', 'Expeditie A, de fjord', 'Expeditie B']],
  ] as const) {
    await page.goto(`${path}#services`);
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: label });
    await carousel.scrollIntoViewIfNeeded();
    const photos = carousel.getByRole('img');
    await expect(photos).toHaveCount(3, { timeout: 15_000 });
    for (const [index, alt] of alts.entries()) await expect(photos.nth(index)).toHaveAccessibleName(alt);
    await expect(photos.first()).toHaveAttribute('srcset', /-640\.webp 640w, .*-1280\.webp 1280w$/);
    await expect(photos.first()).toHaveAttribute('width', '1800');
    await expect(photos.first()).toHaveAttribute('height', '1350');
  }

  // Deleting removes the row and the files.
  await page.goto(SCREEN);
  await page.getByRole('button', { name: 'Delete photo 3' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete photo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo deleted.' })).toBeVisible();
  await expect.poll(() => descriptionsInOrder(page)).toEqual(['Expedition C', 'Expedition A']);
  await expect(page.getByRole('heading', { name: 'Greenland expedition photos' })).toBeFocused();
  const files = await service.storage.from('expedition-photos').list('greenland-expedition');
  expect(files.data?.filter((file) => file.name.includes('-b-photo-'))).toEqual([]);
});

test('a site photo replaces a service page hero’s illustration in the same box, and removing it brings the illustration back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAsNewAdmin(page, 'media-site', SCREEN);
  const place = page.locator(`li[data-place="${HERO_PLACE}"]`);
  await expect(place.getByText('Shows the illustration')).toBeVisible();
  await place.getByRole('button', { name: /^Upload a photo for / }).click();
  const editor = place.getByRole('region', { name: /^Photo for / });
  await expect(editor.getByRole('heading')).toBeFocused();
  await editor
    .getByLabel('Photo', { exact: true })
    .setInputFiles(await drawPhoto(page, 'Tandem', 30, 2400, 1800));
  await editor.getByLabel('Description (English)').fill('A tandem pair under an orange canopy');
  await editor.getByRole('button', { name: 'Save photo' }).click();
  await expect(editor.getByText('Describe the photo in Dutch.')).toBeVisible();
  await editor.getByLabel('Description (Dutch)').fill('Een tandemduo onder een oranje scherm');
  await editor.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Photo saved for / })).toBeVisible({
    timeout: 30_000,
  });
  await expect(place.getByText('Shows a photo')).toBeVisible();

  const row = await service
    .from('site_photos')
    .select('width, height, variants')
    .eq('place', HERO_PLACE)
    .single();
  expect(row.data).toMatchObject({ width: 2400, height: 1800 });
  const webpWidths = (row.data?.variants as { width: number; type: string }[])
    .filter((variant) => variant.type === 'image/webp')
    .map((variant) => variant.width);
  expect(webpWidths).toEqual([480, 768, 1200, 1920]);

  // The build had no photo: the illustration comes first, the photo after hydration in the same box.
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/rest/v1/site_photos*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(HERO_PAGE);
  await waitForHydration(page);
  const hero = page.locator('article header').first();
  const illustrationBox = await hero.locator('svg').first().boundingBox();
  release();
  const photo = hero.getByRole('img', { name: 'A tandem pair under an orange canopy' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('loading', 'eager');
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).toHaveAttribute('width', '2400');
  await expect(photo).toHaveAttribute('height', '1800');
  const webp = hero.locator('picture source[type="image/webp"]');
  await expect(webp).toHaveAttribute(
    'srcset',
    /-480\.webp 480w, .*-768\.webp 768w, .*-1200\.webp 1200w, .*-1920\.webp 1920w$/,
  );
  await expect(webp).toHaveAttribute('sizes', '(min-width: 480px) 448px, 100vw');
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const photoBox = await photo.boundingBox();
  expect(photoBox?.width).toBeCloseTo(illustrationBox?.width ?? 0, 0);
  expect(photoBox?.height).toBeCloseTo(illustrationBox?.height ?? 0, 0);
  await page.unroute('**/rest/v1/site_photos*');

  await page.goto('/nl/services/tandem-jumps');
  await expect(page.getByRole('img', { name: 'Een tandemduo onder een oranje scherm' })).toBeVisible();

  await page.goto(SCREEN);
  await place.getByRole('button', { name: /^Remove the photo of / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByRole('status').filter({ hasText: /The illustration is back\.$/ })).toBeVisible();
  await expect(place.getByRole('button', { name: /^Upload a photo for / })).toBeFocused();
  const left = await service.storage.from('site-photos').list(HERO_PLACE);
  expect(left.data ?? []).toEqual([]);

  await page.goto(HERO_PAGE);
  await waitForHydration(page);
  await page.waitForResponse('**/rest/v1/site_photos*');
  await expect(page.locator('article header svg').first()).toBeVisible();
  await expect(page.locator('article header picture')).toHaveCount(0);
});
