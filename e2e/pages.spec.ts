// The service, city, legal and search pages, the booking widget and the related-links strip, as a
// visitor uses them in the production build.
import { expect, test, type Page } from '@playwright/test';
import { untilHydrationSettled, watchReactCommits } from './page-signals';
import { waitForHydration, watchConsole } from './site';

/** The search page's own status line; the chat button keeps a status of its own on every page. */
const searchStatus = (page: Page) => page.getByRole('main').getByRole('status');

async function searchFor(page: Page, path: string, label: RegExp, words: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByLabel(label).fill(words);
  await page.getByLabel(label).press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(words)}$`));
  await expect(searchStatus(page).filter({ hasText: words })).toBeVisible();
}

test.describe('site search', () => {
  test('finds the balloon jump by a Dutch word on /nl/search', async ({ page }) => {
    const problems = watchConsole(page);
    await searchFor(page, '/nl/search', /zoek naar/i, 'luchtballon');
    await expect(searchStatus(page)).toHaveText(/\d+ resultaten? voor “luchtballon”/);
    const results = page.getByRole('list', { name: 'Resultaten' });
    await expect(results.locator('a[href="/nl/services/hot-air-balloon"]')).toBeVisible();
    await expect(results.locator('mark').first()).toHaveText(/luchtballon/i);
    expect(problems).toEqual([]);
  });

  test('finds a service by an English word on /search, with every word required', async ({ page }) => {
    await searchFor(page, '/search', /search for/i, 'balloon');
    const results = page.getByRole('list', { name: 'Results' });
    await expect(results.locator('a[href="/services/hot-air-balloon"]')).toBeVisible();
    const first = results.getByRole('link').first();
    await expect(first).toHaveText(/balloon/i);

    await searchFor(page, '/search', /search for/i, 'balloon zzyzx');
    await expect(searchStatus(page)).toHaveText('No results for “balloon zzyzx”.');
  });

  test('a search address opened directly hydrates without mismatch and shows results', async ({ page }) => {
    const problems = watchConsole(page);
    await watchReactCommits(page);
    await page.goto('/search?q=Tandem%20Teuge');
    await waitForHydration(page);
    await expect(searchStatus(page)).toHaveText(/\d+ results? for “Tandem Teuge”/);
    await expect(page.getByLabel(/search for/i)).toHaveValue('Tandem Teuge');
    await untilHydrationSettled(page);
    expect(problems).toEqual([]);
  });

  test('the prerendered search page holds no results and explains itself without JavaScript', async ({
    request,
  }) => {
    const html = await (await request.get('/search?q=balloon')).text();
    expect(html).toMatch(/<form role="search"[^>]* action="\/search" method="get"/);
    expect(html).toContain('name="q"');
    expect(html).toMatch(/<noscript><p>Search needs JavaScript/);
    expect(html).not.toContain('<mark');
  });
});

test('the minimised booking widget stays minimised across navigation and reloads', async ({ page }) => {
  const widget = page.getByRole('complementary', { name: 'Book a jump' });
  await page.goto('/');
  await waitForHydration(page);
  // Below the widest screens it starts as a small button.
  await expect(widget.getByRole('link', { name: 'Book now' })).toBeHidden();
  await widget.getByRole('button', { name: 'Book a jump' }).click();
  await expect(widget.getByRole('link', { name: /^call/i })).toBeFocused();
  await widget.getByRole('button', { name: 'Minimise booking options' }).click();
  await expect(widget.getByRole('link', { name: 'Book now' })).toBeHidden();
  await expect(widget.getByRole('button', { name: 'Book a jump' })).toBeFocused();

  await page.getByRole('navigation', { name: 'Related' }).getByRole('link').first().click();
  await expect(widget).toHaveAttribute('data-booking-widget', 'minimised');
  await page.goto('/parachutespringen-utrecht');
  await waitForHydration(page);
  await expect(widget).toHaveAttribute('data-booking-widget', 'minimised');
  await expect(widget.getByRole('link', { name: 'Book now' })).toBeHidden();

  await widget.getByRole('button', { name: 'Book a jump' }).click();
  await expect(widget.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/contact');
});

test.describe('on the widest screens', () => {
  test.use({ viewport: { width: 1800, height: 900 } });

  test('the page carries no closed menu or panel, and the booking panel opens once it runs', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('data-menu-link');
    expect(html).not.toContain('data-cta="booking-widget.book"');
    await page.goto('/');
    await waitForHydration(page);
    const widget = page.getByRole('complementary', { name: 'Book a jump' });
    await expect(widget.getByRole('link', { name: 'Book now' })).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Book a jump' })).toBeHidden();
  });
});

test('city pages read differently: under half of their sentences are shared', async ({ page }) => {
  const sentencesOf = async (path: string) => {
    await page.goto(path);
    const text = await page.locator('main').innerText();
    return new Set(
      text
        .split(/(?<=[.!?])\s+|\n+/)
        .map((sentence) => sentence.trim())
        .filter((sentence) => sentence.length > 20),
    );
  };
  const pages = [
    '/parachutespringen-amsterdam',
    '/parachutespringen-groningen',
    '/nl/parachutespringen-breda',
  ];
  const sentences: Set<string>[] = [];
  for (const path of pages) sentences.push(await sentencesOf(path));
  for (let a = 0; a < sentences.length; a++) {
    for (let b = a + 1; b < sentences.length; b++) {
      const shared = [...sentences[a]].filter((sentence) => sentences[b].has(sentence)).length;
      const smaller = Math.min(sentences[a].size, sentences[b].size);
      expect(smaller).toBeGreaterThan(5);
      expect(shared / smaller, `${pages[a]} and ${pages[b]}`).toBeLessThan(0.5);
    }
  }
});

test('pages reached by client navigation load their own copy', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/parachutespringen-amsterdam');
  await waitForHydration(page);
  const related = page.getByRole('navigation', { name: 'Related' });
  await related.getByRole('link', { name: 'Skydiving near Rotterdam' }).click();
  await expect(page).toHaveURL('/parachutespringen-rotterdam');
  await expect(page.locator('h1')).toHaveText('Skydiving from Rotterdam');
  await expect(page.locator('main')).toContainText('Rotterdam works hard');
  await page.getByRole('navigation', { name: 'Related' }).getByRole('link', { name: 'Tandem jumps' }).click();
  await expect(page.locator('h1')).toHaveText('Tandem skydiving at Teuge');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page.locator('h1')).toHaveText('Terms and conditions');
  await page.getByRole('banner').getByRole('link', { name: 'Experiences', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Helicopter & Balloon Skydives');
  expect(problems).toEqual([]);
});

test('a service page leads to the contact page with its service preselected', async ({ page }) => {
  await page.goto('/services/tandem-jumps');
  await waitForHydration(page);
  await expect(page.locator('main [data-cta="service.closing"]')).toHaveAttribute(
    'href',
    '/contact?service=tandem-jump',
  );
  await page.goto('/nl/festival-parachute-demonstraties');
  await expect(page.locator('main [data-cta="service.closing"]')).toHaveAttribute(
    'href',
    '/nl/contact?service=demo-event',
  );
  await expect(page.locator('#safety')).toHaveCount(0);
  await page.goto('/tandem-jumps-netherlands#safety');
  await expect(page.locator('#safety h2')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Tandem Jumps in the Netherlands',
  );
});

test('aliases render the same H1 as their canonical page', async ({ page }) => {
  const h1Of = async (path: string) => {
    await page.goto(path);
    return page.locator('h1').innerText();
  };
  for (const [alias, canonical] of [
    ['/nl/faq', '/nl/veelgestelde-vragen'],
    ['/nl/services', '/nl/diensten'],
    ['/terms-conditions', '/terms'],
    ['/nl/terms-conditions', '/nl/terms'],
    ['/privacy-policy', '/privacy'],
    ['/nl/privacy-policy', '/nl/privacy'],
  ]) {
    expect(await h1Of(alias), alias).toBe(await h1Of(canonical));
  }
});

test('the related strip is labelled and every link in it resolves', async ({ page }) => {
  for (const [path, label] of [
    ['/parachutespringen-haarlem', 'Related'],
    ['/nl/services/helicopter-jumps', 'Gerelateerd'],
  ]) {
    await page.goto(path);
    const strip = page.getByRole('navigation', { name: label });
    await expect(strip).toBeVisible();
    const hrefs = await strip
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(2);
    expect(hrefs).not.toContain(path);
    for (const href of hrefs) {
      const response = await page.request.get(href ?? '');
      expect(response.status(), href ?? '').toBe(200);
    }
  }
});

test('the weather page explains the jump rules and links back to the site', async ({ page }) => {
  await page.goto('/nl/weather');
  await expect(page.locator('h1')).toHaveText('Springweer op Teuge');
  await expect(page.locator('main')).toContainText('Minstens 3 km');
  await expect(page.getByRole('link', { name: 'Terug naar de website' })).toHaveAttribute('href', '/nl');
});
