import assert from 'node:assert/strict';
import { transportFromConfig } from '../../supabase/functions/_shared/email/transport.ts';
import { hashToken } from '../../supabase/functions/_shared/chat/access.ts';
import { requestTranscriptAddress } from '../../supabase/functions/_shared/chat/confirmation.ts';
import { createCloseChatConversation } from '../../supabase/functions/close-chat-conversation/handler.ts';
import { createConfirmChatEmail } from '../../supabase/functions/confirm-chat-email/handler.ts';
import {
  answer,
  chatRequest,
  confirmationsTo,
  conversationRow,
  linkToken,
  seedConversation,
  transcriptsTo,
} from './support/chat-conversations.ts';
import { database, test, testConfig, uniqueEmail } from './support/harness.ts';

// confirm-chat-email: the link in the confirmation e-mail confirms the address and sends the
// transcripts that waited for it (recent ones only); an old or unknown link does nothing.

const config = testConfig();
const db = database(config);
const transport = transportFromConfig(config);
const deps = { config, db, transport };
const confirm = (body: unknown) => createConfirmChatEmail(deps)(chatRequest('confirm-chat-email', body));
const close = (conversation: { id: string; token: string }) =>
  createCloseChatConversation(deps)(
    chatRequest('close-chat-conversation', {
      conversationId: conversation.id,
      conversationToken: conversation.token,
      isAutoClose: false,
    }),
  );

test('confirm: a malformed token is a 400, an unknown one a 404', async () => {
  for (const body of [{}, { token: 'short' }, { token: 42 }]) {
    assert.equal((await confirm(body)).status, 400);
  }
  const { status, body } = await answer(await confirm({ token: 'x'.repeat(43) }));
  assert.equal(status, 404);
  assert.equal(body.code, 'unknown-token');
});

test('confirm: sends the transcripts that waited, in their language, once; a second click sends nothing', async () => {
  const email = uniqueEmail('confirm-flow');
  const english = await seedConversation(db, { email });
  // The address as the visitor typed it the second time, in capitals.
  const dutch = await seedConversation(db, { email: email.toUpperCase(), language: 'nl' });
  const old = await seedConversation(db, {
    email,
    extra: {
      status: 'closed',
      closed_by: 'user',
      closed_at: new Date(Date.now() - 8 * 86_400_000).toISOString(),
      transcript_status: 'awaiting-confirmation',
    },
  });
  await close(english);
  await close(dutch);
  assert.equal((await transcriptsTo(email)).length, 0);
  const [latest] = await confirmationsTo(email);
  assert.ok(latest);

  const { status, body } = await answer(await confirm({ token: linkToken(latest) }));
  assert.equal(status, 200);
  assert.deepEqual(body, { success: true, status: 'confirmed', transcriptsSent: 2 });
  const transcripts = await transcriptsTo(email);
  assert.deepEqual(transcripts.map((message) => message.Subject).sort(), [
    'Je chatgesprek met Skydive Events Holland',
    'Your chat with Skydive Events Holland',
  ]);
  assert.equal((await conversationRow(db, english.id)).transcript_status, 'sent');
  assert.equal((await conversationRow(db, dutch.id)).transcript_status, 'sent');
  // Closed more than a week ago: not sent on confirmation (an admin can still resend it).
  assert.equal((await conversationRow(db, old.id)).transcript_status, 'awaiting-confirmation');

  const again = await answer(await confirm({ token: linkToken(latest) }));
  assert.deepEqual(again.body, { success: true, status: 'already-confirmed', transcriptsSent: 0 });
  assert.equal((await transcriptsTo(email)).length, 2);

  // From now on a close sends the transcript straight away.
  const later = await seedConversation(db, { email });
  assert.equal((await answer(await close(later))).body.transcript, 'sent');
});

test('confirm: only the latest confirmation link works', async () => {
  const email = uniqueEmail('confirm-replaced');
  assert.equal(await requestTranscriptAddress(deps, email, 'en'), 'confirmation-sent');
  assert.equal(await requestTranscriptAddress(deps, email, 'en'), 'confirmation-sent');
  const tokens = (await confirmationsTo(email)).map(linkToken);
  assert.equal(tokens.length, 2);
  const stored = (await db.from('chat_transcript_addresses').select('*').eq('email', email).single()).data;
  const hashes = await Promise.all(tokens.map(hashToken));
  // The link whose token the database holds is the newest one.
  const newest = tokens[hashes.indexOf(stored?.confirmation_token_hash ?? '')];
  const older = tokens.find((token) => token !== newest);
  assert.ok(newest && older);
  assert.equal((await confirm({ token: older })).status, 404);
  assert.equal((await answer(await confirm({ token: newest }))).body.status, 'confirmed');
  assert.equal(await requestTranscriptAddress(deps, email, 'en'), 'confirmed');
  assert.equal((await confirmationsTo(email)).length, 2);
});
