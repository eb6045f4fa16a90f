import { describe, expect, it } from 'vitest';
import type { PublicBackend } from '@/lib/public-data';
import { fetchStoryRedirect, fetchStoryRedirects } from './story-api';

// How an old slug is resolved, against a backend that answers as PostgREST does for a visitor:
// row-level security already hides the redirects of stories that are not published.

const POST = '5f0c6a36-8a5e-4f8e-9a53-0a1e7c1f0001';

function backend(tables: {
  redirects: { old_slug: string; post_id: string }[];
  posts: { id: string; slug: string }[];
}): PublicBackend & { asked: string[] } {
  const asked: string[] = [];
  const fake = (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}?${url.searchParams}`);
    const eq = (name: string) => url.searchParams.get(name)?.replace(/^eq\./, '');
    const rows = url.pathname.endsWith('/blog_post_redirects')
      ? tables.redirects.filter((row) => !eq('old_slug') || row.old_slug === eq('old_slug'))
      : tables.posts.filter((row) => !eq('id') || row.id === eq('id'));
    return Promise.resolve(new Response(JSON.stringify(rows), { status: 200 }));
  };
  return { url: 'https://project.supabase.co', key: 'key', fetch: fake as typeof fetch, asked };
}

describe('fetchStoryRedirect', () => {
  const tables = {
    redirects: [
      { old_slug: 'first-name', post_id: POST },
      { old_slug: 'second-name', post_id: POST },
    ],
    posts: [{ id: POST, slug: 'third-name' }],
  };

  it('leads every old slug of a story to its slug now', async () => {
    expect(await fetchStoryRedirect(backend(tables), 'first-name')).toBe('third-name');
    expect(await fetchStoryRedirect(backend(tables), 'second-name')).toBe('third-name');
  });

  it('answers null for a slug that never moved, and asks only for published, due stories', async () => {
    const api = backend(tables);
    expect(await fetchStoryRedirect(api, 'no-such-story')).toBeNull();
    expect(await fetchStoryRedirect(backend({ ...tables, posts: [] }), 'first-name')).toBeNull();
    const withPost = backend(tables);
    await fetchStoryRedirect(withPost, 'first-name');
    expect(withPost.asked[1]).toMatch(/published=eq\.true/);
    expect(withPost.asked[1]).toMatch(/published_at=lte\./);
  });

  it('asks nothing for a malformed slug', async () => {
    const api = backend(tables);
    expect(await fetchStoryRedirect(api, 'Not A Slug!')).toBeNull();
    expect(api.asked).toEqual([]);
  });
});

describe('fetchStoryRedirects', () => {
  it('pairs each old slug with the current slug of its published story', async () => {
    const api = backend({
      redirects: [
        { old_slug: 'old-a', post_id: POST },
        { old_slug: 'old-gone', post_id: 'not-published' },
      ],
      posts: [{ id: POST, slug: 'new-a' }],
    });
    expect(await fetchStoryRedirects(api)).toEqual([{ from: 'old-a', to: 'new-a' }]);
  });
});
