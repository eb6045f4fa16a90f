import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JwtClaims, MailCatcher } from '../../emulator/contract.ts';
import { openDatabase, type EmulatorDatabase } from '../../emulator/db/index.ts';
import { TEMPLATE_CACHE_DIR } from '../../emulator/db/template.ts';
import { JWT_SECRET } from '../../emulator/keys.ts';
import { createStorageHandler } from '../../emulator/storage/index.ts';
import { DATABASE_TYPES_PATH, generateDatabaseTypes } from '../../scripts/db/database-types.ts';
import { schemaCatalogue } from '../support/schema-catalogue.ts';

// The migrations on a fresh PGlite (after the platform bootstrap), checked directly in SQL: RLS on
// every table, the API roles' grants, and the constraints that mirror the spec's field limits, and
// that the template other tests' databases are copied from holds the same; plus the storage service
// against that database, to see the files it keeps on disk.

const supabaseDir = join(import.meta.dirname, '..', '..', 'supabase');
let dataDir: string;
let db: EmulatorDatabase;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'schema-'));
  db = await openDatabase({ dataDir, supabaseDir });
}, 120_000);

afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs one statement as the service role; resolves to the Postgres error code, or 'ok'. */
function outcome(sql: string, params: unknown[] = []): Promise<string> {
  return db
    .withClaims({ role: 'service_role' }, (tx) => tx.query(sql, params))
    .then(
      () => 'ok',
      (error: { code?: string }) => error.code ?? 'error',
    );
}

const contact = (fields: Record<string, unknown>) => {
  const row = {
    form_type: 'contact',
    name: 'Sanne de Vries',
    email: 'sanne@example.com',
    service: 'tandem-jump',
    message: 'I would like to book a jump.',
    ...fields,
  };
  const columns = Object.keys(row);
  return outcome(
    `insert into public.enquiries (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
};

describe('schema', () => {
  it('is the same in a database copied from the migrated template that other tests start from', async () => {
    const copyDir = mkdtempSync(join(tmpdir(), 'schema-template-'));
    const copy = await openDatabase({ dataDir: copyDir, supabaseDir, templateDir: TEMPLATE_CACHE_DIR });
    try {
      expect(copy.appliedMigrations).toEqual(db.appliedMigrations);
      const migrated = await schemaCatalogue(db);
      expect(migrated.policies?.length).toBeGreaterThan(0);
      expect(await schemaCatalogue(copy)).toEqual(migrated);
    } finally {
      await copy.close();
      rmSync(copyDir, { recursive: true, force: true });
    }
  });

  it('enables row-level security on every table the API exposes', async () => {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ relname: string; relrowsecurity: boolean }>(
        `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' order by 1`,
      ),
    );
    expect(rows.map((row) => row.relname)).toEqual([
      'admin_factor_bindings',
      'admin_factor_notices',
      'admin_users',
      'analytics_event_days',
      'analytics_events',
      'blog_post_redirects',
      'blog_posts',
      'chat_conversations',
      'chat_messages',
      'chat_transcript_addresses',
      'enquiries',
      'expedition_photos',
      'newsletter_subscribers',
      'rate_limit_hits',
      'recipient_mail_hits',
      'showcase_videos',
      'site_photos',
      'site_settings',
      'weather_forecasts',
    ]);
    expect(rows.filter((row) => !row.relrowsecurity)).toEqual([]);
  });

  it('grants the anon role only reading public content; analytics arrive through a function', async () => {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ table_name: string; privilege_type: string }>(
        `select table_name, privilege_type from information_schema.role_table_grants
         where grantee = 'anon' and table_schema = 'public' order by 1, 2`,
      ),
    );
    expect(rows.map((row) => `${row.table_name}:${row.privilege_type}`)).toEqual([
      'blog_post_redirects:SELECT',
      'blog_posts:SELECT',
      'expedition_photos:SELECT',
      'showcase_videos:SELECT',
      'site_photos:SELECT',
      'site_settings:SELECT',
    ]);
    const { rows: columns } = await db.asOwner((tx) =>
      tx.query<{ column_name: string }>(
        `select column_name from information_schema.column_privileges
         where grantee = 'anon' and table_name = 'analytics_events' and privilege_type = 'INSERT' order by 1`,
      ),
    );
    expect(columns).toEqual([]);
  });

  it('exposes only the admin checks, the dashboard counts, the analytics reports and chat management as functions the API roles may call', async () => {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ routine_name: string; grantee: string }>(
        `select routine_name, grantee from information_schema.role_routine_grants
         where routine_schema = 'public' and grantee in ('anon', 'authenticated') order by 1, 2`,
      ),
    );
    expect(rows.map((row) => `${row.routine_name}:${row.grantee}`)).toEqual([
      'admin_chat_conversations:authenticated',
      'admin_dashboard_counts:authenticated',
      'admin_tables_without_rls:authenticated',
      'analytics_bounds:authenticated',
      'analytics_contact_clicks:authenticated',
      'analytics_cta_clicks:authenticated',
      'analytics_enquiries:authenticated',
      'analytics_form_funnel:authenticated',
      'analytics_languages:authenticated',
      'analytics_newsletter_signups:authenticated',
      'analytics_page_views:authenticated',
      'analytics_top_pages:authenticated',
      'analytics_web_vitals:authenticated',
      'are_photo_variants:anon',
      'are_photo_variants:authenticated',
      'bind_my_totp_factor:authenticated',
      'chat_conversation_to_enquiry:authenticated',
      'count_admins_without_mfa:authenticated',
      'is_admin:anon',
      'is_admin:authenticated',
      'is_admin_mfa:anon',
      'is_admin_mfa:authenticated',
      'is_media_object_path:anon',
      'is_media_object_path:authenticated',
      'is_site_photo_place:anon',
      'is_site_photo_place:authenticated',
    ]);
  });

  it('checks contact enquiries as the contact form does', async () => {
    expect(await contact({})).toBe('ok');
    expect(await contact({ name: 'Zoë Çelik' })).toBe('ok');
    for (const name of ['J. de Vries', 'O’Brien', 'Łukasz', 'Ἀλέξανδρος', 'Саша', '山田太郎'])
      expect(await contact({ name })).toBe('ok');
    expect(await contact({ name: 'R2-D2' })).toBe('23514');
    expect(await contact({ name: '<b>x</b>' })).toBe('23514');
    expect(await contact({ name: 'J' })).toBe('23514');
    expect(await contact({ name: 'x'.repeat(51) })).toBe('23514');
    expect(await contact({ email: 'not-an-email' })).toBe('23514');
    expect(await contact({ email: `${'x'.repeat(95)}@example.com` })).toBe('23514');
    expect(await contact({ phone: '+31 (55) 123456' })).toBe('ok');
    expect(await contact({ phone: '1234567' })).toBe('23514');
    expect(await contact({ phone: 'call me now' })).toBe('23514');
    expect(await contact({ service: 'bungee' })).toBe('23514');
    expect(await contact({ service: null })).toBe('23514');
    expect(await contact({ message: '   short   ' })).toBe('23514');
    expect(await contact({ message: 'x'.repeat(1001) })).toBe('23514');
    expect(await contact({ language: 'de' })).toBe('23514');
  });

  it('needs only a name and an e-mail on the demo, tandem and corporate tabs, within typed limits', async () => {
    expect(await contact({ form_type: 'demo', service: null, message: '', name: "Jan-Willem O'Neill" })).toBe(
      'ok',
    );
    expect(
      await contact({ form_type: 'tandem', event_type: 'beach-landing', weight: 95, experience: 'none' }),
    ).toBe('ok');
    expect(await contact({ form_type: 'tandem', weight: 121 })).toBe('23514');
    expect(await contact({ form_type: 'tandem', experience: 'expert' })).toBe('23514');
    expect(
      await contact({ form_type: 'demo', budget: '10k-25k', attendees: 45000, date: '2027-05-01' }),
    ).toBe('ok');
    expect(await contact({ form_type: 'corporate', budget: 'lots' })).toBe('23514');
    expect(
      await contact({ form_type: 'corporate', event_type: 'team-building', company_name: 'Acme BV' }),
    ).toBe('ok');
    expect(await contact({ form_type: 'quote' })).toBe('23514');
  });

  it('keeps one subscription per e-mail address, whatever its case', async () => {
    expect(
      await outcome(`insert into public.newsletter_subscribers (email) values ('Lotte@Example.com')`),
    ).toBe('ok');
    expect(
      await outcome(`insert into public.newsletter_subscribers (email) values ('lotte@example.com')`),
    ).toBe('23505');
  });

  it('dates a story when it is published without a date and tracks edits', async () => {
    const asService = <T>(sql: string, params: unknown[] = []) =>
      db.withClaims({ role: 'service_role' }, async (tx) => (await tx.query<T>(sql, params)).rows[0]);
    const inserted = await asService<{ id: string; published_at: Date | null; updated_at: Date }>(
      `insert into public.blog_posts (slug, title_en, title_nl, published) values ('dated', 'Dated', 'Gedateerd', true)
       returning id, published_at, updated_at`,
    );
    expect(inserted?.published_at).toBeInstanceOf(Date);
    const updated = await asService<{ updated_at: Date }>(
      `update public.blog_posts set featured = true where id = $1 returning updated_at`,
      [inserted?.id],
    );
    expect(updated?.updated_at.getTime()).toBeGreaterThan(inserted?.updated_at.getTime() ?? Infinity);
    expect(
      await outcome(
        `insert into public.blog_posts (slug, title_en, title_nl) values ('Not A Slug', 'x', 'x')`,
      ),
    ).toBe('23514');
  });

  it('bounds what an analytics event and a chat conversation may hold', async () => {
    expect(await outcome(`insert into public.analytics_events (name) values ($1)`, ['x'.repeat(65)])).toBe(
      '23514',
    );
    expect(
      await outcome(`insert into public.analytics_events (name, path) values ('page_view', $1)`, [
        '/'.repeat(513),
      ]),
    ).toBe('23514');
    expect(
      await outcome(`insert into public.analytics_events (name, properties) values ('big', $1)`, [
        { blob: 'x'.repeat(4100) },
      ]),
    ).toBe('23514');
    expect(
      await outcome(`insert into public.analytics_events (name, properties) values ('list', '[1]')`),
    ).toBe('23514');
    expect(
      await outcome(
        `insert into public.chat_conversations (customer_email, status) values ('a@example.com', 'closed')`,
      ),
    ).toBe('23514');
    expect(
      await outcome(
        `insert into public.chat_conversations (customer_email, status, closed_by) values ('a@example.com', 'closed', 'inactivity')`,
      ),
    ).toBe('23514');
    expect(
      await outcome(
        `insert into public.chat_conversations (customer_email, status, closed_by, closed_at) values ('a@example.com', 'closed', 'inactivity', now())`,
      ),
    ).toBe('ok');
  });

  it('creates the public media buckets with their limits', async () => {
    const { rows } = await db.asOwner((tx) =>
      tx.query(
        `select id, public, file_size_limit::float8 as limit, allowed_mime_types from storage.buckets order by id`,
      ),
    );
    expect(rows).toEqual([
      {
        id: 'blog-images',
        public: true,
        limit: 5242880,
        allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
      },
      {
        id: 'expedition-photos',
        public: true,
        limit: 5242880,
        allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
      },
      {
        id: 'site-photos',
        public: true,
        limit: 5242880,
        allowed_mime_types: ['image/webp', 'image/avif', 'image/jpeg', 'image/png'],
      },
      {
        id: 'videos',
        public: true,
        limit: 209715200,
        allowed_mime_types: ['video/mp4', 'video/webm', 'text/vtt'],
      },
    ]);
  });

  it('keeps the generated database types in step with the migrations (`npm run db:types` rewrites them)', async () => {
    const generated = await db.asOwner((tx) => generateDatabaseTypes(tx));
    expect(readFileSync(DATABASE_TYPES_PATH, 'utf8')).toBe(generated);
  });
});

describe('storage files on disk', () => {
  // The seeded admin in a session raised to aal2 with the seeded, bound factor.
  const SESSION = 'c0000000-0000-4000-8000-0000000000c1';
  const admin: JwtClaims = {
    role: 'authenticated',
    sub: 'a0000000-0000-4000-8000-000000000001',
    aal: 'aal2',
    session_id: SESSION,
  };
  const adminWithoutMfa: JwtClaims = { ...admin, aal: 'aal1' };
  const mail: MailCatcher = {
    deliver: () => Promise.reject(new Error('storage sends no mail')),
    stop: () => Promise.resolve(),
  };
  let filesDir: string;

  function call(claims: JwtClaims, method: string, path: string, body?: BodyInit, headers?: HeadersInit) {
    const handler = createStorageHandler({ filesDir, jwtSecret: JWT_SECRET });
    const request = new Request(`http://127.0.0.1:54321/storage/v1${path}`, { method, body, headers });
    return handler({ request, path, claims, db, mail, publicUrl: 'http://127.0.0.1:54321' });
  }

  const versions = (name: string) => {
    try {
      return readdirSync(join(filesDir, 'videos', 'uploads', name));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'storage-'));
    await db.asOwner((tx) =>
      tx.query(
        `insert into auth.sessions (id, user_id, factor_id, aal, created_at, updated_at)
         values ($1, $2, 'f0000000-0000-4000-8000-000000000001', 'aal2', now(), now())`,
        [SESSION, admin.sub],
      ),
    );
  });

  afterAll(() => {
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('writes no file when the row is refused, and keeps one file per object', async () => {
    const mp4 = { 'Content-Type': 'video/mp4' };
    const refused = await call(adminWithoutMfa, 'POST', '/object/videos/uploads/clip.mp4', 'a', mp4);
    expect(refused.status).toBe(400);
    expect(versions('clip.mp4')).toEqual([]);

    expect((await call(admin, 'POST', '/object/videos/uploads/clip.mp4', 'first', mp4)).status).toBe(200);
    const [first] = versions('clip.mp4');
    expect(versions('clip.mp4')).toHaveLength(1);

    const duplicate = await call(admin, 'POST', '/object/videos/uploads/clip.mp4', 'second', mp4);
    expect(duplicate.status).toBe(400);
    expect(versions('clip.mp4')).toEqual([first]);

    const replaced = await call(admin, 'PUT', '/object/videos/uploads/clip.mp4', 'third', mp4);
    expect(replaced.status).toBe(200);
    expect(versions('clip.mp4')).toHaveLength(1);
    expect(versions('clip.mp4')).not.toEqual([first]);

    const notRemoved = await call(
      adminWithoutMfa,
      'DELETE',
      '/object/videos',
      JSON.stringify({ prefixes: ['uploads/clip.mp4'] }),
      {
        'Content-Type': 'application/json',
      },
    );
    expect(await notRemoved.json()).toEqual([]);
    expect(versions('clip.mp4')).toHaveLength(1);

    await call(admin, 'DELETE', '/object/videos', JSON.stringify({ prefixes: ['uploads/clip.mp4'] }), {
      'Content-Type': 'application/json',
    });
    expect(versions('clip.mp4')).toEqual([]);
  });
});
