import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../emulator/keys.ts';
import { startEmulator, type RunningEmulator } from '../../emulator/start.ts';
import { client, createUser, signedIn } from '../support/helpers.ts';
import { TEST_STACK_OPTIONS } from '../support/test-stack.ts';

// PostgREST wire conformance: supabase-js against /rest/v1 of an emulator of this file's own,
// whose test tables are created here as the database owner.

let emulator: RunningEmulator;
let dataDir: string;
let anon: SupabaseClient;
let service: SupabaseClient;

const SETUP = [
  `create table public.test_categories (id int primary key, name text not null)`,
  `create table public.test_items (
     id int primary key,
     name text not null unique,
     price numeric check (price >= 0),
     category_id int references public.test_categories (id),
     tags text[] not null default '{}',
     meta jsonb,
     note text
   )`,
  `insert into public.test_categories values (1, 'canopy'), (2, 'tandem')`,
  `insert into public.test_items (id, name, price, category_id, tags, meta, note) values
     (1, 'Altimeter', 120.50, 1, '{gear,safety}', '{"brand": "Alti"}', null),
     (2, 'Helmet', 80, 1, '{gear}', '{"brand": "Cookie"}', 'matte'),
     (3, 'Tandem jump', 299, 2, '{jump}', null, 'weekend only'),
     (4, 'Goggles', 15, null, '{gear}', '{"brand": "Flexi"}', null),
     (5, 'Video package', 99.99, 2, '{media}', null, 'HD')`,
  `create table public.test_scratch (id int primary key, label text not null, batch text not null)`,
  `create table public.test_notes (
     id bigint generated always as identity primary key,
     owner uuid not null default auth.uid(),
     body text not null
   )`,
  `alter table public.test_notes enable row level security`,
  `create policy notes_select on public.test_notes for select to authenticated using (owner = (select auth.uid()))`,
  `create policy notes_insert on public.test_notes for insert to authenticated with check (owner = (select auth.uid()))`,
  `create policy notes_update on public.test_notes for update to authenticated using (owner = (select auth.uid()))`,
  `create function public.add_numbers(a int, b int default 1) returns int language sql immutable as $$ select a + b $$`,
  `create function public.items_cheaper_than(max_price numeric) returns setof public.test_items language sql stable as
     $$ select * from public.test_items where price < max_price order by id $$`,
  `create function public.first_item() returns public.test_items language sql stable as
     $$ select * from public.test_items order by id limit 1 $$`,
  `create function public.whoami() returns text language sql stable as $$ select coalesce(auth.uid()::text, auth.role()) $$`,
  `create function public.request_info() returns json language sql stable as $$
     select json_build_object('method', current_setting('request.method', true), 'path', current_setting('request.path', true),
       'client', current_setting('request.headers', true)::json ->> 'x-client-info') $$`,
  `create function public.touch_note(note_body text) returns void language sql volatile as
     $$ insert into public.test_notes (body) values (note_body) $$`,
];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'emulator-rest-'));
  // Sign-ups are off in the project's config and refresh-token reuse has a 10 s grace period; this
  // emulator changes both so those auth paths can be tested too.
  emulator = await startEmulator({
    dataDir,
    port: 0,
    inboxPort: 0,
    smtpPort: 0,
    functions: false,
    quiet: true,
    ...TEST_STACK_OPTIONS,
    config: { enableSignup: true, refreshTokenReuseInterval: 0 },
  });
  await emulator.db.asOwner(async (tx) => {
    for (const statement of SETUP) await tx.query(statement);
  });
  anon = client(emulator.url);
  service = client(emulator.url, SECRET_KEY);
});

afterAll(async () => {
  await emulator?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const ids = (rows: { id: number }[] | null) => (rows ?? []).map((row) => row.id);

describe('select', () => {
  it('selects columns with renames, casts and JSON paths', async () => {
    const { data, error, status } = await anon
      .from('test_items')
      .select('id, label:name, price::text, brand:meta->>brand')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 1, label: 'Altimeter', price: '120.50', brand: 'Alti' }]);
  });

  it('applies each filter operator', async () => {
    const cases: [string, PromiseLike<{ data: { id: number }[] | null }>, number[]][] = [
      ['eq', anon.from('test_items').select('id').eq('name', 'Helmet'), [2]],
      ['neq', anon.from('test_items').select('id').neq('category_id', 1).order('id'), [3, 5]],
      ['gt', anon.from('test_items').select('id').gt('price', 99.99).order('id'), [1, 3]],
      ['gte', anon.from('test_items').select('id').gte('price', 99.99).order('id'), [1, 3, 5]],
      ['lt', anon.from('test_items').select('id').lt('price', 80).order('id'), [4]],
      ['lte', anon.from('test_items').select('id').lte('price', 80).order('id'), [2, 4]],
      ['like', anon.from('test_items').select('id').like('name', '%e%t%').order('id'), [1, 2]],
      ['like with *', anon.from('test_items').select('id').like('name', 'G*'), [4]],
      ['ilike', anon.from('test_items').select('id').ilike('name', '%JUMP%'), [3]],
      ['is null', anon.from('test_items').select('id').is('note', null).order('id'), [1, 4]],
      [
        'in',
        anon.from('test_items').select('id').in('name', ['Helmet', 'Goggles', 'a, b']).order('id'),
        [2, 4],
      ],
      ['not in', anon.from('test_items').select('id').not('id', 'in', '(1,2,3)').order('id'), [4, 5]],
      ['not', anon.from('test_items').select('id').not('note', 'is', null).order('id'), [2, 3, 5]],
      ['contains', anon.from('test_items').select('id').contains('tags', ['safety']), [1]],
      ['or', anon.from('test_items').select('id').or('price.lt.20,name.eq.Helmet').order('id'), [2, 4]],
      [
        'nested and in or',
        anon.from('test_items').select('id').or('and(category_id.eq.2,price.gt.100),id.eq.1').order('id'),
        [1, 3],
      ],
      ['json path', anon.from('test_items').select('id').eq('meta->>brand', 'Cookie'), [2]],
      ['match', anon.from('test_items').select('id').filter('name', 'match', '^G'), [4]],
      ['imatch', anon.from('test_items').select('id').filter('name', 'imatch', '^g'), [4]],
      [
        'isdistinct',
        anon.from('test_items').select('id').filter('note', 'isdistinct', 'HD').order('id'),
        [1, 2, 3, 4],
      ],
      [
        'containedBy',
        anon.from('test_items').select('id').containedBy('tags', ['gear', 'safety', 'media']).order('id'),
        [1, 2, 4, 5],
      ],
      [
        'overlaps',
        anon.from('test_items').select('id').overlaps('tags', ['jump', 'media']).order('id'),
        [3, 5],
      ],
      [
        'likeAnyOf',
        anon.from('test_items').select('id').likeAnyOf('name', ['%met%', 'G%']).order('id'),
        [1, 2, 4],
      ],
      [
        'textSearch',
        anon.from('test_items').select('id').textSearch('note', 'weekend', { config: 'english' }),
        [3],
      ],
    ];
    for (const [name, query, expected] of cases) {
      expect(ids((await query).data), name).toEqual(expected);
    }
  });

  it('orders with direction and null placement', async () => {
    const first = await anon
      .from('test_items')
      .select('id')
      .order('note', { ascending: true, nullsFirst: true })
      .order('id');
    expect(ids(first.data)).toEqual([1, 4, 5, 2, 3]);
    const last = await anon
      .from('test_items')
      .select('id')
      .order('category_id', { ascending: false, nullsFirst: false });
    expect(ids(last.data).slice(-1)).toEqual([4]);
  });

  it('pages with limit and range, counting with Content-Range and 206', async () => {
    const limited = await anon.from('test_items').select('id').order('id').limit(2);
    expect(ids(limited.data)).toEqual([1, 2]);
    const page = await anon.from('test_items').select('id', { count: 'exact' }).order('id').range(1, 3);
    expect(page.status).toBe(206);
    expect(page.count).toBe(5);
    expect(ids(page.data)).toEqual([2, 3, 4]);
    const whole = await anon.from('test_items').select('id', { count: 'exact' });
    expect(whole.status).toBe(200);
    expect(whole.count).toBe(5);
    const head = await anon
      .from('test_items')
      .select('*', { count: 'exact', head: true })
      .eq('category_id', 1);
    expect(head.count).toBe(2);
    expect(head.data).toBeNull();

    const raw = await fetch(`${emulator.url}/rest/v1/test_items?select=id&order=id`, {
      headers: { apikey: PUBLISHABLE_KEY, Range: '3-4', Prefer: 'count=exact' },
    });
    expect(raw.status).toBe(206);
    expect(raw.headers.get('content-range')).toBe('3-4/5');
    expect(await raw.json()).toEqual([{ id: 4 }, { id: 5 }]);

    const beyond = await anon.from('test_items').select('id', { count: 'exact' }).range(10, 12);
    expect(beyond.status).toBe(416);
    expect(beyond.error).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 5 rows.',
    });
  });

  it('returns one object for single() and PGRST116 when there is not exactly one row', async () => {
    const one = await anon.from('test_items').select('name').eq('id', 3).single();
    expect(one.data).toEqual({ name: 'Tandem jump' });
    const none = await anon.from('test_items').select('name').eq('id', 42).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const many = await anon.from('test_items').select('name').single();
    expect(many.error?.details).toBe('The result contains 5 rows');
    const maybeNone = await anon.from('test_items').select('name').eq('id', 42).maybeSingle();
    expect(maybeNone).toMatchObject({ data: null, error: null });
    const maybeOne = await anon.from('test_items').select('name').eq('id', 2).maybeSingle();
    expect(maybeOne.data).toEqual({ name: 'Helmet' });
  });

  it('embeds many-to-one and one-to-many relations', async () => {
    const items = await anon
      .from('test_items')
      .select('id, category:test_categories(name)')
      .in('id', [1, 4])
      .order('id');
    expect(items.data).toEqual([
      { id: 1, category: { name: 'canopy' } },
      { id: 4, category: null },
    ]);
    const categories = await anon.from('test_categories').select('name, test_items(id)').eq('id', 2);
    expect(categories.data).toEqual([{ name: 'tandem', test_items: [{ id: 3 }, { id: 5 }] }]);
  });

  it('filters, orders and pages inside embeds', async () => {
    const inner = await anon
      .from('test_items')
      .select('id, test_categories!inner(name)', { count: 'exact' })
      .eq('test_categories.name', 'tandem')
      .order('id');
    expect(inner.count).toBe(2);
    expect(ids(inner.data)).toEqual([3, 5]);
    const left = await anon
      .from('test_items')
      .select('id, category:test_categories(name)')
      .eq('category.name', 'tandem')
      .in('id', [1, 3])
      .order('id');
    expect(left.data).toEqual([
      { id: 1, category: null },
      { id: 3, category: { name: 'tandem' } },
    ]);
    const paged = await anon
      .from('test_categories')
      .select('name, test_items(id)')
      .eq('id', 1)
      .order('id', { referencedTable: 'test_items', ascending: false })
      .limit(1, { referencedTable: 'test_items' });
    expect(paged.data).toEqual([{ name: 'canopy', test_items: [{ id: 2 }] }]);
    const stray = await anon.from('test_items').select('id').eq('elsewhere.name', 'x');
    expect(stray.status).toBe(400);
    expect(stray.error).toMatchObject({ code: 'PGRST108' });
  });

  it('answers unknown tables and bad values like PostgREST', async () => {
    const missing = await anon.from('no_such_table').select('*');
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    });
    const badValue = await anon.from('test_items').select('id').eq('id', 'abc');
    expect(badValue.status).toBe(400);
    expect(badValue.error).toMatchObject({ code: '22P02' });
    const badColumn = await anon.from('test_items').select('nope');
    expect(badColumn.status).toBe(400);
    expect(badColumn.error).toMatchObject({ code: '42703' });
  });

  it('keeps identifiers and values out of the SQL text', async () => {
    const hostileColumn = await anon
      .from('test_items')
      .select('id, "name"; drop table public.test_items; --');
    expect(hostileColumn.error).not.toBeNull();
    const hostileValue = await anon
      .from('test_items')
      .select('id')
      .eq('name', "x'; drop table public.test_items; --");
    expect(hostileValue).toMatchObject({ data: [], error: null });
    const hostileTable = await anon.from('test_items"; drop table public.test_items; --').select('*');
    expect(hostileTable.status).toBe(404);
    const hostileOrder = await anon.from('test_items').select('id').order('id; drop table public.test_items');
    expect(hostileOrder.error).not.toBeNull();
    expect((await anon.from('test_items').select('id', { count: 'exact', head: true })).count).toBe(5);
  });
});

describe('writes', () => {
  it('inserts one row and many, with and without representation', async () => {
    const minimal = await service.from('test_scratch').insert({ id: 100, label: 'one', batch: 'w' });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });
    const represented = await service
      .from('test_scratch')
      .insert([
        { id: 101, label: 'two', batch: 'w' },
        { id: 102, label: 'three', batch: 'w' },
      ])
      .select('id, label');
    expect(represented.status).toBe(201);
    expect(represented.data).toEqual([
      { id: 101, label: 'two' },
      { id: 102, label: 'three' },
    ]);
    const single = await service
      .from('test_scratch')
      .insert({ id: 103, label: 'four', batch: 'w' })
      .select()
      .single();
    expect(single.data).toEqual({ id: 103, label: 'four', batch: 'w' });
  });

  it('fills absent keys with NULL, or with the column default under defaultToNull: false', async () => {
    const rows = [
      { id: 150, name: 'With tags', tags: ['x'] },
      { id: 151, name: 'Without tags' },
    ];
    const nulls = await service.from('test_items').insert(rows).select('id, tags');
    expect(nulls.status).toBe(400);
    expect(nulls.error?.code).toBe('23502');
    const defaults = await service
      .from('test_items')
      .insert(rows, { defaultToNull: false })
      .select('id, tags');
    expect(defaults.data).toEqual([
      { id: 150, tags: ['x'] },
      { id: 151, tags: [] },
    ]);
    await service.from('test_items').delete().in('id', [150, 151]);
  });

  it('maps constraint violations to PostgREST statuses', async () => {
    const duplicate = await service.from('test_items').insert({ id: 1, name: 'Again' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "test_items_pkey"',
      details: 'Key (id)=(1) already exists.',
      hint: null,
    });
    const negative = await service.from('test_items').insert({ id: 50, name: 'Cheap', price: -1 });
    expect(negative.status).toBe(400);
    expect(negative.error?.code).toBe('23514');
    const missing = await service.from('test_items').insert({ id: 51 });
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe('23502');
    const unknownColumn = await service.from('test_items').insert({ id: 52, name: 'x', colour: 'red' });
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'test_items' in the schema cache",
    });
    const foreign = await service.from('test_items').insert({ id: 53, name: 'Orphan', category_id: 99 });
    expect(foreign.status).toBe(409);
    expect(foreign.error?.code).toBe('23503');
  });

  it('updates with and without representation', async () => {
    await service.from('test_scratch').insert({ id: 200, label: 'before', batch: 'u' });
    const minimal = await service.from('test_scratch').update({ label: 'middle' }).eq('id', 200);
    expect(minimal).toMatchObject({ status: 204, data: null, error: null });
    const represented = await service.from('test_scratch').update({ label: 'after' }).eq('id', 200).select();
    expect(represented.status).toBe(200);
    expect(represented.data).toEqual([{ id: 200, label: 'after', batch: 'u' }]);
    const nothing = await service.from('test_scratch').update({ label: 'x' }).eq('id', -1).select();
    console.log(JSON.stringify(nothing.error));
    expect(nothing).toMatchObject({ status: 200, data: [] });
  });

  it('upserts with merge-duplicates and on_conflict, or ignores duplicates', async () => {
    const created = await service.from('test_scratch').upsert({ id: 300, label: 'new', batch: 'p' }).select();
    expect(created.status).toBe(201);
    const merged = await service
      .from('test_scratch')
      .upsert({ id: 300, label: 'merged', batch: 'p' })
      .select();
    expect(merged.status).toBe(200);
    expect(merged.data).toEqual([{ id: 300, label: 'merged', batch: 'p' }]);
    const byName = await service
      .from('test_items')
      .upsert({ id: 2, name: 'Helmet', price: 85 }, { onConflict: 'id' })
      .select('id, price');
    expect(byName.data).toEqual([{ id: 2, price: 85 }]);
    const ignored = await service
      .from('test_scratch')
      .upsert({ id: 300, label: 'ignored', batch: 'p' }, { ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    const check = await service.from('test_scratch').select('label').eq('id', 300).single();
    expect(check.data).toEqual({ label: 'merged' });
    await service.from('test_items').update({ price: 80 }).eq('id', 2);
  });

  it('deletes with representation', async () => {
    await service.from('test_scratch').insert([
      { id: 400, label: 'a', batch: 'd' },
      { id: 401, label: 'b', batch: 'd' },
    ]);
    const deleted = await service.from('test_scratch').delete().eq('batch', 'd').select('id').order('id');
    expect(deleted.status).toBe(200);
    expect(ids(deleted.data)).toEqual([400, 401]);
    const minimal = await service.from('test_scratch').delete().eq('batch', 'd');
    expect(minimal).toMatchObject({ status: 204, data: null, error: null });
    const limited = await service.from('test_scratch').delete().eq('batch', 'w').limit(1);
    expect(limited.status).toBe(400);
    expect(
      (await service.from('test_scratch').select('id', { count: 'exact', head: true }).eq('batch', 'w'))
        .count,
    ).toBe(4);
  });
});

describe('rpc', () => {
  it('calls functions with named arguments over POST and GET', async () => {
    expect((await anon.rpc('add_numbers', { a: 2, b: 3 })).data).toBe(5);
    expect((await anon.rpc('add_numbers', { a: 2 })).data).toBe(3);
    expect((await anon.rpc('add_numbers', { a: 4, b: 5 }, { get: true })).data).toBe(9);
    const set = await anon
      .rpc('items_cheaper_than', { max_price: 100 })
      .select('id, name')
      .gt('id', 2)
      .order('id');
    expect(set.data).toEqual([
      { id: 4, name: 'Goggles' },
      { id: 5, name: 'Video package' },
    ]);
    const composite = await anon.rpc('first_item');
    expect(composite.data).toMatchObject({ id: 1, name: 'Altimeter' });
  });

  it('answers void functions with 204 and unknown ones with PGRST202', async () => {
    const user = await createUser(emulator.url);
    const signed = await signedIn(emulator.url, user);
    const voided = await signed.rpc('touch_note', { note_body: 'via rpc' });
    expect(voided).toMatchObject({ status: 204, data: null, error: null });
    const missing = await anon.rpc('no_such_function', { x: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.no_such_function(x) in the schema cache',
    });
    const readOnly = await signed.rpc('touch_note', { note_body: 'via get' }, { get: true });
    expect(readOnly.status).toBe(405);
    expect(readOnly.error?.code).toBe('25006');
  });

  it('exposes request.method, request.path and request.headers to SQL', async () => {
    const { data } = await anon.rpc('request_info');
    expect(data).toMatchObject({ method: 'POST', path: '/rpc/request_info' });
    expect((data as { client: string }).client).toMatch(/^supabase-js/);
  });

  it('sees the caller through auth.uid() and auth.role()', async () => {
    expect((await anon.rpc('whoami')).data).toBe('anon');
    expect((await service.rpc('whoami')).data).toBe('service_role');
    const user = await createUser(emulator.url);
    expect((await (await signedIn(emulator.url, user)).rpc('whoami')).data).toBe(user.id);
  });
});

describe('row-level security', () => {
  it('applies the policies of the table to each caller', async () => {
    const alice = await createUser(emulator.url, 'alice');
    const bob = await createUser(emulator.url, 'bob');
    const aliceClient = await signedIn(emulator.url, alice);
    const bobClient = await signedIn(emulator.url, bob);

    const inserted = await aliceClient
      .from('test_notes')
      .insert({ body: 'alice secret' })
      .select('owner, body')
      .single();
    expect(inserted.data).toEqual({ owner: alice.id, body: 'alice secret' });
    const forged = await bobClient.from('test_notes').insert({ owner: alice.id, body: 'forged' });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "test_notes"',
    });
    const anonymous = await anon.from('test_notes').insert({ owner: alice.id, body: 'anon' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.code).toBe('42501');

    expect((await aliceClient.from('test_notes').select('body').eq('body', 'alice secret')).data).toEqual([
      { body: 'alice secret' },
    ]);
    expect((await bobClient.from('test_notes').select('body')).data).toEqual([]);
    expect((await anon.from('test_notes').select('body')).data).toEqual([]);
    const hijack = await bobClient
      .from('test_notes')
      .update({ body: 'changed' })
      .eq('body', 'alice secret')
      .select();
    expect(hijack).toMatchObject({ status: 200, data: [] });
    const all = await service.from('test_notes').select('body').eq('owner', alice.id);
    expect(all.data).toEqual([{ body: 'alice secret' }]);
  });
});

describe('concurrency', () => {
  type Call = (batch: string, offset: number) => PromiseLike<unknown>;

  const calls: Call[] = [];
  for (let i = 0; i < 50; i += 1) {
    const kind = i % 5;
    if (kind === 0)
      calls.push((batch, offset) =>
        service
          .from('test_scratch')
          .insert({ id: offset + i, label: `l${i}`, batch })
          .select('label, batch'),
      );
    if (kind === 1)
      calls.push(() =>
        anon.from('test_items').select('id, name', { count: 'exact' }).gt('price', i).order('id'),
      );
    if (kind === 2) calls.push(() => anon.rpc('add_numbers', { a: i, b: i }));
    if (kind === 3)
      calls.push(() =>
        anon
          .from('test_items')
          .select('name')
          .eq('id', (i % 5) + 1)
          .maybeSingle(),
      );
    if (kind === 4)
      calls.push((batch) =>
        service
          .from('test_scratch')
          .select('label', { count: 'exact' })
          .eq('batch', batch)
          .like('label', 'l1*'),
      );
  }

  const normalise = (result: unknown, batch: string) =>
    JSON.parse(JSON.stringify(result).replaceAll(batch, 'BATCH')) as unknown;

  it('gives 50 concurrent mixed requests the results they get one by one', async () => {
    const sequential: unknown[] = [];
    for (const call of calls) sequential.push(normalise(await call('seq', 1000), 'seq'));
    // Reads of the batch depend on which inserts landed first, so the batch-dependent reads run after.
    const parallel = await Promise.all(calls.map((call, i) => (i % 5 === 4 ? undefined : call('par', 2000))));
    const batchReads = await Promise.all(
      calls.map((call, i) => (i % 5 === 4 ? call('par', 2000) : undefined)),
    );
    const combined = parallel.map((result, i) => normalise(i % 5 === 4 ? batchReads[i] : result, 'par'));
    const sequentialLastReads = await Promise.all(
      calls.map((call, i) => (i % 5 === 4 ? call('seq', 1000) : undefined)),
    );
    const expected = sequential.map((result, i) =>
      i % 5 === 4 ? normalise(sequentialLastReads[i], 'seq') : result,
    );
    expect(combined).toEqual(expected);
  });
});

describe('sign-up', () => {
  it('creates a confirmed user and signs them in when sign-ups are enabled', async () => {
    const supabase = client(emulator.url);
    const email = `new-${Date.now()}@example.test`;
    const { data, error } = await supabase.auth.signUp({
      email,
      password: 'a-long-enough-password',
      options: { data: { name: 'New' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user).toMatchObject({ email, user_metadata: { name: 'New' } });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const again = await client(emulator.url).auth.signUp({ email, password: 'a-long-enough-password' });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });
});

describe('refresh-token reuse', () => {
  it('revokes the whole token family when a rotated token is replayed outside the grace period', async () => {
    const user = await createUser(emulator.url);
    const supabase = await signedIn(emulator.url, user);
    const first = (await supabase.auth.getSession()).data.session?.refresh_token;
    await supabase.auth.refreshSession();
    const latest = (await supabase.auth.refreshSession()).data.session?.refresh_token;
    const refresh = (token: string | undefined) =>
      fetch(`${emulator.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: {
          apikey: PUBLISHABLE_KEY,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify({ refresh_token: token }),
      });
    const replay = await refresh(first);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    expect((await refresh(latest)).status).toBe(400);
  });
});
