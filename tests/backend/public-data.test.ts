import { describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY } from '../../emulator/keys.ts';
import { fetchStories, fetchStory, fetchStorySummaries } from '../../src/features/stories/story-api.ts';
import {
  BackendError,
  listBucket,
  publicFileUrl,
  selectRows,
  type PublicBackend,
} from '../../src/lib/public-data.ts';
import { anonClient, API_URL, serviceClient } from '../support/clients.ts';

// The site's fetch-only reads (stories, bucket listings) against the running emulator: the same
// answers supabase-js gets, without loading it in the browser.

const backend: PublicBackend = { url: API_URL, key: PUBLISHABLE_KEY };
const storageUrl = `${API_URL}/storage/v1/object/public/`;
// The uploads are set-up only, so the service role makes them (the admins' sign-in is other tests').
const admin = serviceClient();

describe('stories', () => {
  it('lists only published stories whose date has come, newest first, as supabase-js sees them', async () => {
    const summaries = await fetchStorySummaries(backend, storageUrl);
    const slugs = summaries.map((story) => story.slug);
    expect(slugs).toContain('first-tandem-jump-what-to-expect');
    expect(slugs).not.toContain('rigging-and-repack-checklist');
    expect(slugs).not.toContain('helicopter-jumps-season-opening');
    const { data } = await anonClient()
      .from('blog_posts')
      .select('slug')
      .eq('published', true)
      .order('published_at', { ascending: false })
      .order('created_at', { ascending: false });
    expect(slugs).toEqual((data ?? []).map((row) => row.slug));
  });

  it('reads whole stories, and one by its slug', async () => {
    const [first] = await fetchStories(backend, storageUrl);
    expect(first.body.en.length).toBeGreaterThan(0);
    const one = await fetchStory(backend, storageUrl, 'first-tandem-jump-what-to-expect');
    expect(one?.slug).toBe('first-tandem-jump-what-to-expect');
    expect(one?.text.nl.title.length).toBeGreaterThan(0);
  });

  it('answers null for a draft, an unknown slug and a malformed one', async () => {
    expect(await fetchStory(backend, storageUrl, 'rigging-and-repack-checklist')).toBeNull();
    expect(await fetchStory(backend, storageUrl, 'no-such-story')).toBeNull();
    expect(await fetchStory(backend, storageUrl, 'Not A Slug!')).toBeNull();
  });
});

describe('errors', () => {
  it("throws the backend's status and message for a refused query", async () => {
    const error = await selectRows(backend, 'no_such_table', new URLSearchParams({ select: '*' })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).status).toBe(404);
    expect((error as BackendError).message).toMatch(/no_such_table/);
  });

  it('throws when the backend cannot be reached', async () => {
    await expect(
      fetchStorySummaries({ url: 'http://127.0.0.1:9', key: PUBLISHABLE_KEY }, storageUrl),
    ).rejects.toThrow();
  });
});

describe('bucket listings', () => {
  it('lists a folder of a public bucket with types, and serves each file at its public URL', async () => {
    // Uploads to this bucket may only go into the expedition's folder.
    const folder = 'greenland-expedition';
    const name = `${Date.now()}-ice cap.jpg`;
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const uploaded = await admin.storage
      .from('expedition-photos')
      .upload(`${folder}/${name}`, jpeg, { contentType: 'image/jpeg' });
    expect(uploaded.error).toBeNull();

    const entries = await listBucket(backend, 'expedition-photos', {
      prefix: folder,
      limit: 100,
      sortBy: { column: 'created_at', order: 'desc' },
    });
    expect(entries[0]).toMatchObject({ name, metadata: { mimetype: 'image/jpeg' } });
    const url = publicFileUrl(backend, 'expedition-photos', `${folder}/${name}`);
    expect(url).toBe(
      anonClient().storage.from('expedition-photos').getPublicUrl(`${folder}/${name}`).data.publicUrl,
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(jpeg);
    await admin.storage.from('expedition-photos').remove([`${folder}/${name}`]);
  });
});
