// The stories list on /stories against the production build: every published story reachable a page
// at a time (stories published after the build too), the category filter, renamed stories' old
// addresses, and the site search finding a story in Dutch.
import { expect, test, type Page } from '@playwright/test';
import { SECRET_KEY } from '../emulator/keys';
import { seriousAxeViolations, ssr, waitForHydration, watchConsole } from './site';

const API = ssr.SUPABASE_URL;
const run = Date.now().toString(36);

async function backend(method: string, path: string, body?: unknown) {
  const response = await fetch(`${API}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { apikey: SECRET_KEY, 'Content-Type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

// Twelve stories published after the build, newest first: with the three of the seed they fill
// two pages. Every third is about night jumps.
const seeded = Array.from({ length: 12 }, (_, index) => {
  const night = index % 3 === 0;
  return {
    slug: `e2e-list-${run}-${index + 1}`,
    title_en: `List story ${index + 1} ${run}`,
    title_nl: `Lijstverhaal ${index + 1} ${run}`,
    excerpt_en: 'A story for the list.',
    excerpt_nl: 'Een verhaal voor de lijst.',
    category_en: night ? 'Night jumps' : 'Experiences',
    category_nl: night ? 'Nachtsprongen' : 'Ervaringen',
    content_en: 'Some words.',
    content_nl: 'Een paar woorden.',
    published: true,
    published_at: minutesAgo(index + 1),
  };
});
const renamed = {
  slug: `e2e-old-name-${run}`,
  title_en: `Renamed story ${run}`,
  title_nl: `Hernoemd verhaal ${run}`,
  excerpt_en: 'A story with a new name.',
  excerpt_nl: 'Een verhaal met een nieuwe naam.',
  category_en: 'Experiences',
  category_nl: 'Ervaringen',
  content_en: 'Moved.',
  content_nl: 'Verhuisd.',
  published: true,
  // Older than the seed's stories: it sits on the second page.
  published_at: minutesAgo(60 * 24 * 60),
};
const newSlug = `e2e-new-name-${run}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await backend('POST', '/rest/v1/blog_posts', [...seeded, renamed]);
  // Renaming a published story leaves its old slug behind as a redirect.
  await backend('PATCH', `/rest/v1/blog_posts?slug=eq.${renamed.slug}`, { slug: newSlug });
});

test.afterAll(async () => {
  await backend('DELETE', `/rest/v1/blog_posts?slug=like.e2e-*-${run}*`);
});

const list = (page: Page) => page.locator('#stories');
const cardTitles = (page: Page) => list(page).locator('li article h2');

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('/stories lists the stories published after the build, newest first, with the featured one on top', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await open(page, '/stories');
  await expect(page.locator('h1')).toHaveText(/^Stories/);
  await expect(list(page).getByText('Featured story')).toBeVisible();
  await expect(list(page).locator('article').first().locator('h2')).toHaveText(
    'Your first tandem jump: what to expect',
  );
  await expect(cardTitles(page)).toHaveText(seeded.slice(0, 9).map((story) => story.title_en));
  await expect(list(page).getByRole('status')).toHaveText('16 stories · Page 1/2');
  await list(page).getByRole('link', { name: seeded[0].title_en }).click();
  await expect(page).toHaveURL(ssr.storyPath(seeded[0].slug, 'en'));
  await expect(page.locator('h1')).toHaveText(seeded[0].title_en);
  expect(problems).toEqual([]);
});

test('page 2 lists the older stories, reached by the pagination and at its own address', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/nl/verhalen');
  const pages = page.getByRole('navigation', { name: "Pagina's met verhalen" });
  await pages.getByRole('link', { name: 'Volgende pagina' }).click();
  await expect(page).toHaveURL('/nl/verhalen/pagina/2');
  const older = [
    ...seeded.slice(9).map((story) => story.title_nl),
    'Parachutespringen boven Groenland: een expeditiedagboek',
    'Achter de schermen bij een stadiondemonstratie',
    renamed.title_nl,
  ];
  await expect(cardTitles(page)).toHaveText(older);
  await expect(pages.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Vorige pagina' })).toHaveAttribute('rel', 'prev');

  // Opened directly: a page the build did not know is answered by the list shell, which hydrates.
  await open(page, '/nl/verhalen/pagina/2');
  await expect(cardTitles(page)).toHaveText(older);
  await expect(page.locator('nav[aria-label="Kruimelpad"]')).toContainText('Verhalen');
  expect(problems).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the category filter works by keyboard, is announced and keeps its choice in the address', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await open(page, '/stories');
  const filter = page.getByRole('group', { name: 'Show stories about' });
  const night = filter.getByRole('button', { name: 'Night jumps' });
  await expect(cardTitles(page)).toHaveCount(9);
  await night.focus();
  await page.keyboard.press('Enter');
  await expect(night).toHaveAttribute('aria-pressed', 'true');
  await expect(night).toBeFocused();
  await expect(list(page).getByRole('status')).toHaveText('4 stories about Night jumps');
  await expect(cardTitles(page)).toHaveText(
    seeded.filter((story) => story.category_en === 'Night jumps').map((story) => story.title_en),
  );
  await expect(list(page).getByText('Featured story')).toHaveCount(0);
  await expect(page).toHaveURL('/stories?category=Night+jumps');

  await page.reload();
  await waitForHydration(page);
  await expect(cardTitles(page)).toHaveCount(4);
  await filter.getByRole('button', { name: 'All topics' }).press('Space');
  await expect(cardTitles(page)).toHaveCount(9);
  await expect(page).toHaveURL('/stories');
  expect(problems).toEqual([]);
});

for (const lang of ['en', 'nl'] as const) {
  test(`a renamed story's old address leads to the new one (${lang})`, async ({ page }) => {
    const problems = watchConsole(page);
    await open(page, `${ssr.storyPath(renamed.slug, lang)}?from=link`);
    await expect(page).toHaveURL(`${ssr.storyPath(newSlug, lang)}?from=link`);
    await expect(page.locator('h1')).toHaveText(lang === 'en' ? renamed.title_en : renamed.title_nl);
    // Replaced, not added: going back does not land on the old address again.
    await page.goBack();
    await expect(page).not.toHaveURL(new RegExp(renamed.slug));
    expect(problems).toEqual([]);
  });
}

test('the site search finds a story by a Dutch word', async ({ page }) => {
  await open(page, '/nl/search');
  const field = page.getByLabel(/zoek naar/i);
  await field.fill('middenstip');
  await field.press('Enter');
  const results = page.getByRole('list', { name: 'Resultaten' });
  await expect(results.locator('a[href="/nl/verhalen/centre-spot"]')).toBeVisible();
  await expect(results.locator('mark').first()).toHaveText(/middenstip/i);
});
