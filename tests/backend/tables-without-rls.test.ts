import { describe, expect, it } from 'vitest';
import { aal2Client, anonClient, newAdmin, serviceClient, signedInClient } from '../support/clients.ts';

// admin_tables_without_rls(): the security screen's database check, for admins with the code only.

describe('admin_tables_without_rls', () => {
  it('refuses visitors and an admin with only the password, with 42501', async () => {
    for (const client of [
      anonClient(),
      await signedInClient('visitor@example.com'),
      await signedInClient('admin@example.com'),
    ]) {
      const { data, error } = await client.rpc('admin_tables_without_rls');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });

  it('finds no table without row-level security in the migrated schema', async () => {
    const admin = await aal2Client((await newAdmin('rls-check')).email);
    const { data, error } = await admin.rpc('admin_tables_without_rls');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('says no to the service role too: it is no admin session', async () => {
    const { error } = await serviceClient().rpc('admin_tables_without_rls');
    expect(error?.code).toBe('42501');
  });
});
