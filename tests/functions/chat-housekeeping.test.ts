import assert from 'node:assert/strict';
import { transportFromConfig } from '../../supabase/functions/_shared/email/transport.ts';
import { createChatHousekeeping } from '../../supabase/functions/chat-housekeeping/handler.ts';
import {
  answer,
  chatRequest,
  confirmAddress,
  confirmationsTo,
  conversationRow,
  seedConversation,
  transcriptsTo,
} from './support/chat-conversations.ts';
import { database, test, testConfig, uniqueEmail } from './support/harness.ts';

// chat-housekeeping, as the scheduler calls it: conversations whose tab was closed are closed by
// inactivity with their transcript delivered, and a transcript that stalled is delivered again.

const config = testConfig();
const db = database(config);
const housekeeping = createChatHousekeeping({ config, db, transport: transportFromConfig(config) });
const run = (key: string | null = config.serviceRoleKey) =>
  housekeeping(chatRequest('chat-housekeeping', {}, key ? { Authorization: `Bearer ${key}` } : {}));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

test('housekeeping: only the service role may run it', async () => {
  assert.equal((await run(null)).status, 401);
  assert.equal((await run(config.anonKey)).status, 401);
  assert.equal((await run(`${config.serviceRoleKey}x`)).status, 401);
});

test('housekeeping: closes idle conversations and delivers their transcripts; recent ones stay open', async () => {
  const confirmed = uniqueEmail('housekeeping-confirmed');
  await confirmAddress(db, confirmed);
  const unconfirmed = uniqueEmail('housekeeping-unconfirmed');
  const idle = await seedConversation(db, { email: confirmed, lastMessageAt: minutesAgo(21) });
  const idleUnconfirmed = await seedConversation(db, { email: unconfirmed, lastMessageAt: minutesAgo(45) });
  const active = await seedConversation(db, { email: confirmed, lastMessageAt: minutesAgo(5) });

  const { status, body } = await answer(await run());
  assert.equal(status, 200);
  assert.ok((body.closed as number) >= 2);

  const closed = await conversationRow(db, idle.id);
  assert.equal(closed.status, 'closed');
  assert.equal(closed.closed_by, 'inactivity');
  assert.equal(closed.transcript_status, 'sent');
  assert.equal((await transcriptsTo(confirmed)).length, 1);

  assert.equal((await conversationRow(db, idleUnconfirmed.id)).transcript_status, 'awaiting-confirmation');
  assert.equal((await confirmationsTo(unconfirmed)).length, 1);
  assert.equal((await transcriptsTo(unconfirmed)).length, 0);

  assert.equal((await conversationRow(db, active.id)).status, 'open');

  // The next run finds nothing more to do for these.
  await run();
  assert.equal((await transcriptsTo(confirmed)).length, 1);
});

test('housekeeping: a transcript stalled while being sent is delivered again', async () => {
  const email = uniqueEmail('housekeeping-stalled');
  await confirmAddress(db, email);
  const stalledAt = minutesAgo(11);
  const stalled = await seedConversation(db, {
    email,
    extra: {
      status: 'closed',
      closed_by: 'user',
      closed_at: stalledAt,
      transcript_status: 'pending',
      transcript_attempts: 1,
      updated_at: stalledAt,
    },
  });
  const { body } = await answer(await run());
  assert.ok((body.retried as number) >= 1);
  const row = await conversationRow(db, stalled.id);
  assert.equal(row.transcript_status, 'sent');
  assert.equal(row.transcript_attempts, 2);
  assert.equal((await transcriptsTo(email)).length, 1);
});
