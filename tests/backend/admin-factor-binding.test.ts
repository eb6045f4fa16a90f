import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  SEEDED_PASSWORD,
  aal2Client,
  anonClient,
  newAdmin,
  passwordEnrolledClient,
  serviceClient,
  verifyCode,
} from '../support/clients.ts';
import { mailboxSession } from '../support/mailbox.ts';

// The factor-bootstrap takeover: with an admin's password alone, enrol a TOTP factor of one's own
// and reach aal2. Such a factor is never bound, so it opens nothing; a factor counts only once it
// was bound in a session opened from the admin's mailbox (bind_my_totp_factor), and only while
// every verified factor of the admin is bound. See docs/admin-factors.md.

const service = serviceClient();

const story = () => ({
  slug: `bound-${randomUUID()}`,
  title_en: 'Bound',
  title_nl: 'Gebonden',
  published: false,
});

async function seedPersonalData(): Promise<void> {
  const conversation = await service
    .from('chat_conversations')
    .insert({ customer_email: 'binding@example.com' })
    .select('id')
    .single();
  if (conversation.error) throw new Error(conversation.error.message);
  await service
    .from('chat_messages')
    .insert({ conversation_id: conversation.data.id, role: 'user', content: 'Hi' });
  await service.from('enquiries').insert({
    form_type: 'contact',
    name: 'Sanne de Vries',
    email: 'sanne@example.com',
    service: 'tandem-jump',
    message: 'I would like to book a tandem jump.',
  });
  await service
    .from('newsletter_subscribers')
    .insert({ name: 'Pieter', email: `pieter-${randomUUID()}@example.com`, language: 'nl' });
}

/** How many rows of each personal-data table the caller can read. */
async function readable(caller: SupabaseClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['enquiries', 'chat_messages', 'newsletter_subscribers', 'admin_users']) {
    const { data, error } = await caller.from(table).select('*');
    if (error) throw new Error(`${table}: ${error.message}`);
    counts[table] = data.length;
  }
  return counts;
}

/** Every write an admin makes, each reported as done or refused. */
async function writes(caller: SupabaseClient): Promise<Record<string, 'done' | 'refused'>> {
  const inserted = await caller.from('blog_posts').insert(story()).select('id');
  const updated = await caller
    .from('site_settings')
    .update({ value: 48 })
    .eq('key', 'contact.reply_hours')
    .select('key');
  const uploaded = await caller.storage
    .from('blog-images')
    .upload(`binding-${randomUUID()}.png`, new Uint8Array([137, 80, 78, 71]), { contentType: 'image/png' });
  const counted = await caller.rpc('admin_dashboard_counts');
  await service.from('site_settings').update({ value: 24 }).eq('key', 'contact.reply_hours');
  const outcome = (ok: boolean) => (ok ? 'done' : 'refused');
  return {
    'stories insert': outcome(!inserted.error && inserted.data.length === 1),
    'site_settings update': outcome(!updated.error && updated.data.length === 1),
    'storage upload': outcome(!uploaded.error),
    'admin rpc': outcome(!counted.error),
  };
}

const allDone = {
  'stories insert': 'done',
  'site_settings update': 'done',
  'storage upload': 'done',
  'admin rpc': 'done',
};
const allRefused = {
  'stories insert': 'refused',
  'site_settings update': 'refused',
  'storage upload': 'refused',
  'admin rpc': 'refused',
};

describe('a factor enrolled from a password session', () => {
  it('reaches aal2 but reads no personal data and makes no write, until it is bound through the mailbox', async () => {
    await seedPersonalData();
    const admin = await newAdmin('takeover');
    const attacker = await passwordEnrolledClient(admin.email);
    const level = await attacker.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe('aal2');

    expect((await attacker.client.rpc('is_admin_mfa')).data).toBe(false);
    expect(await readable(attacker.client)).toEqual({
      enquiries: 0,
      chat_messages: 0,
      newsletter_subscribers: 0,
      admin_users: 0,
    });
    expect(await writes(attacker.client)).toEqual(allRefused);
    const colleague = await aal2Client((await newAdmin('takeover-colleague')).email);
    const withoutTwoStep = async () => (await colleague.rpc('count_admins_without_mfa')).data as number;
    const before = await withoutTwoStep();

    // Had the admin enrolled it themselves, the mailbox approves it: a magic link, the code, the bind.
    const mailbox = await mailboxSession(admin.email);
    await verifyCode(mailbox, attacker.factorId, attacker.secret);
    const bound = await mailbox.rpc('bind_my_totp_factor', { factor_id: attacker.factorId });
    expect(bound.error).toBeNull();
    const binding = await service
      .from('admin_factor_bindings')
      .select('user_id, bound_through')
      .eq('factor_id', attacker.factorId)
      .single();
    expect(binding.data).toEqual({ user_id: admin.id, bound_through: 'otp' });

    expect((await mailbox.rpc('is_admin_mfa')).data).toBe(true);
    expect(await withoutTwoStep()).toBe(before - 1);
    const counts = await readable(mailbox);
    for (const count of Object.values(counts)) expect(count).toBeGreaterThan(0);
    expect(await writes(mailbox)).toEqual(allDone);
  });
});

describe('bind_my_totp_factor', () => {
  it('refuses a password session, before and after the code, and binds nothing', async () => {
    const admin = await newAdmin('bind-password');
    const attacker = await passwordEnrolledClient(admin.email);
    const refused = await attacker.client.rpc('bind_my_totp_factor', { factor_id: attacker.factorId });
    expect(refused.error).toMatchObject({ code: '42501', hint: 'mailbox_link_required' });

    const aal1 = anonClient();
    const signedIn = await aal1.auth.signInWithPassword({ email: admin.email, password: SEEDED_PASSWORD });
    expect(signedIn.error).toBeNull();
    const alsoRefused = await aal1.rpc('bind_my_totp_factor', { factor_id: attacker.factorId });
    expect(alsoRefused.error).toMatchObject({ code: '42501' });

    const rows = await service.from('admin_factor_bindings').select('factor_id').eq('user_id', admin.id);
    expect(rows.data).toEqual([]);
  });

  it('asks a mailbox session for the code first, and binds only the caller’s own factor', async () => {
    const admin = await newAdmin('bind-code-first');
    const enrolled = await passwordEnrolledClient(admin.email);
    const mailbox = await mailboxSession(admin.email);
    const early = await mailbox.rpc('bind_my_totp_factor', { factor_id: enrolled.factorId });
    expect(early.error).toMatchObject({ code: '42501', hint: 'code_required' });

    await verifyCode(mailbox, enrolled.factorId, enrolled.secret);
    const colleague = await newAdmin('bind-colleague');
    const theirs = await passwordEnrolledClient(colleague.email);
    const foreign = await mailbox.rpc('bind_my_totp_factor', { factor_id: theirs.factorId });
    expect(foreign.error).toMatchObject({ code: 'P0002' });
    expect((await mailbox.rpc('bind_my_totp_factor', { factor_id: enrolled.factorId })).error).toBeNull();
  });

  it('is the only client path: a direct insert of a binding is refused', async () => {
    const admin = await newAdmin('bind-direct');
    const attacker = await passwordEnrolledClient(admin.email);
    const inserted = await attacker.client
      .from('admin_factor_bindings')
      .insert({ factor_id: attacker.factorId, user_id: admin.id, bound_through: 'otp' });
    expect(inserted.error).toMatchObject({ code: '42501' });
    expect((await attacker.client.rpc('is_admin_mfa')).data).toBe(false);
  });
});

describe('every verified factor must be bound', () => {
  it('closes the admin area to a bound admin who adds a factor from a password session', async () => {
    const admin = await newAdmin('second-factor');
    const bound = await aal2Client(admin.email);
    expect((await bound.rpc('is_admin_mfa')).data).toBe(true);
    const added = await bound.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' });
    expect(added.error).toBeNull();
    await verifyCode(bound, added.data?.id ?? '', added.data?.totp.secret ?? '');
    expect((await bound.rpc('is_admin_mfa')).data).toBe(false);
    expect(await writes(bound)).toEqual(allRefused);
  });
});
