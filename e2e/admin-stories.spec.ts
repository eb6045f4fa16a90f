// The story editor against the production build and the local backend: an admin writes a bilingual
// story with a real cover photo and publishes it, schedules another, renames a published story and
// its old address still leads to it, meets the duplicate-address message, is warned before leaving
// unsaved changes and gets them back, and the screens pass axe in both languages.
import { expect, test, type Page } from '@playwright/test';
import { serviceClient } from '../tests/support/clients';
import { amsterdamInput, openAsNewAdmin } from './admin-session';
import { seriousAxeViolations } from './site';

const run = Date.now().toString(36);
const service = serviceClient();

test.afterAll(async () => {
  const { data } = await service.from('blog_posts').select('id,image_url').like('slug', `%${run}%`);
  await service.from('blog_posts').delete().like('slug', `%${run}%`);
  const images = (data ?? []).flatMap((row) => (row.image_url ? [row.image_url.split('/').pop() ?? ''] : []));
  if (images.length > 0) {
    const stems = images.map((name) => name.replace(/-\d+\.webp$/, ''));
    const { data: objects } = await service.storage.from('blog-images').list('', { limit: 1000 });
    const mine = (objects ?? [])
      .map((object) => object.name)
      .filter((name) => stems.some((stem) => name.startsWith(stem)));
    if (mine.length > 0) await service.storage.from('blog-images').remove(mine);
  }
});

/** A published story written straight into the database. */
async function seedStory(slug: string, title: string, published = true) {
  const { data, error } = await service
    .from('blog_posts')
    .insert({
      slug,
      title_en: title,
      title_nl: `${title} (nl)`,
      content_en: 'Seeded words.',
      published,
      published_at: published ? new Date(Date.now() - 60_000).toISOString() : null,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

/** A real photo: a PNG drawn on a canvas in the page, larger than the widest width the site uses. */
async function photo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 1200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 2000, 1200);
    gradient.addColorStop(0, '#0ea5e9');
    gradient.addColorStop(1, '#f97316');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2000, 1200);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

const errorOf = async (page: Page, label: string) => {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = (await field.getAttribute('aria-describedby'))?.split(' ')[0];
  return page.locator(`[id="${id}"]`);
};

test('an admin writes a bilingual story with a cover photo, publishes it and visitors read it in both languages', async ({
  page,
}) => {
  await openAsNewAdmin(page, 'stories-write', '/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
  await page.getByRole('link', { name: 'Write a story' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New story' })).toBeVisible();

  const title = `Canopy over Teuge ${run}`;
  const slug = `canopy-over-teuge-${run}`;
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (Dutch)').fill(`Koepel boven Teuge ${run}`);
  await expect(page.getByLabel('Address (slug)')).toHaveValue(slug);
  await page.getByLabel('Summary (English)').fill('A calm evening jump.');
  await page.getByLabel('Summary (Dutch)').fill('Een rustige avondsprong.');
  await page.getByLabel('Category (English)').fill('Experiences');
  await page.getByLabel('Category (Dutch)').fill('Ervaringen');
  await page.getByLabel('Tags (English)').fill('canopy, evening');
  await page.getByLabel('Text (English)').fill('## Up we go\n\nThe door opens at **4,000 m**.');
  await page.getByLabel('Text (Dutch)').fill('## Omhoog\n\nDe deur gaat open op **4.000 m**.');
  // The live preview is the site's own renderer.
  const preview = page.getByRole('region', { name: 'Preview (English)' });
  await expect(preview.getByRole('heading', { name: 'Up we go' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('4,000 m');

  // A file that is not a photo is refused before anything is sent.
  await page.getByLabel('Choose image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByText('This file is not a JPEG, PNG, WebP or AVIF image.')).toBeVisible();

  await page.getByLabel('Choose image').setInputFiles({
    name: 'Cover Photo (1).png',
    mimeType: 'image/png',
    buffer: await photo(page),
  });
  const cover = page.locator('figure img');
  await expect(cover).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/blog-images\/\d+-cover-photo-1-1600\.webp$/,
    {
      timeout: 30_000,
    },
  );
  await page.getByLabel('Image description (English)').fill('A red canopy against an evening sky');
  await page.getByLabel('Image description (Dutch)').fill('Een rode koepel tegen een avondlucht');
  await page.getByLabel('Published: visible on the website').check();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(page.getByText('Blog post created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit story' })).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // The original is kept beside the resized copies, which are what visitors get.
  const { data: row } = await service.from('blog_posts').select('*').eq('slug', slug).single();
  expect(row).toMatchObject({ published: true, tags_en: ['canopy', 'evening'], read_time_minutes: 1 });
  const stem = (row?.image_url ?? '')
    .split('/')
    .pop()!
    .replace(/-1600\.webp$/, '');
  const { data: objects } = await service.storage.from('blog-images').list('', { search: stem });
  expect((objects ?? []).map((object) => object.name).sort()).toEqual(
    [`${stem}-1600.webp`, `${stem}-480.webp`, `${stem}-960.webp`, `${stem}.png`].sort(),
  );

  await page.goto(`/stories/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: 'A red canopy against an evening sky' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Up we go' })).toBeVisible();
  await page.goto(`/nl/verhalen/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Koepel boven Teuge ${run}` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Een rode koepel tegen een avondlucht' })).toBeVisible();
});

test('a scheduled story is refused in the past and appears on the site when its time comes', async ({
  page,
}) => {
  await openAsNewAdmin(page, 'stories-schedule', '/admin/blog/new');
  const title = `Night jump ${run}`;
  const slug = `night-jump-${run}`;
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (Dutch)').fill(`Nachtsprong ${run}`);
  await page.getByLabel('Published: visible on the website').check();
  await page.getByLabel('At a set date and time').check();
  await page.getByLabel('Date and time (Amsterdam)').fill(amsterdamInput(-60));
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(await errorOf(page, 'Date and time (Amsterdam)')).toHaveText(
    'This date and time has passed. Choose a moment in the future, or publish now.',
  );
  await expect(page.getByLabel('Date and time (Amsterdam)')).toBeFocused();

  await page.getByLabel('Date and time (Amsterdam)').fill(amsterdamInput(2));
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(page.getByText('Blog post created successfully')).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();

  await page.goto(`/stories/${slug}`);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  // Rather than wait, the clock is moved: the publication time is set a minute in the past.
  await service
    .from('blog_posts')
    .update({ published_at: new Date(Date.now() - 60_000).toISOString() })
    .eq('slug', slug);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('renaming a published story keeps its old address working, and a taken address is refused at the field', async ({
  page,
}) => {
  const oldSlug = `first-name-${run}`;
  const newSlug = `second-name-${run}`;
  const taken = `taken-${run}`;
  const id = await seedStory(oldSlug, `Renamed story ${run}`);
  await seedStory(taken, `Other story ${run}`);
  await openAsNewAdmin(page, 'stories-slug', `/admin/blog/${id}`);
  await expect(page.getByLabel('Address (slug)')).toHaveValue(oldSlug);
  // A published story's address no longer follows its title.
  await page.getByLabel('Title (English)').fill(`Renamed story ${run} again`);
  await expect(page.getByLabel('Address (slug)')).toHaveValue(oldSlug);

  await page.getByLabel('Address (slug)').fill(taken);
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(await errorOf(page, 'Address (slug)')).toHaveText(
    'This address is already used by another story',
  );
  await expect(page.getByLabel('Title (English)')).toHaveValue(`Renamed story ${run} again`);

  await page.getByLabel('Address (slug)').fill(newSlug);
  await expect(
    page.getByText(`The old address /stories/${oldSlug} will lead to /stories/${newSlug} after you save`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(page.getByText('Blog post updated successfully')).toBeVisible();

  await page.goto(`/stories/${oldSlug}`);
  await expect(page).toHaveURL(new RegExp(`/stories/${newSlug}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Renamed story ${run} again` })).toBeVisible();
});

test('the list finds, duplicates and deletes stories', async ({ page }) => {
  const slug = `list-story-${run}`;
  await seedStory(slug, `Listed story ${run}`, false);
  await openAsNewAdmin(page, 'stories-list', '/admin/blog');
  await page.getByLabel('Search title or summary').fill(`Listed story ${run}`);
  await page.getByLabel('Status').selectOption('draft');
  await page.getByRole('button', { name: 'Show stories' }).click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(page.getByRole('heading', { name: '1 story' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Listed story ${run}`, exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').getByText('Draft', { exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `Duplicate “Listed story ${run}” as a draft` }).click();
  await expect(page.getByText('Blog post created successfully')).toBeVisible();
  await expect(page.getByLabel('Title (English)')).toHaveValue(`Listed story ${run} (copy)`);
  await expect(page.getByLabel('Title (Dutch)')).toHaveValue(`Listed story ${run} (nl) (kopie)`);
  await expect(page.getByLabel('Address (slug)')).toHaveValue(`${slug}-copy`);

  await page.goto(`/admin/blog?q=${encodeURIComponent(`Listed story ${run} (copy)`)}`);
  await page.getByRole('button', { name: `Delete “Listed story ${run} (copy)”` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete the story “Listed story ${run} (copy)”?` });
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('Blog post deleted successfully')).toBeVisible();
  await expect(page.getByText('No stories match these filters.')).toBeVisible();
});

test('unsaved changes: a warning before leaving, and the draft offered back', async ({ page }) => {
  await openAsNewAdmin(page, 'stories-draft', '/admin/blog/new');
  const title = `Unsaved story ${run}`;
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Text (Dutch)').fill('Nog niet opgeslagen.');

  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  await nav.getByRole('link', { name: 'Stories' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByLabel('Title (English)')).toHaveValue(title);

  await nav.getByRole('link', { name: 'Stories' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();

  await page.getByRole('link', { name: 'Write a story' }).click();
  await expect(page.getByRole('heading', { name: /^Restore unsaved changes from / })).toBeVisible();
  await expect(page.getByLabel('Title (English)')).toHaveValue('');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Title (English)')).toHaveValue(title);
  await expect(page.getByLabel('Text (Dutch)')).toHaveValue('Nog niet opgeslagen.');

  // Back asks too, where the browser lets a page stop it (the Navigation API).
  await page.goBack({ timeout: 3000 }).catch(() => null);
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);

  // Closing the tab asks first.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('a save after the session ended keeps everything typed and says to sign in again', async ({ page }) => {
  await openAsNewAdmin(page, 'stories-expired', '/admin/blog/new');
  const title = `Expired session ${run}`;
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (Dutch)').fill(`Verlopen sessie ${run}`);
  // The stored session disappears, as when it expired and could not be renewed.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.includes('auth-token')) localStorage.removeItem(key);
  });
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your session has ended. Sign in again' }),
  ).toBeVisible();
  await expect(page.getByText('Failed to create blog post')).toBeVisible();
  await expect(page.getByLabel('Title (English)')).toHaveValue(title);
  const draft = await page.evaluate(() => localStorage.getItem('admin-story-draft:new'));
  expect(JSON.parse(draft ?? '{}').values.titleEn).toBe(title);
});

test('the story screens speak Dutch and pass axe', async ({ page }) => {
  await openAsNewAdmin(page, 'stories-nl', '/admin/blog');
  await page.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verhalen' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Verhaal schrijven' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw verhaal' })).toBeVisible();
  await page.getByRole('button', { name: 'Verhaal opslaan' }).click();
  await expect(await errorOf(page, 'Titel (Engels)')).toHaveText('Schrijf de Engelse titel.');
  await expect(page.getByLabel('Titel (Engels)')).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
