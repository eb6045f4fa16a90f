import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aal2Client,
  anonClient,
  newAdmin,
  passwordEnrolledClient,
  serviceClient,
  signedInClient,
} from '../support/clients.ts';

// Every caller × every table and bucket × select/insert/update/delete, through an unmodified
// supabase-js against the running emulator, so the migrations' grants and policies are what is tested.
//
// Outcomes:
//   all      select returns every row the service role sees
//   some     select returns only the public part (published stories, public settings)
//   none     select returns no rows (RLS filters everything)
//   allowed  the write happened
//   filtered update/delete matched nothing because RLS hid the rows (no error, as hosted)
//   denied   the request failed with 42501 (missing grant or WITH CHECK violation)
//
// `admin rogue factor` is the factor-bootstrap attack: an admin's password, and a TOTP factor the
// attacker enrolled and verified from that password session (aal2, never bound through the
// mailbox). It must get exactly what the admin gets at aal1.

type ListedRole = 'anon' | 'visitor' | 'admin aal1' | 'admin aal2' | 'service';
type Role = ListedRole | 'admin rogue factor';
type Operation = 'select' | 'insert' | 'update' | 'delete';
type Outcome = 'all' | 'some' | 'none' | 'allowed' | 'filtered' | 'denied';
type Row = Record<string, unknown>;

const ROLES: Role[] = ['anon', 'visitor', 'admin aal1', 'admin rogue factor', 'admin aal2', 'service'];
const listed = (role: Role): ListedRole => (role === 'admin rogue factor' ? 'admin aal1' : role);
const OPERATIONS: Operation[] = ['select', 'insert', 'update', 'delete'];
const VISITOR_ID = 'a0000000-0000-4000-8000-000000000003';

interface TableCase {
  table: string;
  /** A valid new row (unique where the table requires it). */
  sample(): Row;
  /** A change every role may attempt on an existing row. */
  change: Row;
  /** The primary key column when it is not `id`. */
  key?: string;
  expected: Record<ListedRole, [select: Outcome, insert: Outcome, update: Outcome, del: Outcome]>;
}

let conversationId = '';

const TABLES: TableCase[] = [
  {
    table: 'blog_posts',
    sample: () => ({
      slug: `story-${randomUUID()}`,
      title_en: 'Test story',
      title_nl: 'Testverhaal',
      published: false,
    }),
    change: { featured: true },
    expected: {
      anon: ['some', 'denied', 'denied', 'denied'],
      visitor: ['some', 'denied', 'filtered', 'filtered'],
      'admin aal1': ['some', 'denied', 'filtered', 'filtered'],
      'admin aal2': ['all', 'allowed', 'allowed', 'allowed'],
      service: ['all', 'allowed', 'allowed', 'allowed'],
    },
  },
  {
    table: 'enquiries',
    sample: () => ({
      form_type: 'contact',
      name: 'Sanne de Vries',
      email: 'sanne@example.com',
      service: 'tandem-jump',
      message: 'I would like to book a tandem jump.',
    }),
    change: { status: 'answered' },
    expected: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      visitor: ['none', 'denied', 'filtered', 'filtered'],
      'admin aal1': ['none', 'denied', 'filtered', 'filtered'],
      'admin aal2': ['all', 'denied', 'allowed', 'allowed'],
      service: ['all', 'allowed', 'allowed', 'allowed'],
    },
  },
  {
    table: 'newsletter_subscribers',
    sample: () => ({ name: 'Pieter', email: `pieter-${randomUUID()}@example.com`, language: 'nl' }),
    change: { unsubscribed_at: new Date().toISOString() },
    expected: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      visitor: ['none', 'denied', 'filtered', 'filtered'],
      'admin aal1': ['none', 'denied', 'filtered', 'filtered'],
      'admin aal2': ['all', 'denied', 'allowed', 'allowed'],
      service: ['all', 'allowed', 'allowed', 'allowed'],
    },
  },
  {
    table: 'chat_conversations',
    sample: () => ({ customer_name: 'Emma', customer_email: 'emma@example.com', language: 'en' }),
    change: { status: 'closed', closed_by: 'user', closed_at: new Date().toISOString() },
    expected: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      visitor: ['none', 'denied', 'filtered', 'filtered'],
      'admin aal1': ['none', 'denied', 'filtered', 'filtered'],
      'admin aal2': ['all', 'denied', 'allowed', 'allowed'],
      service: ['all', 'allowed', 'allowed', 'allowed'],
    },
  },
  {
    table: 'chat_messages',
    sample: () => ({ conversation_id: conversationId, role: 'user', content: 'Can I jump at 95 kg?' }),
    change: { content: 'edited' },
    expected: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      visitor: ['none', 'denied', 'denied', 'filtered'],
      'admin aal1': ['none', 'denied', 'denied', 'filtered'],
      'admin aal2': ['all', 'denied', 'denied', 'allowed'],
      service: ['all', 'allowed', 'allowed', 'allowed'],
    },
  },
  {
    table: 'admin_users',
    sample: () => ({ user_id: VISITOR_ID, email: 'visitor@example.com' }),
    change: { email: 'visitor@example.com' },
    key: 'user_id',
    expected: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      visitor: ['none', 'denied', 'denied', 'denied'],
      'admin aal1': ['none', 'denied', 'denied', 'denied'],
      'admin aal2': ['all', 'denied', 'denied', 'denied'],
      service: ['all', 'allowed', 'allowed', 'allowed'],
    },
  },
  {
    table: 'site_settings',
    sample: () => ({ key: `test.${randomUUID().slice(0, 8)}`, value: { on: true }, is_public: false }),
    change: { value: { on: false } },
    key: 'key',
    expected: {
      anon: ['some', 'denied', 'denied', 'denied'],
      visitor: ['some', 'denied', 'filtered', 'filtered'],
      'admin aal1': ['some', 'denied', 'filtered', 'filtered'],
      'admin aal2': ['all', 'allowed', 'allowed', 'allowed'],
      service: ['all', 'allowed', 'allowed', 'allowed'],
    },
  },
  {
    table: 'analytics_events',
    sample: () => ({
      name: 'cta_click',
      path: '/nl/contact',
      language: 'nl',
      properties: { card: 'tandem_jumps' },
    }),
    change: { name: 'edited' },
    // Events arrive through the track-events function (the service role), never straight from a browser.
    expected: {
      anon: ['denied', 'denied', 'denied', 'denied'],
      visitor: ['none', 'denied', 'denied', 'filtered'],
      'admin aal1': ['none', 'denied', 'denied', 'filtered'],
      'admin aal2': ['all', 'denied', 'denied', 'allowed'],
      service: ['all', 'allowed', 'allowed', 'allowed'],
    },
  },
];

interface BucketCase {
  bucket: string;
  folder: string;
  mimeType: string;
  extension: string;
}

const BUCKETS: BucketCase[] = [
  { bucket: 'blog-images', folder: '', mimeType: 'image/png', extension: 'png' },
  { bucket: 'videos', folder: 'uploads/', mimeType: 'video/mp4', extension: 'mp4' },
  { bucket: 'expedition-photos', folder: 'greenland-expedition/', mimeType: 'image/jpeg', extension: 'jpg' },
];

const BUCKET_EXPECTED: Record<ListedRole, [Outcome, Outcome, Outcome, Outcome]> = {
  anon: ['all', 'denied', 'denied', 'filtered'],
  visitor: ['all', 'denied', 'denied', 'filtered'],
  'admin aal1': ['all', 'denied', 'denied', 'filtered'],
  'admin aal2': ['all', 'allowed', 'allowed', 'allowed'],
  service: ['all', 'allowed', 'allowed', 'allowed'],
};

const clients = {} as Record<Role, SupabaseClient>;
const observed = new Map<string, Outcome>();

function record(subject: string, role: Role, operation: Operation, outcome: Outcome): Outcome {
  observed.set(`${subject}|${role}|${operation}`, outcome);
  return outcome;
}

interface ApiError {
  code?: string;
  message: string;
}

function writeOutcome(error: ApiError | null, count: number | null): Outcome {
  if (error) {
    if (error.code === '42501') return 'denied';
    throw new Error(`unexpected error ${error.code ?? ''}: ${error.message}`);
  }
  return count && count > 0 ? 'allowed' : 'filtered';
}

async function createRow(table: TableCase): Promise<Row> {
  if (table.table === 'admin_users')
    await clients.service.from('admin_users').delete().eq('user_id', VISITOR_ID);
  const { data, error } = await clients.service.from(table.table).insert(table.sample()).select().single();
  if (error) throw new Error(`service insert into ${table.table} failed: ${error.message}`);
  return data as Row;
}

async function cleanUp(table: TableCase, row: Row): Promise<void> {
  const key = table.key ?? 'id';
  await clients.service.from(table.table).delete().eq(key, row[key]);
}

async function attempt(table: TableCase, role: Role, operation: Operation): Promise<Outcome> {
  const client = clients[role];
  const key = table.key ?? 'id';
  if (operation === 'select') {
    const [{ data: everything }, { data, error }] = await Promise.all([
      clients.service.from(table.table).select(key),
      client.from(table.table).select(key),
    ]);
    if (error) return writeOutcome(error, null);
    const seen = data?.length ?? 0;
    return seen === 0 ? 'none' : seen === everything?.length ? 'all' : 'some';
  }
  if (operation === 'insert') {
    if (table.table === 'admin_users')
      await clients.service.from('admin_users').delete().eq('user_id', VISITOR_ID);
    const sample = table.sample();
    const { error, count } = await client.from(table.table).insert(sample, { count: 'exact' });
    const outcome = writeOutcome(error, error ? null : (count ?? 1));
    if (outcome === 'allowed' && table.key) await cleanUp(table, sample);
    return outcome;
  }
  const row = await createRow(table);
  try {
    const { error, count } =
      operation === 'update'
        ? await client.from(table.table).update(table.change, { count: 'exact' }).eq(key, row[key])
        : await client.from(table.table).delete({ count: 'exact' }).eq(key, row[key]);
    return writeOutcome(error, count);
  } finally {
    await cleanUp(table, row);
  }
}

async function attemptStorage(bucket: BucketCase, role: Role, operation: Operation): Promise<Outcome> {
  const storage = clients[role].storage.from(bucket.bucket);
  const service = clients.service.storage.from(bucket.bucket);
  const bytes = new Uint8Array([1, 2, 3, 4]);
  const newName = () => `${bucket.folder}matrix-${randomUUID()}.${bucket.extension}`;
  const options = { contentType: bucket.mimeType };
  if (operation === 'select') {
    const { data, error } = await storage.list(bucket.folder.replace(/\/$/, ''));
    if (error) throw error;
    return data.some((entry) => entry.name.startsWith('matrix-seed')) ? 'all' : 'none';
  }
  if (operation === 'insert') {
    const name = newName();
    const { error } = await storage.upload(name, bytes, options);
    if (error) return 'statusCode' in error && error.statusCode === '403' ? 'denied' : Promise.reject(error);
    await service.remove([name]);
    return 'allowed';
  }
  const name = newName();
  const created = await service.upload(name, bytes, options);
  if (created.error) throw created.error;
  try {
    if (operation === 'update') {
      const { error } = await storage.update(name, new Uint8Array([5, 6]), options);
      if (error)
        return 'statusCode' in error && error.statusCode === '403' ? 'denied' : Promise.reject(error);
      return 'allowed';
    }
    const { data, error } = await storage.remove([name]);
    if (error) throw error;
    return data.length === 1 ? 'allowed' : 'filtered';
  } finally {
    await service.remove([name]);
  }
}

beforeAll(async () => {
  clients.anon = anonClient();
  clients.service = serviceClient();
  clients.visitor = await signedInClient('visitor@example.com');
  clients['admin aal1'] = await signedInClient('editor@example.com');
  clients['admin aal2'] = await aal2Client((await newAdmin('matrix')).email);
  clients['admin rogue factor'] = (
    await passwordEnrolledClient((await newAdmin('rogue-matrix')).email)
  ).client;
  const conversation = await clients.service
    .from('chat_conversations')
    .insert({ customer_email: 'matrix@example.com' })
    .select('id')
    .single();
  if (conversation.error) throw new Error(conversation.error.message);
  conversationId = (conversation.data as { id: string }).id;
  await clients.service.from('analytics_events').insert({ name: 'page_view', path: '/' });
  await clients.service.from('enquiries').insert(TABLES[1]?.sample() ?? {});
  await clients.service.from('newsletter_subscribers').insert(TABLES[2]?.sample() ?? {});
  await clients.service
    .from('chat_messages')
    .insert({ conversation_id: conversationId, role: 'user', content: 'Hello' });
  for (const bucket of BUCKETS) {
    const { error } = await clients.service.storage
      .from(bucket.bucket)
      .upload(`${bucket.folder}matrix-seed.${bucket.extension}`, new Uint8Array([0]), {
        contentType: bucket.mimeType,
        upsert: true,
      });
    if (error) throw error;
  }
}, 60_000);

afterAll(() => {
  const subjects = [...TABLES.map((t) => t.table), ...BUCKETS.map((b) => `storage: ${b.bucket}`)];
  const header = `| table / bucket | operation | ${ROLES.join(' | ')} |`;
  const lines = [header, `|---|---|${ROLES.map(() => '---').join('|')}|`];
  for (const subject of subjects) {
    for (const operation of OPERATIONS) {
      const cells = ROLES.map((role) => observed.get(`${subject}|${role}|${operation}`) ?? '?');
      lines.push(`| ${subject} | ${operation} | ${cells.join(' | ')} |`);
    }
  }
  console.log(`\nRLS matrix (observed)\n${lines.join('\n')}\n`);
});

describe.each(TABLES)('table $table', (table) => {
  const cells = ROLES.flatMap((role) =>
    OPERATIONS.map((operation, index) => ({
      role,
      operation,
      expected: table.expected[listed(role)][index] as Outcome,
    })),
  );
  it.each(cells)('$role $operation → $expected', async ({ role, operation, expected }) => {
    expect(record(table.table, role, operation, await attempt(table, role, operation))).toBe(expected);
  });
});

describe.each(BUCKETS)('bucket $bucket', (bucket) => {
  const cells = ROLES.flatMap((role) =>
    OPERATIONS.map((operation, index) => ({
      role,
      operation,
      expected: BUCKET_EXPECTED[listed(role)][index] as Outcome,
    })),
  );
  it.each(cells)('$role $operation → $expected', async ({ role, operation, expected }) => {
    expect(
      record(`storage: ${bucket.bucket}`, role, operation, await attemptStorage(bucket, role, operation)),
    ).toBe(expected);
  });
});

describe('what each caller sees', () => {
  it('shows anonymous visitors only published stories whose date has come', async () => {
    const { data, error } = await clients.anon.from('blog_posts').select('slug, published, published_at');
    expect(error).toBeNull();
    const slugs = (data ?? []).map((row) => row.slug);
    expect(slugs).toContain('first-tandem-jump-what-to-expect');
    expect(slugs).not.toContain('rigging-and-repack-checklist');
    expect(slugs).not.toContain('helicopter-jumps-season-opening');
    for (const row of data ?? []) {
      expect(row.published).toBe(true);
      expect(new Date(row.published_at as string).getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('shows an admin at aal1 only what visitors see, and the drafts once the code is checked', async () => {
    const slugsOf = async (role: Role) =>
      ((await clients[role].from('blog_posts').select('slug')).data ?? []).map((row) => row.slug);
    const drafts = ['rigging-and-repack-checklist', 'helicopter-jumps-season-opening'];
    expect(await slugsOf('admin aal1')).toEqual(expect.not.arrayContaining([drafts[0]]));
    expect(await slugsOf('admin aal1')).toEqual(expect.not.arrayContaining([drafts[1]]));
    expect(await slugsOf('admin aal2')).toEqual(expect.arrayContaining(drafts));
  });

  it('answers a visitor insert with the hosted 401/403 and 42501 shapes', async () => {
    const anon = await clients.anon.from('blog_posts').insert({ slug: 'x', title_en: 'x', title_nl: 'x' });
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    const visitor = await clients.visitor
      .from('blog_posts')
      .insert({ slug: 'x', title_en: 'x', title_nl: 'x' });
    expect(visitor.status).toBe(403);
    expect(visitor.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "blog_posts"',
    });
    const enquiry = await clients.anon.from('enquiries').insert(TABLES[1]?.sample() ?? {});
    expect(enquiry.error).toMatchObject({ code: '42501', message: 'permission denied for table enquiries' });
  });

  it('lets a signed-in admin ask whether they are an admin', async () => {
    expect((await clients.visitor.rpc('is_admin')).data).toBe(false);
    expect((await clients['admin aal1'].rpc('is_admin')).data).toBe(true);
    expect((await clients['admin aal1'].rpc('is_admin_mfa')).data).toBe(false);
    expect((await clients['admin aal2'].rpc('is_admin_mfa')).data).toBe(true);
    expect((await clients['admin rogue factor'].rpc('is_admin_mfa')).data).toBe(false);
  });

  it('refuses analytics events written straight to the table with the public key', async () => {
    const count = async () =>
      (await clients.service.from('analytics_events').select('id', { count: 'exact', head: true })).count;
    const before = await count();
    // What was once accepted: 1,000 rows of about 3 KB in one request.
    const bulk = Array.from({ length: 1000 }, () => ({
      name: 'page_view',
      path: '/',
      properties: { blob: 'x'.repeat(3000) },
    }));
    const flood = await clients.anon.from('analytics_events').insert(bulk);
    expect(flood.error).toMatchObject({ code: '42501' });
    const one = await clients.anon.from('analytics_events').insert({ name: 'page_view', path: '/' });
    expect(one.error).toMatchObject({ code: '42501' });
    const signedIn = await clients.visitor.from('analytics_events').insert({ name: 'page_view', path: '/' });
    expect(signedIn.error).toMatchObject({ code: '42501' });
    expect(await count()).toBe(before);
  });
});
