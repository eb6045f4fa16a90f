import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@contract/chat.ts';
import { useOwnDatabase } from '../support/own-database.ts';

// The chat's scheduled work in SQL, on a database of its own (the jobs touch every row): deleting
// conversations past the retention period the privacy policy names, closing conversations left
// open (a closed tab) for the housekeeping function, and the schedules that run both.

const { owner, asService, withClaims } = useOwnDatabase('chat-jobs');

/** A conversation with one message, its last message `age` ago (an SQL interval). */
async function conversation(email: string, age: string, extra = ''): Promise<string> {
  const [row] = await owner<{ id: string }>(
    `insert into public.chat_conversations (customer_email, last_message_at${extra ? ', status, closed_by, closed_at' : ''})
     values ($1, now() - $2::interval${extra ? `, ${extra}` : ''}) returning id`,
    [email, age],
  );
  await owner(
    `insert into public.chat_messages (conversation_id, role, content) values ($1, 'user', 'Hello')`,
    [row!.id],
  );
  return row!.id;
}

describe('retention', () => {
  it('runs in the retention job with the retention period of the privacy policy', async () => {
    const [retention] = await owner<{ definition: string }>(
      `select pg_get_functiondef('public.apply_retention'::regproc) as definition`,
    );
    expect(retention?.definition).toContain(
      `public.delete_expired_chat_conversations(${CHAT_LIMITS.retentionDays})`,
    );
  });

  it('deletes conversations, their messages and unused addresses past the period, and keeps the rest', async () => {
    const expired = await conversation('old@example.test', '181 days');
    const kept = await conversation('kept@example.test', '179 days');
    await owner(
      `insert into public.chat_transcript_addresses (email, confirmed_at, created_at) values
         ('old@example.test', now() - interval '200 days', now() - interval '200 days'),
         ('kept@example.test', now() - interval '200 days', now() - interval '200 days'),
         ('recent@example.test', now(), now())`,
    );
    const [{ removed }] = (await asService<{ removed: string }>(
      'select public.delete_expired_chat_conversations(180) as removed',
    )) as [{ removed: string }];
    expect(Number(removed)).toBe(1);
    expect(
      (await owner<{ id: string }>('select id from public.chat_conversations')).map((row) => row.id),
    ).toEqual([kept]);
    expect(await owner('select * from public.chat_messages where conversation_id = $1', [expired])).toEqual(
      [],
    );
    expect(
      (
        await owner<{ email: string }>('select email from public.chat_transcript_addresses order by email')
      ).map((row) => row.email),
    ).toEqual(['kept@example.test', 'recent@example.test']);
    await owner('delete from public.chat_conversations');
  });

  it('is for the service role and the scheduler only', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      await expect(
        withClaims({ role }, (tx) => tx.query('select public.delete_expired_chat_conversations(180)')),
      ).rejects.toThrow(/permission denied/);
    }
  });
});

describe('closing idle conversations', () => {
  it('closes open conversations idle longer than the limit as closed by inactivity, claiming their transcript, once', async () => {
    const idle = await conversation('idle@example.test', '21 minutes');
    const active = await conversation('active@example.test', '19 minutes');
    const closed = await conversation(
      'closed@example.test',
      '2 hours',
      `'closed', 'user', now() - interval '2 hours'`,
    );

    const claimed = await asService<{ id: string; attempt: number }>(
      'select * from public.claim_idle_chat_conversations(20, 10)',
    );
    expect(claimed).toEqual([{ id: idle, attempt: 1 }]);
    const rows = await owner<{
      id: string;
      status: string;
      closed_by: string | null;
      transcript_status: string;
    }>(
      `select id, status, closed_by, transcript_status, closed_at is not null as has_closed_at
         from public.chat_conversations where id = any($1) order by last_message_at desc`,
      [[idle, active, closed]],
    );
    expect(rows).toEqual([
      { id: active, status: 'open', closed_by: null, transcript_status: 'not-sent', has_closed_at: false },
      {
        id: idle,
        status: 'closed',
        closed_by: 'inactivity',
        transcript_status: 'pending',
        has_closed_at: true,
      },
      { id: closed, status: 'closed', closed_by: 'user', transcript_status: 'not-sent', has_closed_at: true },
    ]);
    expect(await asService('select * from public.claim_idle_chat_conversations(20, 10)')).toEqual([]);
    await owner('delete from public.chat_conversations');
  });

  it('claims transcripts stalled while being sent again, and gives up after the last attempt', async () => {
    const closedColumns = `'closed', 'user', now() - interval '1 hour'`;
    const stalled = await conversation('stalled@example.test', '1 hour', closedColumns);
    const exhausted = await conversation('exhausted@example.test', '1 hour', closedColumns);
    const fresh = await conversation('fresh@example.test', '1 hour', closedColumns);
    // The updated_at trigger stamps now() on update, so the stall is set without it.
    await owner('alter table public.chat_conversations disable trigger chat_conversations_set_updated_at');
    await owner(
      `update public.chat_conversations set transcript_status = 'pending',
         transcript_attempts = case when id = $2 then 5 else 1 end,
         updated_at = case when id = $3 then now() else now() - interval '11 minutes' end
       where id = any($1)`,
      [[stalled, exhausted, fresh], exhausted, fresh],
    );
    await owner('alter table public.chat_conversations enable trigger chat_conversations_set_updated_at');

    expect(await asService('select * from public.claim_stalled_chat_transcripts(10, 5, 10)')).toEqual([
      { id: stalled, attempt: 2 },
    ]);
    const [gaveUp] = await owner<{ transcript_status: string; transcript_error: string }>(
      'select transcript_status, transcript_error from public.chat_conversations where id = $1',
      [exhausted],
    );
    expect(gaveUp?.transcript_status).toBe('failed');
    expect(gaveUp?.transcript_error).toMatch(/Resend it/);
    const [stillSending] = await owner<{ transcript_status: string }>(
      'select transcript_status from public.chat_conversations where id = $1',
      [fresh],
    );
    expect(stillSending?.transcript_status).toBe('pending');
    await owner('delete from public.chat_conversations');
  });

  it('is called every five minutes through pg_net with the service role key from Vault', async () => {
    const [job] = await owner<{ schedule: string; command: string }>(
      `select schedule, command from cron.job where jobname = 'chat-housekeeping'`,
    );
    expect(job?.schedule).toBe('2-59/5 * * * *');
    await owner(
      `insert into vault.secrets (name, secret) values ('project_url', 'http://gateway.test'),
         ('service_role_key', 'service-key') on conflict (name) do update set secret = excluded.secret`,
    );
    await owner(job!.command);
    const queued = await owner<{ method: string; url: string; headers: Record<string, string> }>(
      'select method, url, headers from net.http_request_queue',
    );
    expect(queued).toEqual([
      {
        method: 'POST',
        url: 'http://gateway.test/functions/v1/chat-housekeeping',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer service-key' },
      },
    ]);
  });
});
