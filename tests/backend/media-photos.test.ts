import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aal2Client, anonClient, newAdmin, serviceClient, signedInClient } from '../support/clients.ts';

// The expedition photos' order and alt text, the site photos and their bucket (migration
// 20261126040000_expedition_and_site_photos.sql): anyone reads, only an admin at aal2 writes, and
// the bucket takes resized photos in a place's folder, never SVG or HTML.

const service = serviceClient();
const anon = anonClient();
let admin: SupabaseClient;
let adminAal1: SupabaseClient;
let visitor: SupabaseClient;
const objectNames: string[] = [];
const places = new Set<string>();
const files: string[] = [];

beforeAll(async () => {
  const account = await newAdmin('media');
  admin = await aal2Client(account.email);
  adminAal1 = await signedInClient(account.email);
  visitor = await signedInClient('visitor@example.com');
});

afterAll(async () => {
  if (objectNames.length > 0) await service.from('expedition_photos').delete().in('object_name', objectNames);
  if (places.size > 0)
    await service
      .from('site_photos')
      .delete()
      .in('place', [...places]);
  if (files.length > 0) await service.storage.from('site-photos').remove(files);
});

const expeditionRow = (fields: Record<string, unknown> = {}) => {
  const stem = `greenland-expedition/test-${randomUUID().slice(0, 8)}`;
  const object_name = `${stem}-1280.webp`;
  objectNames.push(object_name);
  return {
    object_name,
    position: 3,
    alt_en: 'Jumpers over the ice sheet',
    alt_nl: 'Springers boven de ijskap',
    width: 1280,
    height: 960,
    variants: [
      { width: 640, type: 'image/webp', path: `${stem}-640.webp` },
      { width: 1280, type: 'image/webp', path: object_name },
    ],
    ...fields,
  };
};

const sitePhoto = (place: string, fields: Record<string, unknown> = {}) => {
  places.add(place);
  return {
    place,
    width: 1600,
    height: 1200,
    variants: [
      { width: 480, type: 'image/webp', path: `${place}/1-480.webp` },
      { width: 480, type: 'image/avif', path: `${place}/1-480.avif` },
      { width: 1600, type: 'image/webp', path: `${place}/1-1600.webp` },
    ],
    alt_en: 'A tandem pair under canopy',
    alt_nl: 'Een tandemduo onder het scherm',
    ...fields,
  };
};

const code = (error: { code?: string } | null) => error?.code;

describe('expedition_photos', () => {
  it('an admin at aal2 adds a photo, reorders it, changes its alt text and removes it', async () => {
    const row = expeditionRow();
    const inserted = await admin.from('expedition_photos').insert(row).select().single();
    expect(inserted.error).toBeNull();
    const changed = await admin
      .from('expedition_photos')
      .upsert({ ...row, position: 0, alt_nl: 'Ijskap bij zonsopgang' }, { onConflict: 'object_name' })
      .select()
      .single();
    expect(changed.error).toBeNull();
    expect(changed.data).toMatchObject({
      id: inserted.data?.id,
      position: 0,
      alt_nl: 'Ijskap bij zonsopgang',
    });
    const removed = await admin
      .from('expedition_photos')
      .delete()
      .eq('id', inserted.data?.id as string);
    expect(removed.error).toBeNull();
    const left = await service.from('expedition_photos').select('id').eq('object_name', row.object_name);
    expect(left.data).toEqual([]);
  });

  it('anyone reads the order and alt text; nobody else writes', async () => {
    const row = expeditionRow();
    expect((await service.from('expedition_photos').insert(row)).error).toBeNull();
    for (const client of [anon, visitor, adminAal1]) {
      const read = await client.from('expedition_photos').select('alt_en').eq('object_name', row.object_name);
      expect(read.data).toEqual([{ alt_en: row.alt_en }]);
      expect(code((await client.from('expedition_photos').insert(expeditionRow())).error)).toBe('42501');
      const update = await client
        .from('expedition_photos')
        .update({ alt_en: 'Defaced' }, { count: 'exact' })
        .eq('object_name', row.object_name);
      expect(update.count ?? 0).toBe(0);
      const deletion = await client
        .from('expedition_photos')
        .delete({ count: 'exact' })
        .eq('object_name', row.object_name);
      expect(deletion.count ?? 0).toBe(0);
    }
    const still = await service.from('expedition_photos').select('alt_en').eq('object_name', row.object_name);
    expect(still.data).toEqual([{ alt_en: row.alt_en }]);
  });

  it('refuses files outside the folder, copies of another type and overlong alt text', async () => {
    for (const bad of [
      expeditionRow({ object_name: 'elsewhere/photo.webp' }),
      expeditionRow({
        variants: [{ width: 640, type: 'image/svg+xml', path: 'greenland-expedition/a.svg' }],
      }),
      expeditionRow({ variants: [{ width: 640, type: 'image/webp', path: 'other/a.webp' }] }),
      expeditionRow({ alt_en: 'x'.repeat(201) }),
    ]) {
      expect(code((await admin.from('expedition_photos').insert(bad)).error)).toBe('23514');
    }
  });
});

describe('site_photos', () => {
  it('an admin at aal2 sets, replaces and removes the photo of a place', async () => {
    const place = 'service.service-tandem-jumps.hero';
    expect((await admin.from('site_photos').insert(sitePhoto(place))).error).toBeNull();
    const replaced = await admin
      .from('site_photos')
      .upsert(sitePhoto(place, { width: 1920, alt_en: 'New photo' }))
      .select('width, alt_en')
      .single();
    expect(replaced.data).toEqual({ width: 1920, alt_en: 'New photo' });
    expect((await admin.from('site_photos').delete().eq('place', place)).error).toBeNull();
    expect((await anon.from('site_photos').select('place').eq('place', place)).data).toEqual([]);
  });

  it('anyone reads the site photos; anonymous visitors, visitors and admins at aal1 cannot write', async () => {
    const place = 'experience.balloon';
    expect((await service.from('site_photos').upsert(sitePhoto(place))).error).toBeNull();
    for (const client of [anon, visitor, adminAal1]) {
      expect((await client.from('site_photos').select('alt_nl').eq('place', place)).data).toEqual([
        { alt_nl: 'Een tandemduo onder het scherm' },
      ]);
      expect(code((await client.from('site_photos').insert(sitePhoto('home.hero.2'))).error)).toBe('42501');
      const update = await client
        .from('site_photos')
        .update({ alt_en: 'Defaced' }, { count: 'exact' })
        .eq('place', place);
      expect(update.count ?? 0).toBe(0);
      const deletion = await client.from('site_photos').delete({ count: 'exact' }).eq('place', place);
      expect(deletion.count ?? 0).toBe(0);
    }
    expect((await service.from('site_photos').select('alt_en').eq('place', place)).data).toEqual([
      { alt_en: 'A tandem pair under canopy' },
    ]);
  });

  it('refuses unknown places, missing alt text and files outside the place’s folder', async () => {
    for (const bad of [
      sitePhoto('home.footer'),
      sitePhoto('home.hero.3', { alt_nl: '   ' }),
      sitePhoto('home.hero.3', {
        variants: [{ width: 480, type: 'image/webp', path: 'home.hero.1/a.webp' }],
      }),
      sitePhoto('home.hero.3', { variants: [] }),
    ]) {
      expect(code((await admin.from('site_photos').insert(bad)).error)).toBe('23514');
    }
  });
});

describe('the site-photos bucket', () => {
  const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
  const name = (place: string, extension = 'webp') => {
    const path = `${place}/${randomUUID().slice(0, 8)}-480.${extension}`;
    files.push(path);
    return path;
  };

  it('an admin at aal2 uploads into a place’s folder, anyone reads it, and the admin deletes it', async () => {
    const path = name('home.hero.1');
    const upload = await admin.storage.from('site-photos').upload(path, webp, { contentType: 'image/webp' });
    expect(upload.error).toBeNull();
    const served = await fetch(anon.storage.from('site-photos').getPublicUrl(path).data.publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const removed = await admin.storage.from('site-photos').remove([path]);
    expect(removed.data).toHaveLength(1);
  });

  it('anonymous visitors, visitors and admins at aal1 cannot upload, replace or delete', async () => {
    const existing = name('home.hero.2');
    expect(
      (await service.storage.from('site-photos').upload(existing, webp, { contentType: 'image/webp' })).error,
    ).toBeNull();
    for (const client of [anon, visitor, adminAal1]) {
      const upload = await client.storage
        .from('site-photos')
        .upload(name('home.hero.2'), webp, { contentType: 'image/webp' });
      expect(upload.error).not.toBeNull();
      const replace = await client.storage
        .from('site-photos')
        .update(existing, webp, { contentType: 'image/webp' });
      expect(replace.error).not.toBeNull();
      const removed = await client.storage.from('site-photos').remove([existing]);
      expect(removed.data ?? []).toHaveLength(0);
    }
    const listed = await service.storage.from('site-photos').list('home.hero.2');
    expect(listed.data?.map((file) => `home.hero.2/${file.name}`)).toContain(existing);
  });

  it('refuses SVG, HTML, files outside a place’s folder and files over 5 MB', async () => {
    const svg = await admin.storage
      .from('site-photos')
      .upload(name('home.hero.1', 'svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>', {
        contentType: 'image/svg+xml',
      });
    expect(svg.error).toMatchObject({ statusCode: '415' });
    const html = await admin.storage
      .from('site-photos')
      .upload(name('home.hero.1', 'html'), '<script>alert(1)</script>', { contentType: 'text/html' });
    expect(html.error).toMatchObject({ statusCode: '415' });
    const outside = await admin.storage
      .from('site-photos')
      .upload(name('not-a-place'), webp, { contentType: 'image/webp' });
    expect(outside.error).toMatchObject({ statusCode: '403' });
    const deep = await admin.storage
      .from('site-photos')
      .upload(name('home.hero.1/deeper'), webp, { contentType: 'image/webp' });
    expect(deep.error).toMatchObject({ statusCode: '403' });
    const big = await admin.storage
      .from('site-photos')
      .upload(name('home.hero.1'), new Uint8Array(5 * 1024 * 1024 + 1), { contentType: 'image/webp' });
    expect(big.error).toMatchObject({ statusCode: '413' });
  });
});
