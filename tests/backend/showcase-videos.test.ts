import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aal2Client, anonClient, newAdmin, serviceClient, signedInClient } from '../support/clients.ts';

// Which video each showcase card plays (migration 20261126030000_showcase_videos.sql): anyone reads
// the assignments, only an admin at aal2 makes, changes or clears them, and the table refuses words
// and names the cards cannot show.

const service = serviceClient();
const anon = anonClient();
let admin: SupabaseClient;
let adminAal1: SupabaseClient;
let visitor: SupabaseClient;
const keys: string[] = [];

beforeAll(async () => {
  const account = await newAdmin('showcase');
  admin = await aal2Client(account.email);
  adminAal1 = await signedInClient(account.email);
  visitor = await signedInClient('visitor@example.com');
});

afterAll(async () => {
  if (keys.length > 0) await service.from('showcase_videos').delete().in('card_key', keys);
});

/** A card key of this run's own, so the real cards and other runs are left alone. */
const cardKey = () => {
  const key = `test-${randomUUID().slice(0, 8)}`;
  keys.push(key);
  return key;
};

const row = (card_key: string, fields: Record<string, unknown> = {}) => ({
  card_key,
  object_name: '1732000000000-ab12cd.webm',
  title_en: 'Half-time flag jump',
  title_nl: 'Vlaggensprong in de rust',
  duration_en: '3:45',
  duration_nl: '3:45',
  ...fields,
});

async function assigned(card_key: string) {
  const { data, error } = await service.from('showcase_videos').select('*').eq('card_key', card_key);
  if (error) throw new Error(error.message);
  return data;
}

describe('showcase_videos', () => {
  it('an admin at aal2 assigns, reassigns and clears a card, and updated_at follows the change', async () => {
    const key = cardKey();
    const inserted = await admin.from('showcase_videos').insert(row(key)).select().single();
    expect(inserted.error).toBeNull();
    const before = inserted.data?.updated_at as string;

    const changed = await admin
      .from('showcase_videos')
      .update({ object_name: '1732000000001-zz99.mp4', title_nl: 'Nieuwe titel' })
      .eq('card_key', key)
      .select()
      .single();
    expect(changed.error).toBeNull();
    expect(changed.data).toMatchObject({ object_name: '1732000000001-zz99.mp4', title_nl: 'Nieuwe titel' });
    expect(Date.parse(changed.data?.updated_at as string)).toBeGreaterThanOrEqual(Date.parse(before));

    const cleared = await admin.from('showcase_videos').delete().eq('card_key', key);
    expect(cleared.error).toBeNull();
    expect(await assigned(key)).toEqual([]);
  });

  it('anyone, signed in or not, reads the assignments', async () => {
    const key = cardKey();
    expect((await service.from('showcase_videos').insert(row(key))).error).toBeNull();
    for (const client of [anon, visitor, adminAal1]) {
      const { data, error } = await client
        .from('showcase_videos')
        .select('card_key, title_en')
        .eq('card_key', key);
      expect(error).toBeNull();
      expect(data).toEqual([{ card_key: key, title_en: 'Half-time flag jump' }]);
    }
  });

  it.each([
    ['a visitor', () => anon],
    ['a signed-in visitor', () => visitor],
    ['an admin without the second step', () => adminAal1],
  ])('%s may not assign a card', async (_who, client) => {
    const key = cardKey();
    const { error } = await client().from('showcase_videos').insert(row(key));
    expect(error?.code).toBe('42501');
    expect(await assigned(key)).toEqual([]);
  });

  it.each([
    ['a signed-in visitor', () => visitor],
    ['an admin without the second step', () => adminAal1],
  ])('%s changes or clears nothing', async (_who, client) => {
    const key = cardKey();
    expect((await service.from('showcase_videos').insert(row(key))).error).toBeNull();
    await client().from('showcase_videos').update({ title_en: 'Hijacked' }).eq('card_key', key);
    await client().from('showcase_videos').delete().eq('card_key', key);
    expect(await assigned(key)).toMatchObject([{ title_en: 'Half-time flag jump' }]);
  });

  it('the anon role may not change or clear a card at all', async () => {
    const key = cardKey();
    expect((await service.from('showcase_videos').insert(row(key))).error).toBeNull();
    expect(
      (await anon.from('showcase_videos').update({ title_en: 'x' }).eq('card_key', key)).error?.code,
    ).toBe('42501');
    expect((await anon.from('showcase_videos').delete().eq('card_key', key)).error?.code).toBe('42501');
    expect(await assigned(key)).toHaveLength(1);
  });

  it.each([
    ['a path instead of a name', { object_name: 'uploads/clip.mp4' }],
    ['a file that is not a video', { object_name: 'clip.vtt' }],
    ['a duration that is not minutes and seconds', { duration_en: '3 min' }],
    ['seconds past 59', { duration_nl: '3:75' }],
    ['an empty title', { title_en: '' }],
    ['a title with spaces around it', { title_nl: ' Titel ' }],
    ['a title over 80 characters', { title_en: 'x'.repeat(81) }],
    ['a card key that is not a slug', { card_key: 'Stadium Show' }],
  ])('refuses %s', async (_what, fields) => {
    const { error } = await admin.from('showcase_videos').insert(row(cardKey(), fields));
    expect(error?.code).toBe('23514');
  });
});
