import { beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_RETRY_BACKOFF_MINUTES } from '@contract/enquiry/handling.ts';
import { useOwnDatabase } from '../support/own-database.ts';

// What the database does for enquiries under faults and abuse, on a database of its own (the retry
// claims every due row): the retry's claim with back-off and its schedule, the per-recipient mail
// limit, and the idempotency key's uniqueness.

const { owner, asService, withClaims } = useOwnDatabase('enquiry-jobs');

const backoff = `array[${EMAIL_RETRY_BACKOFF_MINUTES.join(', ')}]`;
const claim = () =>
  asService<{ id: string; attempt: number }>(
    `select * from public.claim_enquiry_email_retries(${backoff}, 10, 25) order by attempt, id`,
  );

/** An enquiry whose last delivery started `age` ago (an SQL interval), after `attempts` attempts. */
async function enquiry(emailStatus: string, attempts: number, age: string, status = 'new'): Promise<string> {
  const [row] = await owner<{ id: string }>(
    `insert into public.enquiries (form_type, name, email, email_status, email_attempts, email_attempted_at, status)
     values ('tandem', 'Sanne de Vries', 'sanne@example.test', $1, $2, now() - $3::interval, $4) returning id`,
    [emailStatus, attempts, age, status],
  );
  return row!.id;
}

describe('the retry of enquiry e-mails', () => {
  beforeEach(async () => {
    await owner('delete from public.enquiries');
  });

  it('claims failed deliveries once their back-off has passed: 1, 5, 15, then every 60 minutes', async () => {
    const due = [
      await enquiry('failed', 1, '61 seconds'),
      await enquiry('failed', 2, '5 minutes 1 second'),
      await enquiry('failed', 3, '15 minutes 1 second'),
      await enquiry('failed', 4, '61 minutes'),
      await enquiry('failed', 9, '61 minutes'),
    ];
    // Each just short of its step.
    await enquiry('failed', 1, '50 seconds');
    await enquiry('failed', 2, '4 minutes');
    await enquiry('failed', 3, '14 minutes');
    await enquiry('failed', 9, '59 minutes');

    const claimed = await claim();
    expect(claimed.map((row) => row.id).sort()).toEqual([...due].sort());
    expect(claimed.map((row) => row.attempt)).toEqual([2, 3, 4, 5, 10]);
    const rows = await owner<{ email_status: string; recent: boolean }>(
      `select email_status, email_attempted_at > now() - interval '5 seconds' as recent
         from public.enquiries where id = any($1)`,
      [due],
    );
    expect(rows).toEqual(due.map(() => ({ email_status: 'pending', recent: true })));
    // Claimed rows are pending now: a second run (or an admin's resend) does not take them again.
    expect(await claim()).toEqual([]);
  });

  it('claims deliveries that stalled (pending for 10 minutes), never sent ones or those an admin resolved', async () => {
    const stalled = await enquiry('pending', 1, '11 minutes');
    await enquiry('pending', 1, '9 minutes');
    await enquiry('sent', 1, '2 days');
    await enquiry('failed', 1, '2 hours', 'answered');
    await enquiry('failed', 1, '2 hours', 'spam');
    const inProgress = await enquiry('failed', 1, '2 hours', 'in_progress');
    expect((await claim()).map((row) => row.id).sort()).toEqual([stalled, inProgress].sort());
  });

  it('takes at most the batch, oldest first', async () => {
    const ids = [];
    for (let index = 0; index < 30; index += 1) ids.push(await enquiry('failed', 1, `${2 + index} minutes`));
    const first = await claim();
    expect(first).toHaveLength(25);
    expect((await claim()).map((row) => row.id).sort()).toEqual(ids.slice(0, 5).sort());
  });

  it('is for the service role only', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      await expect(
        withClaims({ role }, (tx) =>
          tx.query(`select * from public.claim_enquiry_email_retries(${backoff}, 10, 25)`),
        ),
      ).rejects.toThrow(/permission denied/);
    }
  });

  it('is called every minute through pg_net with the key from Vault, only while e-mails are outstanding', async () => {
    const [job] = await owner<{ schedule: string; command: string }>(
      `select schedule, command from cron.job where jobname = 'retry-enquiry-emails'`,
    );
    expect(job?.schedule).toBe('* * * * *');
    await owner(
      `insert into vault.secrets (name, secret) values ('project_url', 'http://gateway.test'),
         ('service_role_key', 'service-key') on conflict (name) do update set secret = excluded.secret`,
    );
    await owner('delete from net.http_request_queue');
    await enquiry('sent', 1, '1 hour');
    await enquiry('failed', 1, '1 hour', 'spam');
    await owner(job!.command);
    expect(await owner('select id from net.http_request_queue')).toEqual([]);

    await enquiry('failed', 1, '1 minute');
    await owner(job!.command);
    expect(await owner('select method, url, headers from net.http_request_queue')).toEqual([
      {
        method: 'POST',
        url: 'http://gateway.test/functions/v1/retry-enquiry-emails',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer service-key' },
      },
    ]);
  });
});

describe('the per-recipient mail limit', () => {
  const take = (recipient: string, kind = 'enquiry-confirmation') =>
    asService<{ slot: string | number | null }>(
      'select public.take_recipient_mail_slot($1, $2, 3, 86400) as slot',
      [recipient, kind],
    ).then(([row]) => row?.slot ?? null);

  it('gives one address 3 mails of a kind a day, in any case, and other kinds and addresses their own', async () => {
    const slots = [];
    for (const address of [
      'limit@example.test',
      'LIMIT@example.test',
      'Limit@Example.test',
      'limit@example.test',
    ])
      slots.push(await take(address));
    expect(slots.slice(0, 3).every((slot) => slot !== null)).toBe(true);
    expect(slots[3]).toBeNull();
    expect(await take('limit@example.test', 'newsletter-confirmation')).not.toBeNull();
    expect(await take('other@example.test')).not.toBeNull();

    // A slot given back (the send failed) is free again; a day later the address starts afresh.
    await owner('delete from public.recipient_mail_hits where id = $1', [slots[0]]);
    expect(await take('limit@example.test')).not.toBeNull();
    await owner(
      `update public.recipient_mail_hits set sent_at = now() - interval '25 hours' where recipient = 'limit@example.test'`,
    );
    expect(await take('limit@example.test')).not.toBeNull();
  });

  it('keeps no address longer than a week, and is for the service role only', async () => {
    await owner(
      `insert into public.recipient_mail_hits (recipient, kind, sent_at) values ('old@example.test', 'enquiry-confirmation', now() - interval '8 days')`,
    );
    await take('new@example.test');
    expect(
      await owner(`select 1 from public.recipient_mail_hits where recipient = 'old@example.test'`),
    ).toEqual([]);
    for (const role of ['anon', 'authenticated'] as const) {
      await expect(
        withClaims({ role }, (tx) =>
          tx.query(
            `select public.take_recipient_mail_slot('x@example.test', 'enquiry-confirmation', 3, 86400)`,
          ),
        ),
      ).rejects.toThrow(/permission denied/);
      await expect(
        withClaims({ role }, (tx) => tx.query('select * from public.recipient_mail_hits')),
      ).rejects.toThrow(/permission denied/);
    }
  });
});

describe('the idempotency key', () => {
  it('stores one enquiry per key; enquiries without a key never conflict', async () => {
    const insert = (key: string | null) =>
      owner(
        `insert into public.enquiries (form_type, name, email, idempotency_key) values ('tandem', 'Sanne de Vries', 'k@example.test', $1)`,
        [key],
      );
    const key = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    await insert(key);
    await expect(insert(key)).rejects.toThrow(/duplicate key value violates unique constraint/);
    await insert(null);
    await insert(null);
    expect(await owner(`select 1 from public.enquiries where email = 'k@example.test'`)).toHaveLength(3);
  });

  it("records a visitor's confirmation skipped over the address's limit", async () => {
    await expect(
      owner(
        `insert into public.enquiries (form_type, name, email, visitor_email_status) values ('tandem', 'Sanne de Vries', 's@example.test', 'skipped')`,
      ),
    ).resolves.toEqual([]);
  });
});
