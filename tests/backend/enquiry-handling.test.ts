import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchFilter } from '../../src/admin/screens/enquiries/filters.ts';
import { aal2Client, anonClient, newAdmin, serviceClient, signedInClient } from '../support/clients.ts';

// What each caller may do with a stored enquiry in the back office: read it, move its status, keep
// a note on it, change anything else, delete it. Through supabase-js against the running emulator,
// so the migrations' column grants and policies are what is tested.

type Role = 'anon' | 'visitor' | 'admin aal1' | 'admin aal2' | 'service';
const ROLES: Role[] = ['anon', 'visitor', 'admin aal1', 'admin aal2', 'service'];
const clients = {} as Record<Role, SupabaseClient>;

beforeAll(async () => {
  clients.anon = anonClient();
  clients.service = serviceClient();
  clients.visitor = await signedInClient('visitor@example.com');
  const { email: admin } = await newAdmin('handling-admin');
  clients['admin aal1'] = await signedInClient(admin);
  clients['admin aal2'] = await aal2Client(admin);
}, 60_000);

async function newEnquiry(): Promise<string> {
  const { data, error } = await clients.service
    .from('enquiries')
    .insert({
      form_type: 'contact',
      name: 'Sanne de Vries',
      email: `handling-${crypto.randomUUID()}@example.com`,
      service: 'tandem-jump',
      message: 'I would like to book a tandem jump.',
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

const stored = async (id: string) =>
  (await clients.service.from('enquiries').select('*').eq('id', id).maybeSingle()).data as Record<
    string,
    unknown
  > | null;

/** 'changed' when the row now holds the change, else the refusal: an error code or 'nothing matched'. */
async function update(role: Role, change: Record<string, unknown>): Promise<string> {
  const id = await newEnquiry();
  const { error, count } = await clients[role]
    .from('enquiries')
    .update(change, { count: 'exact' })
    .eq('id', id);
  if (error) return error.code ?? error.message;
  const row = await stored(id);
  const changed = Object.entries(change).every(([column, value]) => row?.[column] === value);
  return count === 1 && changed ? 'changed' : 'nothing matched';
}

const expectations: Record<
  Role,
  { read: boolean; status: string; note: string; other: string; delete: string }
> = {
  anon: { read: false, status: '42501', note: '42501', other: '42501', delete: '42501' },
  visitor: {
    read: false,
    status: 'nothing matched',
    note: 'nothing matched',
    other: '42501',
    delete: 'nothing matched',
  },
  'admin aal1': {
    read: false,
    status: 'nothing matched',
    note: 'nothing matched',
    other: '42501',
    delete: 'nothing matched',
  },
  'admin aal2': { read: true, status: 'changed', note: 'changed', other: '42501', delete: 'deleted' },
  service: { read: true, status: 'changed', note: 'changed', other: 'changed', delete: 'deleted' },
};

describe.each(ROLES)('%s', (role) => {
  const expected = expectations[role];

  it(expected.read ? 'reads enquiries' : 'reads no enquiry', async () => {
    const id = await newEnquiry();
    const { data } = await clients[role].from('enquiries').select('id, internal_note').eq('id', id);
    expect(data ?? []).toHaveLength(expected.read ? 1 : 0);
  });

  it(`status → ${expected.status}`, async () => {
    expect(await update(role, { status: 'in_progress' })).toBe(expected.status);
  });

  it(`internal note → ${expected.note}`, async () => {
    expect(await update(role, { internal_note: 'Called back, wants May.' })).toBe(expected.note);
  });

  it(`any other column → ${expected.other}`, async () => {
    for (const change of [
      { name: 'Someone Else' },
      { email: 'other@example.com' },
      { email_status: 'sent' },
      { message: 'A message the visitor never wrote.' },
    ]) {
      expect(await update(role, change)).toBe(expected.other);
    }
  });

  it(`delete → ${expected.delete}`, async () => {
    const id = await newEnquiry();
    const { error } = await clients[role].from('enquiries').delete().eq('id', id);
    const gone = (await stored(id)) === null;
    const outcome = error ? (error.code ?? error.message) : gone ? 'deleted' : 'nothing matched';
    expect(outcome).toBe(expected.delete);
  });
});

describe('enquiry statuses and the note', () => {
  it('accepts new, in progress, answered and spam, and refuses archived', async () => {
    for (const status of ['new', 'in_progress', 'answered', 'spam']) {
      expect(await update('admin aal2', { status })).toBe('changed');
    }
    expect(await update('admin aal2', { status: 'archived' })).toBe('23514');
    expect(await update('service', { status: 'archived' })).toBe('23514');
  });

  it('keeps a note of at most 2000 characters, and lets it be cleared', async () => {
    expect(await update('admin aal2', { internal_note: 'x'.repeat(2000) })).toBe('changed');
    expect(await update('admin aal2', { internal_note: 'x'.repeat(2001) })).toBe('23514');
    expect(await update('admin aal2', { internal_note: null })).toBe('changed');
  });

  it('starts a new enquiry with its e-mails pending and one delivery begun', async () => {
    const row = await stored(await newEnquiry());
    expect(row).toMatchObject({
      status: 'new',
      internal_note: null,
      email_status: 'pending',
      company_email_status: 'pending',
      visitor_email_status: 'pending',
      email_attempts: 1,
      email_sent_at: null,
    });
  });
});

describe('the inbox search', () => {
  it('finds text in the name, e-mail or message literally, whatever characters it holds', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const messages = [
      `Discount ${tag} 50% please, (maybe) *soon*`,
      `Discount ${tag} 50 percent please`,
      `Discount ${tag} 5000 please "quoted" a\\b`,
    ];
    const inserted = await clients.service
      .from('enquiries')
      .insert(
        messages.map((message, index) => ({
          form_type: 'tandem',
          name: index === 0 ? 'Zoë Ångström' : 'Piet Jansen',
          email: `search-${tag}-${index}@example.com`,
          message,
        })),
      )
      .select('id');
    expect(inserted.error).toBeNull();
    const found = async (text: string) => {
      const { data, error } = await clients['admin aal2']
        .from('enquiries')
        .select('message')
        .or(searchFilter(text))
        .like('email', `search-${tag}-%`);
      expect(error).toBeNull();
      return (data ?? []).map((row) => (row as { message: string }).message).sort();
    };
    expect(await found(`${tag} 50%`)).toEqual([messages[0]]);
    expect(await found('50% please, (maybe) *soon*')).toEqual([messages[0]]);
    expect(await found('*')).toEqual([messages[0]]);
    expect(await found('"quoted" a\\b')).toEqual([messages[2]]);
    expect(await found('zoë ångström')).toEqual([messages[0]]);
    expect(await found(`SEARCH-${tag}-1@`)).toEqual([messages[1]]);
    expect(await found('50.please')).toEqual([]);
  });
});
