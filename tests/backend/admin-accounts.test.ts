import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  newAdmin,
  SEEDED_PASSWORD,
  aal2Client,
  anonClient,
  serviceClient,
  signedInClient,
} from '../support/clients.ts';

// Admin accounts in the database (migration 20261125050000_admin_accounts.sql): one admin always
// stays, the dashboard counts the admins without two-step sign-in for an admin with the code only,
// and admin membership still cannot be changed through the API by anyone but the service role.

const service = serviceClient();

async function adminRows() {
  const { data, error } = await service.from('admin_users').select('user_id, email, created_at');
  if (error) throw new Error(error.message);
  return data as { user_id: string; email: string; created_at: string }[];
}

/** Runs `work` with `keep` as the only admins, then puts every other admin back. */
async function withOnlyAdmins(keep: string[], work: () => Promise<void>): Promise<void> {
  const others = (await adminRows()).filter((row) => !keep.includes(row.user_id));
  const removed = await service
    .from('admin_users')
    .delete()
    .in(
      'user_id',
      others.map((row) => row.user_id),
    );
  if (removed.error) throw new Error(removed.error.message);
  try {
    await work();
  } finally {
    // A failed restore shows in every later admin test; the work's own failure stays the one reported.
    const restored = await service.from('admin_users').insert(others);
    if (restored.error) console.error(`restoring the admins failed: ${restored.error.message}`);
  }
}

describe('the last admin', () => {
  it('cannot be removed, whoever deletes and however many rows at once', async () => {
    const first = await newAdmin('first');
    const second = await newAdmin('second');
    await withOnlyAdmins([first.id, second.id], async () => {
      // Removing everyone at once keeps everyone: the statement fails as a whole.
      const all = await service.from('admin_users').delete().in('user_id', [first.id, second.id]);
      expect(all.error).toMatchObject({ code: 'P0001', hint: 'last_admin' });
      expect(all.error?.message).toContain('The last admin cannot be removed');
      expect((await adminRows()).map((row) => row.user_id).sort()).toEqual([first.id, second.id].sort());

      // Two admins removing each other: the first removal goes through, the second is refused.
      expect((await service.from('admin_users').delete().eq('user_id', second.id)).error).toBeNull();
      const other = await service.from('admin_users').delete().eq('user_id', first.id);
      expect(other.error).toMatchObject({ code: 'P0001', hint: 'last_admin' });
      expect((await adminRows()).map((row) => row.user_id)).toEqual([first.id]);

      // Deleting the account itself cascades to admin_users, and is refused the same way.
      const account = await service.auth.admin.deleteUser(first.id);
      expect(account.error).not.toBeNull();
      expect((await service.auth.admin.getUserById(first.id)).data.user?.id).toBe(first.id);
    });
  });

  it('leaves the others removable', async () => {
    const spare = await newAdmin('spare');
    const removed = await service.from('admin_users').delete().eq('user_id', spare.id).select('user_id');
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([{ user_id: spare.id }]);
  });
});

describe('admins without two-step sign-in', () => {
  let admin: SupabaseClient;

  beforeAll(async () => {
    admin = await aal2Client((await newAdmin('counter')).email);
  });

  const dashboardCount = async () => {
    const { data, error } = await admin.rpc('admin_dashboard_counts').single();
    if (error) throw new Error(error.message);
    return (data as { admins_without_mfa: number }).admins_without_mfa;
  };

  it('are counted on the dashboard, and the count drops once they set it up', async () => {
    const before = await dashboardCount();
    const { data: direct } = await admin.rpc('count_admins_without_mfa');
    expect(direct).toBe(before);

    const newcomer = await newAdmin('newcomer');
    expect(await dashboardCount()).toBe(before + 1);
    // A signed-in person who is not an admin is not counted.
    await service.auth.admin.createUser({
      email: `visitor-${randomUUID().slice(0, 8)}@example.com`,
      password: SEEDED_PASSWORD,
      email_confirm: true,
    });
    expect(await dashboardCount()).toBe(before + 1);

    await aal2Client(newcomer.email);
    expect(await dashboardCount()).toBe(before);
  });

  it('are counted for an admin with the code only: anon, a visitor and a password-only admin get 42501', async () => {
    const passwordOnly = await newAdmin('password-only');
    for (const client of [
      anonClient(),
      await signedInClient('visitor@example.com'),
      await signedInClient(passwordOnly.email),
    ]) {
      for (const fn of ['count_admins_without_mfa', 'admin_dashboard_counts'] as const) {
        const { data, error } = await client.rpc(fn);
        expect(data).toBeNull();
        expect(error?.code).toBe('42501');
      }
    }
  });
});

describe('admin_users through the API', () => {
  it('is still not writable by an admin with the code, nor by a visitor', async () => {
    const writer = await newAdmin('writer');
    const admin = await aal2Client(writer.email);
    const target = await newAdmin('target');
    const visitor = await signedInClient('visitor@example.com');
    const { data: person } = await service.auth.admin.createUser({
      email: `hopeful-${randomUUID().slice(0, 8)}@example.com`,
      password: SEEDED_PASSWORD,
      email_confirm: true,
    });
    for (const client of [admin, visitor, anonClient()]) {
      const inserted = await client
        .from('admin_users')
        .insert({ user_id: person.user?.id ?? '', email: person.user?.email ?? '' });
      expect(inserted.error?.code).toBe('42501');
      const updated = await client
        .from('admin_users')
        .update({ email: 'x@example.com' })
        .eq('user_id', target.id);
      expect(updated.error?.code).toBe('42501');
      const deleted = await client.from('admin_users').delete().eq('user_id', target.id);
      expect(deleted.error?.code).toBe('42501');
    }
    const rows = (await adminRows()).map((row) => row.user_id);
    expect(rows).toContain(target.id);
    expect(rows).not.toContain(person.user?.id);
  });
});
