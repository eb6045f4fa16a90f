// Content loaded live from the local backend, against the production build: stories (on the home
// page and on their own pages, prerendered or loaded in the browser), uploaded videos in the player
// and expedition photos in the carousel, in both languages, with their fallbacks when nothing loads.
import { expect, test, type Page } from '@playwright/test';
import { SECRET_KEY } from '../emulator/keys';
import { pageMeta, shortTitle } from '../src/content/page-meta';
import { requestsSeen, untilHydrationSettled, watchReactCommits } from './page-signals';
import { seriousAxeViolations, ssr, waitForHydration, watchConsole } from './site';

const API = ssr.SUPABASE_URL;
const asService = { apikey: SECRET_KEY };
const run = Date.now().toString(36);
const brand = ssr.business.name;
/** How long after a failed load the live content is asked for again (React Query's first retry). */
const FIRST_RETRY_MS = 1_000;

async function backend(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) {
  const response = await fetch(`${API}${path}`, { method, body, headers: { ...asService, ...headers } });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

const upload = (bucket: string, name: string, bytes: Buffer, contentType: string) =>
  backend('POST', `/storage/v1/object/${bucket}/${name}`, new Uint8Array(bytes), {
    'Content-Type': contentType,
  });

const removeFiles = (bucket: string, names: string[]) =>
  backend('DELETE', `/storage/v1/object/${bucket}`, JSON.stringify({ prefixes: names }), {
    'Content-Type': 'application/json',
  });

/** Gives a sample card an uploaded video (a name in `videos/uploads`), as the back office does. */
const assignVideo = (card: string, objectName: string, titles: { en: string; nl: string }) =>
  backend(
    'POST',
    '/rest/v1/showcase_videos',
    JSON.stringify({
      card_key: card,
      object_name: objectName,
      title_en: titles.en,
      title_nl: titles.nl,
      duration_en: '0:01',
      duration_nl: '0:01',
    }),
    { 'Content-Type': 'application/json', Prefer: 'resolution=merge-duplicates' },
  );

const clearAssignments = (cards: string[]) =>
  backend('DELETE', `/rest/v1/showcase_videos?card_key=in.(${cards.join(',')})`);

/** Opens a page at a section's hash, which loads the section's code and its live content. */
async function openSection(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const featuredCard = (page: Page) =>
  page.locator('#stories article').filter({ hasText: /Featured story|Uitgelicht verhaal/ });

test.describe('stories', () => {
  test.describe.configure({ mode: 'serial' });

  // Published after the build: it has no prerendered page.
  const added = {
    slug: `e2e-after-build-${run}`,
    title_en: `Night jump notes ${run}`,
    title_nl: `Aantekeningen van een nachtsprong ${run}`,
    excerpt_en: 'What a night jump over the airfield looks like.',
    excerpt_nl: 'Hoe een nachtsprong boven het vliegveld eruitziet.',
    category_en: 'Experiences',
    category_nl: 'Ervaringen',
    content_en:
      '## Lights on\n\nThe canopy has **lights**, and *so* do we.\n\n- a head torch\n- a spare\n\n<script>window.pwned = true</script>\n\n[Call us](tel:+31612345678) or [not this](javascript:window.pwned=true).',
    content_nl: '## Lichten aan\n\nHet scherm heeft **lampjes**, en wij ook.',
    published: true,
    published_at: new Date(Date.now() - 60_000).toISOString(),
  };

  test.beforeAll(async () => {
    await backend('POST', '/rest/v1/blog_posts', JSON.stringify(added), {
      'Content-Type': 'application/json',
    });
  });

  test.afterAll(async () => {
    await backend('DELETE', `/rest/v1/blog_posts?slug=eq.${added.slug}`);
  });

  for (const { path, lang, featured, others } of [
    {
      path: '/#stories',
      lang: 'en',
      featured: 'Your first tandem jump: what to expect',
      others: [
        added.title_en,
        'Skydiving over Greenland: an expedition diary',
        'Behind the scenes of a stadium demonstration',
      ],
    },
    {
      path: '/nl#stories',
      lang: 'nl',
      featured: 'Je eerste tandemsprong: wat kun je verwachten?',
      others: [
        added.title_nl,
        'Parachutespringen boven Groenland: een expeditiedagboek',
        'Achter de schermen bij een stadiondemonstratie',
      ],
    },
  ] as const) {
    test(`the home page shows the featured story and the three newest others (${lang})`, async ({ page }) => {
      const problems = watchConsole(page);
      await openSection(page, path);
      await expect(featuredCard(page).getByRole('heading', { level: 3 })).toHaveText(featured);
      const titles = page.locator('#stories li article h3');
      await expect(titles).toHaveText([...others]);
      await page.locator('#stories').getByRole('link', { name: others[0] }).click();
      await expect(page).toHaveURL(ssr.storyPath(added.slug, lang));
      await expect(page.locator('h1')).toHaveText(others[0]);
      await expect(page).toHaveTitle(`${others[0]} | ${brand}`);
      expect(problems).toEqual([]);
    });
  }

  for (const { path, title, heading, lang, contact } of [
    {
      path: '/stories/centre-spot',
      title: 'Landing on the centre spot in front of a full stadium',
      heading: 'The radio checks',
      lang: 'en',
      contact: 'Tell us about your event',
    },
    {
      path: '/nl/verhalen/centre-spot',
      title: 'Landen op de middenstip voor een vol stadion',
      heading: 'De radiochecks',
      lang: 'nl',
      contact: 'Vertel ons over je evenement',
    },
  ] as const) {
    test(`a prerendered story page has its content and head in the HTML (${path})`, async ({ page }) => {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(`<title>${title} | ${brand}</title>`);
      expect(html).toContain(`>${heading}</h2>`);
      expect(html).toContain('"@type":"BlogPosting"');

      const problems = watchConsole(page);
      await watchReactCommits(page);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${ssr.business.siteUrl}${path}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
        'href',
        `${ssr.business.siteUrl}/nl/verhalen/centre-spot`,
      );
      await expect(page.locator('main').getByRole('link', { name: contact })).toHaveAttribute(
        'href',
        lang === 'nl' ? '/nl/contact' : '/contact',
      );
      await untilHydrationSettled(page);
      expect(problems).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('a seeded story renders in both languages, with its Markdown body', async ({ page }) => {
    await page.goto('/stories/first-tandem-jump-what-to-expect');
    await expect(page.locator('h1')).toHaveText('Your first tandem jump: what to expect');
    await expect(page.getByRole('heading', { level: 2, name: 'In the aircraft' })).toBeVisible();
    await page.goto('/nl/verhalen/first-tandem-jump-what-to-expect');
    await expect(page.locator('h1')).toHaveText('Je eerste tandemsprong: wat kun je verwachten?');
    await expect(page.getByRole('heading', { level: 2, name: 'In het vliegtuig' })).toBeVisible();
  });

  test('a story published after the build renders in the browser, safely, with its own head', async ({
    page,
  }) => {
    const path = ssr.storyPath(added.slug, 'en');
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain(added.title_en);

    const problems = watchConsole(page);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(added.title_en);
    const article = page.locator('main article');
    await expect(article.getByRole('heading', { level: 2, name: 'Lights on' })).toBeVisible();
    await expect(article.locator('strong')).toHaveText('lights');
    await expect(article.getByRole('listitem')).toHaveText(['a head torch', 'a spare']);
    await expect(article.getByText('<script>window.pwned = true</script>')).toBeVisible();
    await expect(article.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+31612345678');
    await expect(article.getByRole('link', { name: 'not this' })).toHaveCount(0);
    await expect(article.getByText('not this')).toBeVisible();
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false);

    await expect(page).toHaveTitle(`${added.title_en} | ${brand}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${ssr.business.siteUrl}${path}`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain('BlogPosting');
    expect(problems).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Bekijk deze pagina in het Nederlands' }).first().click();
    await expect(page).toHaveURL(ssr.storyPath(added.slug, 'nl'));
    await expect(page.locator('h1')).toHaveText(added.title_nl);
    await expect(page.getByRole('heading', { level: 2, name: 'Lichten aan' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  for (const { path, lang } of [
    { path: '/stories/no-such-story', lang: 'en' },
    { path: '/nl/verhalen/bestaat-niet', lang: 'nl' },
  ] as const) {
    test(`an unknown story shows the not-found page, noindex (${lang})`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText(shortTitle(pageMeta[lang]['not-found'].title));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }

  test('with no stories published, the built-in stories show, without an error', async ({ page }) => {
    const storiesUrl = /\/rest\/v1\/blog_posts\?/;
    await page.route(storiesUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    const asked: string[] = [];
    page.on('request', (request) => {
      if (storiesUrl.test(request.url())) asked.push(request.url());
    });
    await page.clock.install();
    const answered = page.waitForResponse(storiesUrl);
    await openSection(page, '/#stories');
    await (await answered).finished();
    await expect(featuredCard(page).getByRole('heading', { level: 3 })).toHaveText(
      'Landing on the centre spot in front of a full stadium',
    );
    await expect(page.locator('#stories li article')).toHaveCount(3);
    // A failed load is asked again a second later, and shown as an error after the retries: with no
    // second request, the empty list was taken as the answer.
    await page.clock.runFor(FIRST_RETRY_MS);
    await requestsSeen(page);
    expect(asked).toHaveLength(1);
    await expect(page.getByText('Failed to fetch blog posts')).toHaveCount(0);
    await page.locator('#stories').getByRole('link', { name: 'Notes from the Greenland expedition' }).click();
    await expect(page.locator('h1')).toHaveText('Notes from the Greenland expedition');
  });

  for (const { path, message, featured } of [
    {
      path: '/#stories',
      message: 'Failed to fetch blog posts',
      featured: 'Landing on the centre spot in front of a full stadium',
    },
    {
      path: '/nl#stories',
      message: 'De verhalen konden niet worden geladen',
      featured: 'Landen op de middenstip voor een vol stadion',
    },
  ]) {
    test(`when the stories cannot be loaded, the built-in ones show with an error toast (${path})`, async ({
      page,
    }) => {
      await page.route(/\/rest\/v1\/blog_posts\?/, (route) => route.abort('connectionrefused'));
      await openSection(page, path);
      // Two retries first (about three seconds).
      await expect(page.getByText(message)).toBeVisible({ timeout: 15_000 });
      await expect(featuredCard(page).getByRole('heading', { level: 3 })).toHaveText(featured);
      await expect(page.locator('#stories li article')).toHaveCount(3);
    });
  }
});

/** A one-second WebM drawn on a canvas and recorded by the browser. */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((done) => (recorder.onstop = done));
    recorder.start();
    for (let frame = 0; frame < 25; frame++) {
      context.fillStyle = `hsl(${frame * 14} 80% 50%)`;
      context.fillRect(0, 0, 160, 90);
      await new Promise((done) => setTimeout(done, 40));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test.describe('uploaded videos', () => {
  test.describe.configure({ mode: 'serial' });
  const good = `uploads/${run}-good.webm`;
  const broken = `uploads/${run}-broken.webm`;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto('/robots.txt');
    await upload('videos', good, await recordWebm(page), 'video/webm');
    await page.close();
    await upload('videos', broken, Buffer.from('not a video at all'), 'video/webm');
    // The cards play what the back office assigned them, not the newest uploads.
    await assignVideo('tandem', good.replace('uploads/', ''), {
      en: 'Tandem over the dunes',
      nl: 'Tandem boven de duinen',
    });
    await assignVideo('stadium', broken.replace('uploads/', ''), {
      en: 'Half-time flag jump',
      nl: 'Vlaggensprong in de rust',
    });
  });

  test.afterAll(async () => {
    await clearAssignments(['tandem', 'stadium']);
    await removeFiles('videos', [good, broken]);
  });

  const sample = (page: Page, name: RegExp) => page.locator('#video-samples').getByRole('button', { name });

  test('a card with an uploaded video plays it in the player, and Escape closes it', async ({ page }) => {
    await openSection(page, '/#video-samples');
    await sample(page, /Tandem over the dunes/).click();
    const dialog = page.getByRole('dialog', { name: 'Tandem over the dunes' });
    await expect(dialog.getByRole('status')).toHaveText('Playing');
    await expect
      .poll(() => dialog.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(sample(page, /Tandem over the dunes/)).toBeFocused();
    await expect(
      page.locator('#video-samples').getByRole('link', { name: /Sunrise balloon jump/ }),
    ).toHaveAttribute('href', ssr.business.social.instagram);
  });

  test('a broken upload shows that the video is not available (nl)', async ({ page }) => {
    await openSection(page, '/nl#video-samples');
    await sample(page, /Vlaggensprong in de rust/).click();
    const dialog = page.getByRole('dialog', { name: 'Vlaggensprong in de rust' });
    await expect(dialog.getByRole('alert')).toContainText(
      'Video niet beschikbaar - Deze video wordt nog verwerkt of is niet beschikbaar.',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('when the videos cannot be listed, the cards lead to the social page and a toast says so', async ({
    page,
  }) => {
    await page.route('**/storage/v1/object/list/videos', (route) => route.abort('connectionrefused'));
    await openSection(page, '/#video-samples');
    await expect(page.getByText('Failed to load videos')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#video-samples').getByRole('link')).toHaveCount(3);
  });
});

test.describe('expedition photos', () => {
  test.describe.configure({ mode: 'serial' });
  const names = [`greenland-expedition/${run}-a.png`, `greenland-expedition/${run}-b.png`];
  // A 1x1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const carousel = (page: Page, label: string) => page.getByRole('region', { name: label });

  test('without photos, the illustrated scenes show', async ({ page }) => {
    await openSection(page, '/services#services');
    const region = carousel(page, 'Greenland expedition');
    await expect(region.getByText('The ice sheet at first light')).toBeAttached();
    // The scenes are drawings (image files of the build); no photo comes from storage.
    await expect(region.locator('img[src$=".svg"]')).toHaveCount(3);
    await expect(region.locator(`img[src^="${ssr.STORAGE_PUBLIC_URL}"]`)).toHaveCount(0);
  });

  test('when the photos cannot be listed, the illustrated scenes show', async ({ page }) => {
    await page.route('**/storage/v1/object/list/expedition-photos', (route) =>
      route.abort('connectionrefused'),
    );
    await openSection(page, '/nl/diensten#services');
    await expect(
      carousel(page, 'Expeditie Groenland').getByText('De ijskap bij het eerste licht'),
    ).toBeAttached({
      timeout: 15_000,
    });
  });

  test('uploaded photos fill the carousel', async ({ page }) => {
    for (const name of names) await upload('expedition-photos', name, png, 'image/png');
    try {
      for (const [path, label, alt] of [
        ['/services#services', 'Greenland expedition', 'Greenland expedition, photo 1 of 2'],
        ['/nl/diensten#services', 'Expeditie Groenland', 'Expeditie Groenland, foto 1 van 2'],
      ] as const) {
        await openSection(page, path);
        const region = carousel(page, label);
        const photo = region.getByRole('img', { name: alt });
        await expect(photo).toHaveAttribute('src', `${ssr.STORAGE_PUBLIC_URL}expedition-photos/${names[0]}`);
        await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
        await expect(region.getByRole('group')).toHaveCount(2);
      }
    } finally {
      await removeFiles('expedition-photos', names);
    }
  });
});

test('a video with captions beside it plays with a track per language, the Dutch one shown on a Dutch page', async ({
  page,
}) => {
  // Uploaded for real, so the bucket must accept text/vtt and serve it to the site's origin.
  const base = `uploads/${run}-captioned`;
  const names = [`${base}.webm`, `${base}.en.vtt`, `${base}.nl.vtt`];
  const webVtt = (text: string) => Buffer.from(`WEBVTT\n\n00:00.000 --> 00:05.000\n${text}\n`);
  await page.goto('/robots.txt');
  await upload('videos', names[0], await recordWebm(page), 'video/webm');
  await upload('videos', names[1], webVtt('Wind noise'), 'text/vtt');
  await upload('videos', names[2], webVtt('Windgeruis'), 'text/vtt');
  await assignVideo('stadium', names[0].replace('uploads/', ''), {
    en: 'Half-time flag jump',
    nl: 'Vlaggensprong in de rust',
  });
  try {
    await openSection(page, '/nl#video-samples');
    await page
      .locator('#video-samples')
      .getByRole('button', { name: /Vlaggensprong in de rust/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Vlaggensprong in de rust' });
    await expect(dialog.getByRole('status')).toHaveText('Speelt af');
    await expect(dialog.locator('video > track[kind="captions"]')).toHaveCount(2);
    const dutch = dialog.locator('track[srclang="nl"]');
    const english = dialog.locator('track[srclang="en"]');
    await expect(dutch).toHaveAttribute('label', 'Nederlands');
    await expect(dutch).toHaveAttribute('default', '');
    await expect(english).toHaveAttribute('label', 'Engels');
    await expect(english).not.toHaveAttribute('default');
    // The track comes from the storage host, another origin: it loads (2) only when the video asks
    // for CORS, and fails (3) when it does not.
    await expect.poll(() => dutch.evaluate((track: HTMLTrackElement) => track.readyState)).toBe(2);
    expect(
      await dutch.evaluate((track: HTMLTrackElement) =>
        Array.from(track.track.cues ?? [], (cue) => (cue as VTTCue).text),
      ),
    ).toEqual(['Windgeruis']);
    await expect(dialog.getByText('Deze video heeft geen ondertiteling.')).toHaveCount(0);
  } finally {
    await clearAssignments(['stadium']);
    await removeFiles('videos', names);
  }
});
