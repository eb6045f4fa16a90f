import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOwnDatabase } from '../support/own-database.ts';

// The notices of changes to an admin's two-step sign-in, on a database of its own (the claim takes
// every due row): which factor changes write one, that a failing notice never blocks the auth
// server's write, the claim with back-off, and the job that calls notify-factor-change.

const { owner, asService, withClaims } = useOwnDatabase('factor-notices');

async function account(email: string, admin: boolean): Promise<string> {
  const id = randomUUID();
  await owner(
    `insert into auth.users (instance_id, id, aud, role, email, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, now(), now())`,
    [id, email],
  );
  if (admin) await owner('insert into public.admin_users (user_id, email) values ($1, $2)', [id, email]);
  return id;
}

/** What the auth server does: enrol unverified, then verify on the first good code. */
async function enrol(userId: string, name = 'Phone'): Promise<string> {
  const id = randomUUID();
  await owner(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
    [id, userId, name],
  );
  await owner(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [id]);
  return id;
}

const notices = () =>
  owner<{
    user_id: string;
    email: string;
    factor_id: string;
    factor_name: string;
    event: string;
    status: string;
  }>(
    'select user_id, email, factor_id, factor_name, event, status from public.admin_factor_notices order by created_at, event',
  );

const claim = () =>
  asService<{ id: string; event: string; attempt: number; sent_to: string[] }>(
    'select * from public.claim_admin_factor_notices(array[1, 5, 15, 60], 10, 10, 25) order by attempt, id',
  );

describe('notices of factor changes', () => {
  beforeEach(async () => {
    await owner('delete from public.admin_factor_notices');
    await owner('delete from net.http_request_queue');
  });

  it('writes one when an admin’s factor is verified and one when it is removed', async () => {
    const admin = await account(`admin-${randomUUID()}@example.test`, true);
    const factor = await enrol(admin, 'Attacker phone');
    await owner(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factor]);
    await owner('delete from auth.mfa_factors where id = $1', [factor]);
    const rows = await notices();
    expect(rows.map((row) => [row.factor_id, row.factor_name, row.event, row.status])).toEqual([
      [factor, 'Attacker phone', 'enrolled', 'new'],
      [factor, 'Attacker phone', 'removed', 'new'],
    ]);
    expect(rows.every((row) => row.user_id === admin)).toBe(true);
  });

  it('writes none for non-admins, for factors never verified, and for a non-admin’s removal', async () => {
    const visitor = await account(`visitor-${randomUUID()}@example.test`, false);
    const factor = await enrol(visitor);
    await owner('delete from auth.mfa_factors where id = $1', [factor]);
    const admin = await account(`half-${randomUUID()}@example.test`, true);
    const unverified = randomUUID();
    await owner(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
       values ($1, $2, 'Half', 'totp', 'unverified', now(), now())`,
      [unverified, admin],
    );
    await owner('delete from auth.mfa_factors where id = $1', [unverified]);
    expect(await notices()).toEqual([]);
  });

  it('never blocks the auth write, even when the notice cannot be written', async () => {
    const admin = await account(`blocked-${randomUUID()}@example.test`, true);
    await owner('alter table public.admin_factor_notices add constraint refuse_all check (false) not valid');
    try {
      const factor = await enrol(admin);
      expect(await owner(`select status from auth.mfa_factors where id = $1`, [factor])).toEqual([
        { status: 'verified' },
      ]);
    } finally {
      await owner('alter table public.admin_factor_notices drop constraint refuse_all');
    }
    expect(await notices()).toEqual([]);
  });

  it('calls notify-factor-change at once with the service role key from Vault', async () => {
    await owner(
      `insert into vault.secrets (name, secret) values ('project_url', 'http://gateway.test'),
         ('service_role_key', 'service-key') on conflict (name) do update set secret = excluded.secret`,
    );
    await enrol(await account(`call-${randomUUID()}@example.test`, true));
    expect(await owner('select method, url, headers from net.http_request_queue')).toEqual([
      {
        method: 'POST',
        url: 'http://gateway.test/functions/v1/notify-factor-change',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer service-key' },
      },
    ]);
  });

  it('retries every minute through the job while a notice is unsent', async () => {
    const [job] = await owner<{ schedule: string; command: string }>(
      `select schedule, command from cron.job where jobname = 'notify-factor-change'`,
    );
    expect(job?.schedule).toBe('* * * * *');
    await owner(job!.command);
    expect(await owner('select id from net.http_request_queue')).toEqual([]);
    await enrol(await account(`job-${randomUUID()}@example.test`, true));
    await owner('delete from net.http_request_queue');
    await owner(job!.command);
    expect(await owner('select url from net.http_request_queue')).toHaveLength(1);
  });

  it('claims new notices once, failed ones after their back-off, stalled ones, and gives up after the last attempt', async () => {
    const admin = await account(`claim-${randomUUID()}@example.test`, true);
    await enrol(admin);
    const first = await claim();
    expect(first.map((row) => [row.event, row.attempt])).toEqual([['enrolled', 1]]);
    expect(await claim()).toEqual([]);

    const id = first[0]!.id;
    const age = async (status: string, attempts: number, ago: string) =>
      owner(
        `update public.admin_factor_notices set status = $2, attempts = $3, attempted_at = now() - $4::interval where id = $1`,
        [id, status, attempts, ago],
      );
    await age('failed', 2, '4 minutes');
    expect(await claim()).toEqual([]);
    await age('failed', 2, '5 minutes 1 second');
    expect((await claim()).map((row) => row.attempt)).toEqual([3]);
    await age('sending', 3, '9 minutes');
    expect(await claim()).toEqual([]);
    await age('sending', 3, '11 minutes');
    expect((await claim()).map((row) => row.attempt)).toEqual([4]);
    await age('failed', 10, '2 days');
    expect(await claim()).toEqual([]);
    await age('sent', 1, '2 days');
    expect(await claim()).toEqual([]);
  });

  it('is the service role’s alone', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      await expect(
        withClaims({ role }, (tx) => tx.query('select * from public.admin_factor_notices')),
      ).rejects.toThrow(/permission denied/);
      await expect(
        withClaims({ role }, (tx) =>
          tx.query('select * from public.claim_admin_factor_notices(array[1], 10, 10, 25)'),
        ),
      ).rejects.toThrow(/permission denied/);
      await expect(
        withClaims({ role }, (tx) => tx.query('select public.call_notify_factor_change()')),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
