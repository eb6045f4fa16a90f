import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin, aal2Client, anonClient, serviceClient, signedInClient } from '../support/clients.ts';

// The back office's settings: who reads and writes which key, and the shapes the database accepts
// for each known key whoever writes them (migration 20261125040000_settings_values.sql).

// No announcement is seeded: without its row there is none.
const PUBLIC_KEYS = ['booking.enabled', 'chat.enabled', 'contact.reply_hours', 'jump.status'];
const RECIPIENTS = 'notifications.enquiry_recipients';

let admin: SupabaseClient;
const service = serviceClient();
let saved: { key: string; value: unknown; is_public: boolean }[] = [];

beforeAll(async () => {
  admin = await aal2Client((await newAdmin('settings')).email);
  const { data, error } = await service.from('site_settings').select('key, value, is_public');
  if (error) throw new Error(error.message);
  saved = data;
});

// The other suites rely on the seeded values (the company inbox, "within 24 hours").
afterAll(async () => {
  const { error } = await service.from('site_settings').upsert(saved, { onConflict: 'key' });
  if (error) throw new Error(error.message);
  await service.from('site_settings').delete().eq('key', 'site.announcement');
});

const keysReadBy = async (client: SupabaseClient) => {
  const { data, error } = await client.from('site_settings').select('key').order('key');
  if (error) throw new Error(error.message);
  return data.map((row: { key: string }) => row.key);
};

/** Writes one value as the service role; resolves to the Postgres error code, or 'ok'. */
const write = async (key: string, value: unknown, isPublic?: boolean) => {
  const { error } = await service
    .from('site_settings')
    .update({ value, ...(isPublic === undefined ? {} : { is_public: isPublic }) })
    .eq('key', key);
  return error?.code ?? 'ok';
};

const insert = async (key: string, value: unknown) => {
  const { error } = await service.from('site_settings').insert({ key, value, is_public: true });
  return error?.code ?? 'ok';
};

const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
const inADay = new Date(Date.now() + 86_400_000).toISOString();
const announcement = {
  text: { en: 'Open day on Saturday', nl: 'Open dag op zaterdag' },
  link: '/contact',
  startsAt: inAnHour,
  endsAt: inADay,
};

describe('site_settings: who reads what', () => {
  it('lets visitors, signed in or not, read the public keys but not the recipients', async () => {
    for (const client of [anonClient(), await signedInClient('visitor@example.com')]) {
      expect(await keysReadBy(client)).toEqual(PUBLIC_KEYS);
    }
  });

  it('hides the recipients from an admin without the code, and refuses their writes', async () => {
    const aal1 = await signedInClient('admin@example.com');
    expect(await keysReadBy(aal1)).toEqual(PUBLIC_KEYS);
    const updated = await aal1
      .from('site_settings')
      .update({ value: false })
      .eq('key', 'booking.enabled')
      .select('key');
    expect(updated.data).toEqual([]);
    const inserted = await aal1
      .from('site_settings')
      .insert({ key: 'jump.status.copy', value: true, is_public: true });
    expect(inserted.error?.code).toBe('42501');
    const { data } = await service
      .from('site_settings')
      .select('value')
      .eq('key', 'booking.enabled')
      .single();
    expect(data?.value).toBe(true);
  });

  it('lets an admin with the code read every key and change them', async () => {
    expect(await keysReadBy(admin)).toEqual([...PUBLIC_KEYS, RECIPIENTS].sort());
    const recipients = ['bookings@example.com', 'office@example.com'];
    const upserted = await admin
      .from('site_settings')
      .upsert({ key: RECIPIENTS, value: recipients, is_public: false }, { onConflict: 'key' })
      .select('value')
      .single();
    expect(upserted.error).toBeNull();
    expect(upserted.data?.value).toEqual(recipients);
    const status = await admin
      .from('site_settings')
      .update({ value: { status: 'no_jumping', message: { en: 'Low clouds', nl: 'Lage bewolking' } } })
      .eq('key', 'jump.status')
      .select('updated_at')
      .single();
    expect(status.error).toBeNull();
    // The database sets the time, so the site shows the server's time of the change.
    expect(Date.now() - Date.parse(status.data?.updated_at ?? '')).toBeLessThan(60_000);
  });

  it('lets the service role (the functions) read the recipients and write', async () => {
    expect(await keysReadBy(service)).toContain(RECIPIENTS);
    expect(await write('contact.reply_hours', 36)).toBe('ok');
  });
});

describe('site_settings: the shape of each known key', () => {
  it('accepts the shapes the back office writes', async () => {
    expect(await write('jump.status', { status: 'on_hold', message: { en: '', nl: '' } })).toBe('ok');
    expect(await insert('site.announcement', announcement)).toBe('ok');
    expect(
      await write('site.announcement', { ...announcement, link: 'https://www.knvvl.nl/veiligheid' }),
    ).toBe('ok');
    expect(await write('site.announcement', { ...announcement, link: null })).toBe('ok');
    expect(await write('contact.reply_hours', 168)).toBe('ok');
    expect(await write(RECIPIENTS, ['a@example.com'])).toBe('ok');
  });

  it('refuses a malformed jump status', async () => {
    const message = { en: 'Wind', nl: 'Wind' };
    for (const value of [
      { status: 'maybe', message },
      { status: 'go' },
      { status: 'go', message: { en: 'x'.repeat(161), nl: '' } },
      { status: 'go', message: { en: 'Wind', nl: 7 } },
      { status: 'go', message, setAt: '2026-01-01T00:00:00Z' },
      'go',
      5,
    ]) {
      expect(await write('jump.status', value), JSON.stringify(value)).toBe('23514');
    }
  });

  it('refuses a malformed announcement', async () => {
    for (const value of [
      { ...announcement, text: { en: 'Open day', nl: '  ' } },
      { ...announcement, text: { en: 'x'.repeat(201), nl: 'Open dag' } },
      { ...announcement, link: '//evil.example/path' },
      { ...announcement, link: 'http://example.com' },
      { ...announcement, link: 'javascript:alert(1)' },
      { ...announcement, startsAt: '2026-02-31T10:00:00Z' },
      { ...announcement, startsAt: 'tomorrow' },
      { ...announcement, endsAt: new Date(Date.now() - 3_600_000).toISOString() },
      { text: announcement.text, startsAt: inAnHour, endsAt: inADay },
      'Open day',
    ]) {
      expect(await write('site.announcement', value), JSON.stringify(value)).toBe('23514');
    }
  });

  it('refuses switches that are not on or off, and reply hours outside 1 to 168', async () => {
    for (const key of ['booking.enabled', 'chat.enabled']) {
      for (const value of ['true', 1, {}]) expect(await write(key, value)).toBe('23514');
    }
    for (const value of [0, 169, 2.5, '24', [24]]) {
      expect(await write('contact.reply_hours', value), JSON.stringify(value)).toBe('23514');
    }
  });

  it('refuses a recipient list that is empty, too long, repeated or holds a non-address', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `inbox${index}@example.com`);
    for (const value of [
      [],
      eleven,
      ['info@example.com', 'not an address'],
      ['info@example.com', 'INFO@example.com'],
      [42],
      'info@example.com',
    ]) {
      expect(await write(RECIPIENTS, value), JSON.stringify(value)).toBe('23514');
    }
  });

  it('refuses making the recipients public or a public key private, also for an admin', async () => {
    expect(await write(RECIPIENTS, ['info@example.com'], true)).toBe('23514');
    expect(await write('jump.status', { status: 'go', message: { en: '', nl: '' } }, false)).toBe('23514');
    const flipped = await admin.from('site_settings').update({ is_public: true }).eq('key', RECIPIENTS);
    expect(flipped.error?.code).toBe('23514');
    const { data } = await service.from('site_settings').select('is_public').eq('key', RECIPIENTS).single();
    expect(data?.is_public).toBe(false);
  });
});
