import assert from 'node:assert/strict';
import type { EmailTransport } from '../../supabase/functions/_shared/email/message.ts';
import { createSmtpTransport } from '../../supabase/functions/_shared/email/smtp.ts';
import { transportFromConfig } from '../../supabase/functions/_shared/email/transport.ts';
import { createCloseChatConversation } from '../../supabase/functions/close-chat-conversation/handler.ts';
import { createResendChatTranscript } from '../../supabase/functions/resend-chat-transcript/handler.ts';
import {
  expiredToken,
  forgedToken,
  newAccount,
  newAdminWithCode,
  passwordToken,
  TEST_PASSWORD,
} from './support/callers.ts';
import {
  answer,
  chatRequest,
  confirmAddress,
  confirmationsTo,
  conversationRow,
  seedConversation,
  transcriptsTo,
} from './support/chat-conversations.ts';
import { closedPort, database, test, testConfig, uniqueEmail } from './support/harness.ts';

// resend-chat-transcript: an admin who entered their code delivers a failed transcript again from
// the back office; it goes to the visitor only once their address confirmed.

const config = testConfig();
const db = database(config);
const working = transportFromConfig(config);
const down = createSmtpTransport({ host: '127.0.0.1', port: closedPort() });
const admin = await newAdminWithCode('chat-resend');

const resend = (body: unknown, token: string | null = admin.token, transport = working) =>
  createResendChatTranscript({ config, db, transport })(
    chatRequest('resend-chat-transcript', body, token ? { Authorization: `Bearer ${token}` } : {}),
  );

const closeWith = (conversation: { id: string; token: string }, transport = working) =>
  createCloseChatConversation({ config, db, transport })(
    chatRequest('close-chat-conversation', {
      conversationId: conversation.id,
      conversationToken: conversation.token,
      isAutoClose: false,
    }),
  );

test('resend: only an admin who entered their code may resend', async () => {
  const body = { conversationId: crypto.randomUUID() };
  assert.equal((await resend(body, null)).status, 401);
  assert.equal((await resend(body, await forgedToken(admin.id))).status, 401);
  assert.equal((await resend(body, await expiredToken(admin.id))).status, 401);
  const password = await newAccount('chat-resend-aal1', true);
  assert.equal((await resend(body, await passwordToken(password.email, TEST_PASSWORD))).status, 403);
  assert.equal((await resend(body, await passwordToken('visitor@example.com'))).status, 403);
});

test('resend: an unknown conversation is a 404, an open one a 409, a bad body a 400', async () => {
  assert.equal((await resend({ conversationId: crypto.randomUUID() })).status, 404);
  assert.equal((await resend({ id: 'nope' })).status, 400);
  const open = await seedConversation(db, { email: uniqueEmail('resend-open') });
  const { status, body } = await answer(await resend({ conversationId: open.id }));
  assert.equal(status, 409);
  assert.equal(body.code, 'conversation-open');
  assert.equal((await conversationRow(db, open.id)).status, 'open');
});

test('resend: a transcript that failed goes out on resend, recorded on the same row', async () => {
  const email = uniqueEmail('resend-failed');
  await confirmAddress(db, email);
  const conversation = await seedConversation(db, { email });
  assert.equal((await answer(await closeWith(conversation, down))).body.transcript, 'failed');
  assert.equal((await transcriptsTo(email)).length, 0);

  const { status, body } = await answer(await resend({ conversationId: conversation.id }));
  assert.equal(status, 200);
  assert.deepEqual(body, { success: true, transcript: 'sent' });
  assert.equal((await transcriptsTo(email)).length, 1);
  const row = await conversationRow(db, conversation.id);
  assert.equal(row.transcript_status, 'sent');
  assert.equal(row.transcript_error, null);
  assert.equal(row.transcript_attempts, 2);
});

test('resend: a failure again is answered and recorded', async () => {
  const email = uniqueEmail('resend-down');
  await confirmAddress(db, email);
  const conversation = await seedConversation(db, { email });
  await closeWith(conversation, down);
  const { status, body } = await answer(await resend({ conversationId: conversation.id }, admin.token, down));
  assert.equal(status, 200);
  assert.deepEqual(body, { success: true, transcript: 'failed' });
  assert.match((await conversationRow(db, conversation.id)).transcript_error ?? '', /SMTP/);
});

test('resend: to an unconfirmed address only the confirmation goes again', async () => {
  const email = uniqueEmail('resend-unconfirmed');
  const conversation = await seedConversation(db, { email });
  await closeWith(conversation);
  const { body } = await answer(await resend({ conversationId: conversation.id }));
  assert.deepEqual(body, { success: true, transcript: 'awaiting-confirmation' });
  assert.equal((await confirmationsTo(email)).length, 2);
  assert.equal((await transcriptsTo(email)).length, 0);
});

test('resend: two admins at once send one transcript', async () => {
  const email = uniqueEmail('resend-concurrent');
  await confirmAddress(db, email);
  const conversation = await seedConversation(db, { email });
  await closeWith(conversation, down);
  // Slow enough that the second press arrives while the first is still sending.
  const slow: EmailTransport = {
    name: 'smtp',
    send: async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return working.send(message);
    },
  };
  const statuses = await Promise.all([
    resend({ conversationId: conversation.id }, admin.token, slow),
    resend({ conversationId: conversation.id }, admin.token, slow),
  ]).then((responses) => responses.map((response) => response.status).sort());
  assert.deepEqual(statuses, [200, 409]);
  assert.equal((await transcriptsTo(email)).length, 1);
});
