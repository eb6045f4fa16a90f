import assert from 'node:assert/strict';
import { createSmtpTransport } from '../../supabase/functions/_shared/email/smtp.ts';
import { transportFromConfig } from '../../supabase/functions/_shared/email/transport.ts';
import { enquirySettings } from '../../supabase/functions/_shared/enquiry-settings.ts';
import { confirmationRateKey } from '../../supabase/functions/_shared/chat/confirmation.ts';
import { transcriptRateKey } from '../../supabase/functions/_shared/chat/transcript.ts';
import { CHAT_RATE_LIMITS } from '../../supabase/functions/_shared/contract/chat.ts';
import { createCloseChatConversation } from '../../supabase/functions/close-chat-conversation/handler.ts';
import {
  answer,
  chatRequest,
  confirmAddress,
  confirmationsTo,
  conversationRow,
  exhaustRateLimit,
  seedConversation,
  transcriptsTo,
} from './support/chat-conversations.ts';
import { closedPort, database, mailTo, test, testConfig, uniqueEmail } from './support/harness.ts';

// close-chat-conversation against the emulator's database and mail catcher: only the token's
// holder closes, closing twice is fine, and the transcript goes only to an address that confirmed
// it; an unconfirmed address gets a confirmation e-mail without a word the visitor wrote.

const config = testConfig();
const db = database(config);
const working = transportFromConfig(config);
const down = createSmtpTransport({ host: '127.0.0.1', port: closedPort() });
const { recipients } = await enquirySettings(db, config);

const close = (body: unknown, transport = working) =>
  createCloseChatConversation({ config, db, transport })(chatRequest('close-chat-conversation', body));

const companyCopies = async (id: string) =>
  (await mailTo(recipients[0]!)).filter(
    (message) => message.Subject === `Chat transcript #${id.slice(0, 8)}`,
  );

test('close: an unknown conversation is a 404', async () => {
  const { status, body } = await answer(
    await close({
      conversationId: crypto.randomUUID(),
      conversationToken: 'a'.repeat(43),
      isAutoClose: false,
    }),
  );
  assert.equal(status, 404);
  assert.equal(body.code, 'conversation-not-found');
});

test('close: a wrong, malformed or missing token is a 403 and changes nothing', async () => {
  const email = uniqueEmail('close-forbidden');
  await confirmAddress(db, email);
  const conversation = await seedConversation(db, { email });
  const tokens = [{ conversationToken: 'b'.repeat(43) }, { conversationToken: 'short' }, {}];
  for (const token of tokens) {
    const { status, body } = await answer(
      await close({ conversationId: conversation.id, isAutoClose: false, language: 'nl', ...token }),
    );
    assert.equal(status, 403);
    assert.equal(body.code, 'conversation-forbidden');
    assert.equal(body.error, 'Dit gesprek hoort bij een andere sessie. Begin een nieuw gesprek.');
  }
  const row = await conversationRow(db, conversation.id);
  assert.equal(row.status, 'open');
  assert.equal(row.transcript_status, 'not-sent');
  assert.equal((await mailTo(email)).length, 0);
});

test('close: a body that is not a close request is a 400 in the asked language', async () => {
  for (const body of [
    {},
    { conversationId: 'nope', isAutoClose: false },
    { conversationId: crypto.randomUUID() },
  ]) {
    const { status, body: refusal } = await answer(await close({ ...body, language: 'nl' }));
    assert.equal(status, 400);
    assert.equal(refusal.code, 'invalid-body');
    assert.equal(refusal.error, 'Dit verzoek is geen chatbericht.');
  }
});

test('close: to a confirmed address the transcript goes out in English, escaped, with Amsterdam times, and a company copy', async () => {
  const email = uniqueEmail('close-confirmed');
  await confirmAddress(db, email);
  const conversation = await seedConversation(db, {
    email,
    name: 'Zoë <b>',
    messages: [
      { role: 'user', content: 'Hello <script>alert(1)</script>\nsecond line', at: '2026-07-14T20:02:00Z' },
      { role: 'assistant', content: 'See [tandem jumps](/services/tandem).', at: '2026-07-14T20:03:00Z' },
    ],
  });
  const { status, body } = await answer(
    await close({
      conversationId: conversation.id,
      conversationToken: conversation.token,
      isAutoClose: false,
    }),
  );
  assert.equal(status, 200);
  assert.deepEqual(body, { success: true, status: 'closed', closedBy: 'user', transcript: 'sent' });

  const [transcript, ...more] = await transcriptsTo(email);
  assert.equal(more.length, 0);
  assert.ok(transcript);
  assert.equal(transcript.Subject, 'Your chat with Skydive Events Holland');
  // 20:02 UTC in July is 22:02 in Amsterdam.
  assert.match(
    transcript.Text,
    /\[14 Jul 2026, 22:02\] You:\nHello <script>alert\(1\)<\/script>\nsecond line/,
  );
  assert.match(transcript.Text, /tandem jumps \(https:\/\/site\.test\/services\/tandem\)/);
  assert.ok(!transcript.HTML.includes('<script>'));
  assert.ok(transcript.HTML.includes('Hello &lt;script&gt;alert(1)&lt;/script&gt;<br>second line'));
  assert.ok(transcript.HTML.includes('Zoë &lt;b&gt;'));
  assert.ok(transcript.HTML.includes('<a href="https://site.test/services/tandem">tandem jumps</a>'));
  assert.equal((await confirmationsTo(email)).length, 0);

  const copies = await companyCopies(conversation.id);
  assert.equal(copies.length, 1);
  assert.ok(copies[0]!.Text.includes(email));
  assert.ok(copies[0]!.Text.includes('Closed by: the visitor'));
  assert.ok(!copies[0]!.HTML.includes('<script>'));

  const row = await conversationRow(db, conversation.id);
  assert.equal(row.status, 'closed');
  assert.equal(row.closed_by, 'user');
  assert.ok(row.closed_at);
  assert.equal(row.transcript_status, 'sent');
  assert.equal(row.transcript_error, null);
  assert.equal(row.transcript_attempts, 1);
  assert.ok(row.transcript_sent_at);
});

test('close: in Dutch for a Dutch conversation, closed by inactivity', async () => {
  const email = uniqueEmail('close-dutch');
  await confirmAddress(db, email, 'nl');
  const conversation = await seedConversation(db, {
    email,
    language: 'nl',
    messages: [
      {
        role: 'user',
        content: 'Kunnen jullie in juli op ons festival springen?',
        at: '2026-01-10T09:15:00Z',
      },
      { role: 'assistant', content: 'Ja, dat kan.', at: '2026-01-10T09:15:30Z' },
    ],
  });
  const { body } = await answer(
    await close({
      conversationId: conversation.id,
      conversationToken: conversation.token,
      isAutoClose: true,
    }),
  );
  assert.deepEqual(body, { success: true, status: 'closed', closedBy: 'inactivity', transcript: 'sent' });
  const [transcript] = await transcriptsTo(email);
  assert.equal(transcript?.Subject, 'Je chatgesprek met Skydive Events Holland');
  // 09:15 UTC in January is 10:15 in Amsterdam.
  assert.match(
    transcript!.Text,
    /\[10 jan 2026, 10:15\] Jij:\nKunnen jullie in juli op ons festival springen\?/,
  );
  assert.match(transcript!.Text, /Assistent:\nJa, dat kan\./);
  assert.equal((await conversationRow(db, conversation.id)).closed_by, 'inactivity');
});

test('close: an unconfirmed address gets only a confirmation e-mail, with none of the visitor text', async () => {
  const email = uniqueEmail('close-unconfirmed');
  const conversation = await seedConversation(db, {
    email,
    name: 'Buy cheap pills at evil.example',
    messages: [{ role: 'user', content: 'Visit evil.example for prizes' }],
  });
  const { body } = await answer(
    await close({
      conversationId: conversation.id,
      conversationToken: conversation.token,
      isAutoClose: false,
    }),
  );
  assert.deepEqual(body, {
    success: true,
    status: 'closed',
    closedBy: 'user',
    transcript: 'awaiting-confirmation',
  });
  const received = await mailTo(email);
  assert.equal(received.length, 1);
  const [confirmation] = received;
  assert.equal(
    confirmation!.Subject,
    'Confirm your e-mail address for chat transcripts – Skydive Events Holland',
  );
  assert.match(confirmation!.Text, /https:\/\/site\.test\/chat\/confirm\?token=[A-Za-z0-9_-]{43}/);
  for (const part of [confirmation!.Subject, confirmation!.Text, confirmation!.HTML]) {
    assert.ok(!part.includes('evil.example'), 'the confirmation e-mail holds visitor text');
    assert.ok(!part.includes('pills'));
  }
  // The company still gets its copy: it is no relay to a stranger.
  assert.equal((await companyCopies(conversation.id)).length, 1);
  const row = await conversationRow(db, conversation.id);
  assert.equal(row.transcript_status, 'awaiting-confirmation');
  assert.equal(row.transcript_sent_at, null);
});

test('close: the Dutch confirmation e-mail links to the Dutch page', async () => {
  const email = uniqueEmail('close-unconfirmed-nl');
  const conversation = await seedConversation(db, { email, language: 'nl' });
  await close({ conversationId: conversation.id, conversationToken: conversation.token, isAutoClose: false });
  const [confirmation] = await confirmationsTo(email);
  assert.equal(confirmation?.Subject, 'Bevestig je e-mailadres voor chatgesprekken – Skydive Events Holland');
  assert.match(confirmation!.Text, /https:\/\/site\.test\/nl\/chat\/bevestigen\?token=/);
});

test('close: closing twice answers what the first close recorded and sends one transcript', async () => {
  const email = uniqueEmail('close-twice');
  await confirmAddress(db, email);
  const conversation = await seedConversation(db, { email });
  const request = {
    conversationId: conversation.id,
    conversationToken: conversation.token,
    isAutoClose: true,
  };
  await close(request);
  const { status, body } = await answer(await close({ ...request, isAutoClose: false }));
  assert.equal(status, 200);
  assert.deepEqual(body, {
    success: true,
    status: 'already-closed',
    closedBy: 'inactivity',
    transcript: 'sent',
  });
  assert.equal((await transcriptsTo(email)).length, 1);
  assert.equal((await conversationRow(db, conversation.id)).transcript_attempts, 1);
});

test('close: concurrent closes send one transcript and one company copy', async () => {
  const email = uniqueEmail('close-concurrent');
  await confirmAddress(db, email);
  const conversation = await seedConversation(db, { email });
  const request = {
    conversationId: conversation.id,
    conversationToken: conversation.token,
    isAutoClose: false,
  };
  const answers = await Promise.all(
    [close(request), close(request), close(request)].map(async (r) => answer(await r)),
  );
  assert.deepEqual(answers.map((a) => a.body.status).sort(), ['already-closed', 'already-closed', 'closed']);
  for (const { body } of answers) assert.equal(body.transcript, 'sent');
  assert.equal((await transcriptsTo(email)).length, 1);
  assert.equal((await companyCopies(conversation.id)).length, 1);
});

test('close: a failed e-mail is recorded on the conversation', async () => {
  const email = uniqueEmail('close-mail-down');
  await confirmAddress(db, email);
  const conversation = await seedConversation(db, { email });
  const { status, body } = await answer(
    await close(
      { conversationId: conversation.id, conversationToken: conversation.token, isAutoClose: false },
      down,
    ),
  );
  assert.equal(status, 200);
  assert.equal(body.transcript, 'failed');
  const row = await conversationRow(db, conversation.id);
  assert.equal(row.status, 'closed');
  assert.equal(row.transcript_status, 'failed');
  assert.match(row.transcript_error ?? '', /visitor: .*company: /s);
  assert.equal(row.transcript_sent_at, null);
});

test('close: an address that received its share of transcripts this hour gets no more', async () => {
  const email = uniqueEmail('close-transcript-limit');
  await confirmAddress(db, email);
  await exhaustRateLimit(db, transcriptRateKey(email), CHAT_RATE_LIMITS.transcriptEmail.hits);
  const conversation = await seedConversation(db, { email });
  const { body } = await answer(
    await close({
      conversationId: conversation.id,
      conversationToken: conversation.token,
      isAutoClose: false,
    }),
  );
  assert.equal(body.transcript, 'failed');
  assert.equal((await mailTo(email)).length, 0);
  assert.match(
    (await conversationRow(db, conversation.id)).transcript_error ?? '',
    /10 transcripts within the hour/,
  );
});

test('close: confirmation e-mails to one address are limited, the earlier link keeps working', async () => {
  const email = uniqueEmail('close-confirm-limit');
  const first = await seedConversation(db, { email });
  await close({ conversationId: first.id, conversationToken: first.token, isAutoClose: false });
  await exhaustRateLimit(db, confirmationRateKey(email), CHAT_RATE_LIMITS.confirmationEmail.hits);
  const hashBefore = (await db.from('chat_transcript_addresses').select('*').eq('email', email).single())
    .data;
  const second = await seedConversation(db, { email });
  const { body } = await answer(
    await close({ conversationId: second.id, conversationToken: second.token, isAutoClose: false }),
  );
  assert.equal(body.transcript, 'awaiting-confirmation');
  assert.equal((await confirmationsTo(email)).length, 1);
  const hashAfter = (await db.from('chat_transcript_addresses').select('*').eq('email', email).single()).data;
  assert.equal(hashAfter?.confirmation_token_hash, hashBefore?.confirmation_token_hash);
});
