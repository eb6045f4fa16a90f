import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { aal2Client, anonClient, newAdmin, serviceClient, signedInClient } from '../support/clients.ts';

// The back office's chat reads and the conversion of a conversation into an enquiry: an admin who
// entered their code gets the right page, counts and enquiry; everyone else gets a refusal and
// changes nothing.

let admin: SupabaseClient;
let refused: SupabaseClient[];
const service = serviceClient();
/** In every e-mail address this file seeds, so a search for it finds only this file's rows. */
const tag = `cm${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  const { email } = await newAdmin('chat-management');
  admin = await aal2Client(email);
  refused = [anonClient(), await signedInClient('visitor@example.com'), await signedInClient(email)];
}, 60_000);

interface Seed {
  name?: string | null;
  email?: string;
  language?: 'en' | 'nl';
  closed?: boolean;
  transcript?: string;
  createdAt?: string;
  messages?: [role: 'user' | 'assistant', content: string][];
}

async function seed({
  name = 'Emma Bakker',
  email = `emma-${tag}-${randomUUID().slice(0, 6)}@example.com`,
  language = 'en',
  closed = false,
  transcript = 'not-sent',
  createdAt = new Date().toISOString(),
  messages = [
    ['user', 'Can I jump if I weigh 98 kg?'],
    ['assistant', 'Tandem jumps are possible up to 95 kg.'],
  ],
}: Seed = {}): Promise<{ id: string; email: string }> {
  const { data, error } = await service
    .from('chat_conversations')
    .insert({
      customer_name: name,
      customer_email: email,
      language,
      status: closed ? 'closed' : 'open',
      closed_by: closed ? 'inactivity' : null,
      closed_at: closed ? new Date().toISOString() : null,
      transcript_status: transcript,
      created_at: createdAt,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const id = (data as { id: string }).id;
  const base = Date.now();
  const rows = messages.map(([role, content], index) => ({
    conversation_id: id,
    role,
    content,
    answered_by: role === 'assistant' ? 'local' : null,
    created_at: new Date(base + index * 1000).toISOString(),
  }));
  if (rows.length > 0) {
    const inserted = await service.from('chat_messages').insert(rows);
    if (inserted.error) throw new Error(inserted.error.message);
  }
  return { id, email };
}

interface ListRow {
  id: string;
  customer_email: string;
  message_count: number;
  total: number;
}

async function list(args: Record<string, unknown>): Promise<ListRow[]> {
  const { data, error } = await admin.rpc('admin_chat_conversations', { search_text: tag, ...args });
  if (error) throw new Error(error.message);
  return data as ListRow[];
}

async function convert(client: SupabaseClient, id: string) {
  return client.rpc('chat_conversation_to_enquiry', { conversation_id: id });
}

describe('admin_chat_conversations', () => {
  it('refuses everyone but an admin with MFA, with 42501', async () => {
    await seed();
    for (const client of refused) {
      const { data, error } = await client.rpc('admin_chat_conversations', { search_text: tag });
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });

  it('pages newest first with message counts and the total, searched literally and filtered', async () => {
    const hour = 3_600_000;
    const old = await seed({ createdAt: new Date(Date.now() - 3 * hour).toISOString() });
    const dutch = await seed({
      name: 'Pieter Jansen',
      language: 'nl',
      closed: true,
      transcript: 'failed',
      createdAt: new Date(Date.now() - 2 * hour).toISOString(),
      messages: [['user', 'Kunnen jullie op ons festival springen? Budget 50%_kg (a+b)']],
    });
    const newest = await seed({ createdAt: new Date(Date.now() - hour).toISOString(), messages: [] });

    const all = await list({});
    const seeded = [newest.id, dutch.id, old.id];
    expect(all.map((row) => row.id).filter((id) => seeded.includes(id))).toEqual(seeded);
    const byEmail = new Map(all.map((row) => [row.customer_email, row]));
    expect(byEmail.get(old.email)?.message_count).toBe(2);
    expect(byEmail.get(dutch.email)?.message_count).toBe(1);
    expect(byEmail.get(newest.email)?.message_count).toBe(0);
    expect(all.every((row) => row.total === all.length)).toBe(true);

    const page = await list({ page_size: 1, page_offset: 1 });
    expect(page).toHaveLength(1);
    expect(page[0]?.id).toBe(all[1]?.id);
    expect(page[0]?.total).toBe(all.length);

    // Message text, found exactly as typed: %, _ and + mean nothing special.
    const text = await admin.rpc('admin_chat_conversations', { search_text: '50%_KG (A+B)' });
    expect((text.data as ListRow[]).map((row) => row.id)).toEqual([dutch.id]);
    const none = await admin.rpc('admin_chat_conversations', { search_text: '50%%_kg' });
    expect(none.data).toEqual([]);
    const byName = await list({ search_text: 'PIETER JANSEN' });
    expect(byName.map((row) => row.id)).toContain(dutch.id);
    expect(byName.map((row) => row.id)).not.toContain(old.id);

    expect((await list({ status_filter: 'closed' })).map((row) => row.id)).toEqual([dutch.id]);
    expect((await list({ language_filter: 'nl' })).map((row) => row.id)).toEqual([dutch.id]);
    expect((await list({ transcript_filter: 'failed' })).map((row) => row.id)).toEqual([dutch.id]);
    expect((await list({ status_filter: 'open', language_filter: 'nl' })).length).toBe(0);
    // An empty filter is no filter, as the screen sends it.
    expect((await list({ status_filter: '', language_filter: '', transcript_filter: '' })).length).toBe(
      all.length,
    );
  });
});

describe('chat_conversation_to_enquiry', () => {
  it('refuses everyone but an admin with MFA and makes nothing', async () => {
    const conversation = await seed();
    for (const client of refused) {
      const { data, error } = await convert(client, conversation.id);
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
    const enquiries = await service.from('enquiries').select('id').eq('email', conversation.email);
    expect(enquiries.data).toEqual([]);
  });

  it('makes one contact enquiry with the transcript, and the same one when asked again', async () => {
    const conversation = await seed({ name: 'Zoë O’Neill-Ångström 2nd <b>' });
    const first = await convert(admin, conversation.id);
    expect(first.error).toBeNull();
    const again = await convert(admin, conversation.id);
    expect(again.data).toBe(first.data);

    const { data: enquiries } = await service.from('enquiries').select('*').eq('email', conversation.email);
    expect(enquiries).toHaveLength(1);
    const enquiry = enquiries?.[0] as Record<string, unknown>;
    expect(enquiry).toMatchObject({
      id: first.data,
      form_type: 'contact',
      name: 'Zoë O’Neill-Ångström nd b',
      service: 'other',
      language: 'en',
      status: 'new',
      email_status: 'sent',
    });
    expect(enquiry.message).toMatch(/^From the chat of \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.\n\n/);
    expect(enquiry.message).toContain(
      'Visitor: Can I jump if I weigh 98 kg?\nAssistant: Tandem jumps are possible up to 95 kg.',
    );
    const { data: stored } = await service
      .from('chat_conversations')
      .select('enquiry_id')
      .eq('id', conversation.id)
      .single();
    expect(stored).toEqual({ enquiry_id: first.data });
    // The admin reads it in the inbox like any other enquiry.
    const read = await admin
      .from('enquiries')
      .select('id')
      .eq('id', first.data as string);
    expect(read.data).toEqual([{ id: first.data }]);
  });

  it('fits a long Dutch conversation without a usable name into the contact form’s limits', async () => {
    const long = 'Wij zoeken een demonstratie voor ons festival in juli. '.repeat(20);
    const conversation = await seed({
      name: '42',
      language: 'nl',
      messages: [
        ['user', long],
        ['assistant', long],
      ],
    });
    const { data: id, error } = await convert(admin, conversation.id);
    expect(error).toBeNull();
    const { data } = await service.from('enquiries').select('name, message, language').eq('id', id).single();
    const enquiry = data as { name: string; message: string; language: string };
    expect(enquiry.name).toBe('Chatbezoeker');
    expect(enquiry.language).toBe('nl');
    expect(enquiry.message).toMatch(
      /^Uit de chat van \d{2}-\d{2}-\d{4} \d{2}:\d{2}\.\n\nBezoeker: Wij zoeken/,
    );
    expect(enquiry.message.length).toBe(1000);
    expect(enquiry.message.endsWith('…\n[De rest van het gesprek staat in chatbeheer.]')).toBe(true);
  });

  it('makes a new enquiry once the first was deleted, and answers P0002 for an unknown conversation', async () => {
    const conversation = await seed();
    const first = await convert(admin, conversation.id);
    expect(
      (
        await admin
          .from('enquiries')
          .delete()
          .eq('id', first.data as string)
      ).error,
    ).toBeNull();
    const second = await convert(admin, conversation.id);
    expect(second.error).toBeNull();
    expect(second.data).not.toBe(first.data);

    const unknown = await convert(admin, randomUUID());
    expect(unknown.data).toBeNull();
    expect(unknown.error?.code).toBe('P0002');
  });

  it('lets an admin with MFA erase a conversation, its messages with it', async () => {
    const conversation = await seed();
    const deleted = await admin.from('chat_conversations').delete().eq('id', conversation.id).select('id');
    expect(deleted.data).toEqual([{ id: conversation.id }]);
    const messages = await service.from('chat_messages').select('id').eq('conversation_id', conversation.id);
    expect(messages.data).toEqual([]);
  });
});

describe('admin_dashboard_counts', () => {
  it('counts the conversations started today and the transcripts that failed', async () => {
    const counts = async () => {
      const { data, error } = await admin.rpc('admin_dashboard_counts').single();
      if (error) throw new Error(error.message);
      return data as { chats_today: number; chat_transcripts_failed: number };
    };
    const before = await counts();
    await seed();
    await seed({ closed: true, transcript: 'failed' });
    await seed({ createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    const after = await counts();
    expect(after.chats_today - before.chats_today).toBe(2);
    expect(after.chat_transcripts_failed - before.chat_transcripts_failed).toBe(1);
  });
});
