import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { aal2Client, anonClient, newAdmin, serviceClient, signedInClient } from '../support/clients.ts';

// admin_dashboard_counts(): what the dashboard opens with, counted by the database, for an admin
// who entered their code and for no one else.

let admin: SupabaseClient;

beforeAll(async () => {
  admin = await aal2Client((await newAdmin('dashboard')).email);
});

const counts = async () => {
  const { data, error } = await admin.rpc('admin_dashboard_counts').single();
  if (error) throw new Error(error.message);
  return data as Record<string, number>;
};

describe('admin_dashboard_counts', () => {
  it('refuses everyone but an admin with MFA, with 42501', async () => {
    for (const client of [
      anonClient(),
      await signedInClient('visitor@example.com'),
      await signedInClient('admin@example.com'),
    ]) {
      const { data, error } = await client.rpc('admin_dashboard_counts');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });

  it('counts new, waiting and failed enquiries, confirmed subscribers and page views', async () => {
    const before = await counts();
    const service = serviceClient();
    const enquiry = (extra: Record<string, unknown>) => ({
      form_type: 'contact',
      name: 'Sanne de Vries',
      email: `sanne-${randomUUID()}@example.com`,
      service: 'tandem-jump',
      message: 'I would like to book a tandem jump.',
      // One insert of several rows sends every column for each, so none is left to its default.
      status: 'new',
      email_status: 'sent',
      created_at: new Date().toISOString(),
      ...extra,
    });
    const inserted = await service.from('enquiries').insert([
      enquiry({}),
      enquiry({ email_status: 'failed' }),
      enquiry({ status: 'answered', email_status: 'sent' }),
      // Eight days old: in none of the recent counts, but still waiting.
      enquiry({ created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() }),
    ]);
    expect(inserted.error).toBeNull();
    const subscribers = await service.from('newsletter_subscribers').insert([
      {
        name: 'Pieter',
        email: `pieter-${randomUUID()}@example.com`,
        language: 'nl',
        confirmed_at: new Date().toISOString(),
      },
      { name: 'Eva', email: `eva-${randomUUID()}@example.com`, language: 'nl', confirmed_at: null },
    ]);
    expect(subscribers.error).toBeNull();
    const views = await service.from('analytics_events').insert([
      { name: 'page_view', path: '/', language: 'en', created_at: new Date().toISOString() },
      { name: 'cta_click', path: '/', language: 'en', created_at: new Date().toISOString() },
      {
        name: 'page_view',
        path: '/',
        language: 'en',
        created_at: new Date(Date.now() - 8 * 86_400_000).toISOString(),
      },
    ]);
    expect(views.error).toBeNull();

    const after = await counts();
    // bigint counts arrive as JSON numbers, as PostgREST sends them.
    for (const value of Object.values(after)) expect(typeof value).toBe('number');
    expect(after.enquiries_today - before.enquiries_today).toBe(3);
    expect(after.enquiries_last_7_days - before.enquiries_last_7_days).toBe(3);
    expect(after.enquiries_waiting - before.enquiries_waiting).toBe(3);
    expect(after.enquiry_emails_failed - before.enquiry_emails_failed).toBe(1);
    expect(after.subscribers_confirmed - before.subscribers_confirmed).toBe(1);
    expect(after.page_views_last_7_days - before.page_views_last_7_days).toBe(1);
  });
});
