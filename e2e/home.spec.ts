import { expect, test, type Locator, type Page } from '@playwright/test';
import { untilHydrationSettled, watchReactCommits } from './page-signals';
import { untilHydrated, waitForHydration, watchConsole } from './site';

// The home page's sections, in order. The services overview and the about section have pages of
// their own and are not repeated here.
const anchors = [
  'experiences',
  'media-showcase',
  'video-samples',
  'stories',
  'partners',
  'client-success',
  'faq',
  'contact',
];
const elsewhere = ['services', 'about', 'safety-record'];

for (const path of ['/', '/nl']) {
  test.describe(`home ${path}`, () => {
    test('every section and anchor is in the prerendered HTML and on the page', async ({ page }) => {
      const html = await (await page.request.get(path)).text();
      const order = anchors.map((id) => html.indexOf(`id="${id}"`));
      expect(
        order.every((at) => at > 0),
        `prerendered ${anchors.join(', ')}`,
      ).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const id of elsewhere) expect(html, `#${id} is on its own page`).not.toContain(`id="${id}"`);

      const problems = watchConsole(page);
      await watchReactCommits(page);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveCount(1);
      for (const id of anchors) await expect(page.locator(`#${id}`)).toHaveCount(1);
      await untilHydrationSettled(page);
      expect(problems).toEqual([]);
    });

    test('the hero shows its stats and leads to the contact page', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      for (const value of ['40+', '900+', '100%'])
        await expect(hero.getByText(value, { exact: true })).toBeVisible();
      const book = hero.getByRole('link', { name: path === '/' ? 'Book now' : 'Nu boeken' });
      await expect(book).toHaveAttribute('href', path === '/' ? '/contact' : '/nl/contact');
    });

    test('each stat label fits its tile word by word on a phone, with no word broken', async ({ page }) => {
      // The layout gate passes text that may hyphenate; "veiligheidsrecord" should not need to.
      for (const width of [390, 412]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(path);
        const labels = page.locator('section[aria-labelledby="hero-title"] dl dt');
        await expect(labels).toHaveCount(3);
        const tooWide = await labels.evaluateAll((elements) =>
          elements.flatMap((dt) => {
            const style = getComputedStyle(dt);
            const room = dt.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            const context = document.createElement('canvas').getContext('2d');
            if (!context) return ['no canvas'];
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            return (dt.textContent ?? '')
              .split(/\s+/)
              .filter((word) => context.measureText(word).width > room)
              .map((word) => `"${word}" is wider than its ${room} px`);
          }),
        );
        expect(tooWide, `at ${width} px`).toEqual([]);
      }
    });

    test('Book now opens the contact page with its form, where the home page had its own', async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const book = page.getByRole('main').locator('[data-cta="hero.book"]');
      await untilHydrated(book);
      await book.click();
      await expect(page).toHaveURL(path === '/' ? '/contact' : '/nl/contact');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path === '/' ? 'Contact Us & Request a Quote' : 'Contact en offerte aanvragen',
      );
      // The home page began the wait for its contact section; the contact page must not inherit it.
      const form = page.locator('section#contact form');
      await expect(form).toHaveCount(1);
      await expect(form).toBeVisible();
      await expect(page.locator('[data-section-placeholder]#contact')).toHaveCount(0);
    });

    test('Watch videos scrolls to the video samples', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole('link', { name: path === '/' ? 'Watch videos' : "Video's bekijken" }).click();
      await expect(page).toHaveURL(/#video-samples$/);
      await expect(page.locator('#video-samples')).toBeInViewport();
    });
  });
}

test('the footer shows the partner logos, except where the partners section just showed them', async ({
  page,
}) => {
  for (const [path, inFooter] of [
    ['/', false],
    ['/nl', false],
    ['/partners', false],
    ['/faq', true],
    ['/nl/contact', true],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html.includes('id="footer-partners"'), path).toBe(inFooter);
  }
  await page.goto('/faq');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page.locator('#partners')).toBeAttached();
  await expect(page.locator('#footer-partners')).toHaveCount(0);
});

test('images below the fold wait until the visitor nears them, so the first paint has the network', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  const preloaded = [...html.matchAll(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g)].map(([tag]) => tag);
  // Only the hero's first drawing, which is in view at once.
  expect(preloaded).toEqual([expect.stringContaining('fetchPriority="high"')]);

  await page.goto('/');
  await waitForHydration(page);
  const covers = page.locator('#stories img');
  expect(await covers.count()).toBeGreaterThan(0);
  expect(await covers.evaluateAll((images) => images.map((image) => image.getAttribute('loading')))).toEqual(
    Array(await covers.count()).fill('lazy'),
  );
});

test('the waiting story covers do not pulse, so the page draws no frames while the visitor reads', async ({
  page,
}) => {
  const endless = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
        .map((animation) =>
          ((animation.effect as KeyframeEffect).target as Element | null)?.outerHTML.slice(0, 80),
        ),
    );
  await page.goto('/nl');
  // The covers are lazy and below the fold: they wait, before and after the page's script runs.
  await expect(page.locator('#stories img').first()).toHaveAttribute('loading', 'lazy');
  expect(await endless()).toEqual([]);
  await waitForHydration(page);
  expect(await endless()).toEqual([]);
});

for (const address of ['/#faq', '/nl#partners', '/about#safety-record', '/nl#video-samples', '/#contact']) {
  test(`${address} scrolls to its section`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(address);
    await waitForHydration(page);
    await expect(page.locator(`#${address.split('#')[1]}`)).toBeInViewport();
    expect(problems).toEqual([]);
  });
}

test('a section link on another page goes home and scrolls there', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.locator('#about').getByRole('link', { name: 'Get in touch' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();
});

/** Runs the page's clock a second at a time until the slide shows: hydration's effects may come late. */
const untilSlideShows = (page: Page, slide: Locator) =>
  expect
    .poll(async () => {
      await page.clock.runFor(1_000);
      return slide.getAttribute('aria-pressed');
    })
    .toBe('true');

test('the hero slides stay put under reduced motion until the visitor plays them', async ({ page }) => {
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  // The button offers to play only once the page knows the visitor's preference.
  const play = page.getByRole('region', { name: 'Highlights' }).getByRole('button', { name: 'Play slides' });
  await expect(play).toBeVisible();
  await untilHydrated(play);
  await page.clock.runFor(12_000);
  await expect(page.getByRole('button', { name: 'Show slide 1 of 3' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await play.click();
  await page.mouse.move(0, 0);
  await untilSlideShows(page, page.getByRole('button', { name: 'Show slide 2 of 3' }));
});

test('the hero slides move on by themselves until paused, and by their buttons', async ({ page }) => {
  await page.clock.install();
  await page.goto('/nl');
  const hero = page.getByRole('region', { name: 'Hoogtepunten' });
  const pause = hero.getByRole('button', { name: "Dia's pauzeren" });
  await untilHydrated(pause);
  await page.mouse.move(0, 0);
  const second = page.getByRole('button', { name: 'Ga naar dia 2 van 3' });
  await untilSlideShows(page, second);

  // By keyboard: focus holds the slides while it is inside, the button stops them for good.
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(hero.getByRole('button', { name: "Dia's afspelen" })).toBeFocused();
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  await page.clock.runFor(20_000);
  await expect(second).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Ga naar dia 3 van 3' }).click();
  await expect(page.getByRole('button', { name: 'Ga naar dia 3 van 3' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
