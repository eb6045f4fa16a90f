import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aal2Client, anonClient, newAdmin, serviceClient, signedInClient } from '../support/clients.ts';

// A story's old addresses (migration 20261126020000_story_cover_alt_and_redirects.sql): renaming a
// published story records its old slug, who may read and remove those records, and the cover's alt text.

const service = serviceClient();
const anon = anonClient();
let admin: SupabaseClient;
let adminAal1: SupabaseClient;
let visitor: SupabaseClient;
const created: string[] = [];

beforeAll(async () => {
  const account = await newAdmin('redirects');
  admin = await aal2Client(account.email);
  adminAal1 = await signedInClient(account.email);
  visitor = await signedInClient('visitor@example.com');
});

afterAll(async () => {
  if (created.length > 0) await service.from('blog_posts').delete().in('id', created);
});

const slug = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

/** A story created by the admin, as the editor does; published and due unless told otherwise. */
async function story(fields: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
  const { data, error } = await admin
    .from('blog_posts')
    .insert({
      slug: slug('story'),
      title_en: 'Redirect test',
      title_nl: 'Doorverwijstest',
      published: true,
      published_at: anHourAgo(),
      ...fields,
    })
    .select('id, slug')
    .single();
  if (error) throw new Error(error.message);
  created.push(data.id);
  return data;
}

async function rename(id: string, to: string): Promise<void> {
  const { error } = await admin.from('blog_posts').update({ slug: to }).eq('id', id);
  if (error) throw new Error(error.message);
}

const redirectsOf = async (client: SupabaseClient, postId: string) => {
  const { data, error } = await client
    .from('blog_post_redirects')
    .select('old_slug, post_id')
    .eq('post_id', postId)
    .order('old_slug');
  if (error) throw new Error(error.message);
  return data.map((row) => row.old_slug);
};

describe('renaming a story', () => {
  it('keeps every earlier slug of a published story leading to the story', async () => {
    const first = await story();
    const second = slug('second');
    const third = slug('third');
    await rename(first.id, second);
    await rename(first.id, third);
    expect(await redirectsOf(anon, first.id)).toEqual([first.slug, second].sort());
    const { data } = await anon.from('blog_posts').select('slug').eq('id', first.id).single();
    expect(data?.slug).toBe(third);
  });

  it('records nothing for a draft or a story whose date has not come', async () => {
    const draft = await story({ published: false, published_at: null });
    await rename(draft.id, slug('draft-renamed'));
    const scheduled = await story({ published_at: new Date(Date.now() + 86_400_000).toISOString() });
    await rename(scheduled.id, slug('scheduled-renamed'));
    expect(await redirectsOf(admin, draft.id)).toEqual([]);
    expect(await redirectsOf(admin, scheduled.id)).toEqual([]);
  });

  it('records nothing when other fields change', async () => {
    const one = await story();
    const { error } = await admin.from('blog_posts').update({ title_en: 'New title' }).eq('id', one.id);
    expect(error).toBeNull();
    expect(await redirectsOf(admin, one.id)).toEqual([]);
  });

  it('gives an old slug back to the story that is renamed back to it', async () => {
    const one = await story();
    const other = slug('other');
    await rename(one.id, other);
    await rename(one.id, one.slug);
    expect(await redirectsOf(anon, one.id)).toEqual([other]);
  });

  it('drops the redirect when a new story takes the old slug', async () => {
    const moved = await story();
    await rename(moved.id, slug('moved'));
    const taker = await story({ slug: moved.slug });
    expect(await redirectsOf(anon, moved.id)).toEqual([]);
    const { data } = await anon.from('blog_posts').select('id').eq('slug', moved.slug).single();
    expect(data?.id).toBe(taker.id);
  });

  it('drops the redirects with the story', async () => {
    const gone = await story();
    await rename(gone.id, slug('gone'));
    expect(await redirectsOf(admin, gone.id)).toHaveLength(1);
    expect((await admin.from('blog_posts').delete().eq('id', gone.id)).error).toBeNull();
    const { data } = await service.from('blog_post_redirects').select('old_slug').eq('old_slug', gone.slug);
    expect(data).toEqual([]);
  });
});

describe('who reads and writes redirects', () => {
  it('shows visitors the redirects of published, due stories only; admins at aal2 see all', async () => {
    const hidden = await story();
    await rename(hidden.id, slug('hidden'));
    const { error } = await admin.from('blog_posts').update({ published: false }).eq('id', hidden.id);
    expect(error).toBeNull();
    expect(await redirectsOf(anon, hidden.id)).toEqual([]);
    expect(await redirectsOf(visitor, hidden.id)).toEqual([]);
    expect(await redirectsOf(adminAal1, hidden.id)).toEqual([]);
    expect(await redirectsOf(admin, hidden.id)).toEqual([hidden.slug]);
  });

  it('lets nobody write a redirect, not even an admin at aal2 or the service role', async () => {
    const target = await story();
    const row = { old_slug: slug('forged'), post_id: target.id };
    for (const client of [anon, visitor, adminAal1, admin, service]) {
      const { error } = await client.from('blog_post_redirects').insert(row);
      expect(error?.code).toBe('42501');
    }
    await rename(target.id, slug('target'));
    for (const client of [anon, visitor, adminAal1, admin, service]) {
      const { error } = await client
        .from('blog_post_redirects')
        .update({ post_id: randomUUID() })
        .eq('post_id', target.id);
      expect(error?.code).toBe('42501');
    }
  });

  it('lets only an admin at aal2 remove a redirect', async () => {
    const one = await story();
    await rename(one.id, slug('removable'));
    for (const client of [visitor, adminAal1]) {
      expect((await client.from('blog_post_redirects').delete().eq('post_id', one.id)).error).toBeNull();
    }
    expect((await anon.from('blog_post_redirects').delete().eq('post_id', one.id)).error?.code).toBe('42501');
    expect(await redirectsOf(anon, one.id)).toEqual([one.slug]);
    expect((await admin.from('blog_post_redirects').delete().eq('post_id', one.id)).error).toBeNull();
    expect(await redirectsOf(anon, one.id)).toEqual([]);
  });
});

describe('cover alt text', () => {
  it('stores alt text in both languages up to 200 characters', async () => {
    const one = await story({
      image_alt_en: 'A tandem pair over the beach',
      image_alt_nl: 'Een tandemduo boven het strand',
    });
    const { data } = await anon
      .from('blog_posts')
      .select('image_alt_en, image_alt_nl')
      .eq('id', one.id)
      .single();
    expect(data).toEqual({
      image_alt_en: 'A tandem pair over the beach',
      image_alt_nl: 'Een tandemduo boven het strand',
    });
    const long = await admin
      .from('blog_posts')
      .update({ image_alt_nl: 'x'.repeat(201) })
      .eq('id', one.id);
    expect(long.error?.code).toBe('23514');
    const plain = await story();
    const { data: empty } = await anon.from('blog_posts').select('image_alt_en').eq('id', plain.id).single();
    expect(empty?.image_alt_en).toBe('');
  });
});
