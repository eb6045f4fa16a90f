// The video screen against the production build and the local backend: an admin uploads a real video
// through the resumable (TUS) path while the connection drops and the browser goes offline, finishes an
// upload cut off by leaving the page, plays, shares and assigns the video to a sample card, sees it
// play on the public site, then deletes it and the card links out again.
import { mkdir, writeFile } from 'node:fs/promises';
import { expect, test, type Page, type Request } from '@playwright/test';
import { serviceClient } from '../tests/support/clients';
import { openAsNewAdmin } from './admin-session';
import { seriousAxeViolations, waitForHydration } from './site';

const SCREEN = '/video-management';
const CHUNK = 6 * 1024 * 1024;
const run = Date.now().toString(36);
const service = serviceClient();
const uploaded: string[] = [];

test.afterAll(async () => {
  await service.from('showcase_videos').delete().in('object_name', uploaded);
  if (uploaded.length > 0)
    await service.storage.from('videos').remove(uploaded.map((name) => `uploads/${name}`));
});

/** A real WebM of two seconds of changing colour, recorded by the browser once per worker. */
let recording: Promise<Buffer> | undefined;

async function recordVideo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((done) => (recorder.onstop = done));
    recorder.start();
    const started = performance.now();
    for (let frame = 0; performance.now() - started < 2_000; frame++) {
      context.fillStyle = `hsl(${(frame * 14) % 360} 80% 50%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
      await new Promise((done) => setTimeout(done, 40));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    }
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/**
 * The recording made larger than `minBytes` and written to a file (so choosing it twice gives the
 * same file, as an admin's disk would). The size comes from an EBML Void element after the media,
 * which players skip: it needs no more recording, which a busy machine may fall short of.
 */
async function videoFile(page: Page, minBytes: number, fileName: string): Promise<string> {
  recording ??= recordVideo(page);
  const video = await recording;
  const VOID_HEADER = 9;
  const fill = Math.max(0, minBytes + 1 - video.length - VOID_HEADER);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(fill));
  // The Void ID, then its size as an eight-byte EBML number: a 0x01 length marker and seven bytes.
  const padding = Buffer.concat([Buffer.from([0xec, 0x01]), size.subarray(1), Buffer.alloc(fill)]);
  const bytes = Buffer.concat([video, padding]);
  expect(bytes.length).toBeGreaterThan(minBytes);
  await mkdir('test-results/admin-videos', { recursive: true });
  const path = `test-results/admin-videos/${fileName}`;
  await writeFile(path, bytes);
  return path;
}

/** Every request to the resumable endpoint, by method, in order. */
function watchResumable(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/storage/v1/upload/resumable')) seen.push(request.method());
  });
  return seen;
}

async function uploadedName(page: Page): Promise<string> {
  const done = page.getByRole('status').filter({ hasText: /^Video uploaded: / });
  await expect(done).toBeVisible({ timeout: 60_000 });
  const name = ((await done.textContent()) ?? '').replace('Video uploaded: ', '');
  expect(name).toMatch(/^\d{13}-[0-9a-z]{8}\.webm$/);
  uploaded.push(name);
  return name;
}

test('files are checked before sending, with the message in the admin’s language', async ({ page }) => {
  await openAsNewAdmin(page, 'videos-checks', SCREEN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos');
  await expect(page).toHaveTitle('Videos | Admin');
  await expect(
    page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Videos' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Sample cards on the website' })).toBeVisible();

  const field = page.getByLabel('Video file');
  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect(field).toHaveAccessibleDescription(/Choose a video file to upload\./);
  await field.setInputFiles({ name: 'notes.html', mimeType: 'text/html', buffer: Buffer.from('<p>hi</p>') });
  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect(field).toHaveAccessibleDescription(/This file is not an MP4 or WebM video\./);
  await expect(field).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Video's");
  await page.getByLabel('Videobestand').setInputFiles({
    name: 'leeg.webm',
    mimeType: 'video/webm',
    buffer: Buffer.alloc(0),
  });
  await page.getByRole('button', { name: 'Video uploaden' }).click();
  await expect(page.getByLabel('Videobestand')).toHaveAccessibleDescription(/Dit bestand is leeg\./);
  await page.getByRole('button', { name: 'English' }).click();

  // A small video goes in one request, not by the resumable path.
  const small = await videoFile(page, 256 * 1024, `${run}-small.webm`);
  const resumable = watchResumable(page);
  const sent = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && /\/storage\/v1\/object\/videos\/uploads\/\d{13}-/.test(request.url()),
  );
  await page.getByLabel('Video file').setInputFiles(small);
  await page.getByRole('button', { name: 'Upload video' }).click();
  expect((await sent).headers()['x-upsert']).toBe('false');
  const name = await uploadedName(page);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  expect(resumable).toEqual([]);
});

test('a large video survives a dropped connection and going offline, then plays on its card on the site', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await openAsNewAdmin(page, 'videos-upload', SCREEN);
  const file = await videoFile(page, 2 * CHUNK + 512 * 1024, `${run}-noise.webm`);
  const methods = watchResumable(page);

  // The first chunk after the one sent with the creation is cut off; tus-js-client retries by
  // itself. The next one goes out as the browser drops offline; the screen waits for the connection.
  let patches = 0;
  await page.route('**/storage/v1/upload/resumable/**', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    patches += 1;
    if (patches === 1) return route.abort('connectionreset');
    if (patches === 3) {
      await context.setOffline(true);
      return route.abort('internetdisconnected').catch(() => undefined);
    }
    return route.continue();
  });

  await page.getByLabel('Video file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect(page.getByRole('progressbar', { name: /Uploading .*-noise\.webm/ })).toBeVisible();
  await expect(page.getByText('You are offline. The upload is paused')).toBeVisible({ timeout: 30_000 });
  await context.setOffline(false);
  const name = await uploadedName(page);

  expect(methods[0]).toBe('POST');
  expect(methods.filter((method) => method === 'POST')).toHaveLength(1);
  // After each interruption the client asks where the server got to before sending on.
  expect(methods.filter((method) => method === 'HEAD').length).toBeGreaterThanOrEqual(2);
  expect(patches).toBeGreaterThanOrEqual(4);
  await page.unroute('**/storage/v1/upload/resumable/**');

  const { data: stored } = await service.storage.from('videos').list('uploads', { search: name });
  expect(stored?.[0]?.metadata).toMatchObject({ mimetype: 'video/webm', cacheControl: 'max-age=3600' });

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/^0:0[1-9]$/)).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(/MB$/)).toBeVisible();

  await row.getByRole('button', { name: `Play ${name}` }).click();
  const player = page.getByRole('dialog', { name });
  await expect
    .poll(() => player.locator('video').evaluate((video: HTMLVideoElement) => video.readyState), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(player).toHaveCount(0);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await row.getByRole('button', { name: `Copy a link to ${name}` }).click();
  await expect(page.getByText(`Link to ${name} copied. It works for one hour.`)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain(`/storage/v1/object/sign/videos/uploads/${name}?token=`);
  expect((await fetch(link, { method: 'HEAD' })).status).toBe(200);

  // Put it on the tandem card; a wrong duration is refused at its field and nothing typed is lost.
  const title = { en: `Tandem over the dunes ${run}`, nl: `Tandem boven de duinen ${run}` };
  await row.getByRole('button', { name: `Show ${name} on the site` }).click();
  await page.getByLabel('Sample card', { exact: true }).selectOption({ label: 'Tandem jump' });
  await page.getByLabel('Title in English').fill(title.en);
  await page.getByLabel('Title in Dutch').fill(title.nl);
  await page.getByLabel('Duration in English').fill('ten seconds');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByLabel('Duration in English')).toHaveAccessibleDescription(
    /Enter the duration as minutes and seconds, for example 3:45\./,
  );
  await expect(page.getByLabel('Title in English')).toHaveValue(title.en);
  await page.getByLabel('Duration in English').fill('0:03');
  await page.getByLabel('Duration in Dutch').fill('0:03');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('The card Tandem jump now plays this video.')).toBeVisible();
  const cards = page.getByRole('region', { name: 'Sample cards on the website' });
  await expect(cards.getByRole('listitem').filter({ hasText: 'Tandem jump' })).toContainText(title.en);
  expect(await seriousAxeViolations(page)).toEqual([]);

  for (const [path, cardTitle] of [
    ['/#video-samples', title.en],
    ['/nl#video-samples', title.nl],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    const card = page.locator('#video-samples').getByRole('button', { name: new RegExp(cardTitle) });
    await expect(card).toContainText('0:03', { timeout: 15_000 });
    await card.click();
    const dialog = page.getByRole('dialog', { name: cardTitle });
    await expect
      .poll(() => dialog.locator('video').evaluate((video: HTMLVideoElement) => video.readyState), {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Escape');
  }

  await page.goto(SCREEN);
  const again = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await again.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete video' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Video successfully deleted' })).toBeFocused();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
  await expect(cards.getByRole('listitem').filter({ hasText: 'Tandem jump' })).toContainText(
    'No video: links to Instagram',
  );
  const { data: left } = await service.from('showcase_videos').select('card_key').eq('object_name', name);
  expect(left).toEqual([]);

  // The site remembers the Dutch visit above.
  await page.goto('/nl#video-samples');
  await waitForHydration(page);
  await expect(
    page.locator('#video-samples').getByRole('link', { name: /Tandemsprong boven de Veluwe/ }),
  ).toBeVisible({ timeout: 15_000 });
});

test('an upload interrupted by leaving the page continues where it stopped when the same file is chosen again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAsNewAdmin(page, 'videos-resume', SCREEN);
  const file = await videoFile(page, CHUNK + 512 * 1024, `${run}-resume.webm`);
  const methods = watchResumable(page);

  // Every chunk after the creation fails (tus-js-client keeps retrying): the admin reloads mid-upload.
  // Failed at once rather than left hanging, so no request of the old page outlives the reload.
  let cut = 0;
  await page.route('**/storage/v1/upload/resumable/**', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    cut += 1;
    return route.abort('connectionreset');
  });
  await page.getByLabel('Video file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect.poll(() => cut, { timeout: 30_000 }).toBeGreaterThan(0);

  // Leaving mid-upload asks first; the admin leaves and comes back.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.goto(SCREEN, { waitUntil: 'networkidle' });
  expect(asked).toEqual(['beforeunload']);
  await page.unroute('**/storage/v1/upload/resumable/**');

  await expect(
    page.getByText(/The upload of .*-resume\.webm was not finished\. Choose the same file again/),
  ).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Video file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload video' }).click();
  await uploadedName(page);
  // One creation only: the second try asked for the offset and sent the rest.
  expect(methods.filter((method) => method === 'POST')).toHaveLength(1);
  expect(methods.slice(methods.lastIndexOf('POST') + 1)).toContain('HEAD');
  await expect(page.getByText(/was not finished/)).toHaveCount(0);
});
