import assert from 'node:assert/strict';
import { composeMime, encodeWords } from '../../supabase/functions/_shared/email/mime.ts';
import { EmailDeliveryError, type EmailMessage } from '../../supabase/functions/_shared/email/message.ts';
import { createResendTransport } from '../../supabase/functions/_shared/email/resend.ts';
import { createSmtpTransport } from '../../supabase/functions/_shared/email/smtp.ts';
import { createSendContactEmail } from '../../supabase/functions/send-contact-email/handler.ts';
import { database, jsonRequest, mailTo, serve, test, testConfig, uniqueEmail } from './support/harness.ts';
import { deno } from '../../supabase/functions/_shared/runtime.ts';

// The two e-mail transports. Resend is replaced at the network edge by a local server that
// answers like the real API; SMTP talks to the emulator's mail catcher.

const API_KEY = 're_test_key';

/** A local stand-in for https://api.resend.com: same paths, auth, validation and error shapes. */
function resendStandIn(options: { rateLimited?: boolean } = {}) {
  const received: Record<string, unknown>[] = [];
  // Resend answers a repeat of an idempotency key (kept 24 hours) with the first e-mail's id.
  const sentUnder = new Map<string, string>();
  const error = (statusCode: number, name: string, message: string) =>
    Response.json({ statusCode, name, message }, { status: statusCode });
  const server = serve({ hostname: '127.0.0.1', port: 0, onListen: () => undefined }, async (request) => {
    if (new URL(request.url).pathname !== '/emails' || request.method !== 'POST') {
      return error(404, 'not_found', 'The requested endpoint does not exist.');
    }
    const authorization = request.headers.get('authorization');
    if (!authorization) return error(401, 'missing_api_key', 'Missing API key in the authorization header.');
    if (authorization !== `Bearer ${API_KEY}`) return error(401, 'invalid_api_key', 'API key is invalid');
    if (options.rateLimited)
      return error(429, 'rate_limit_exceeded', 'Too many requests. You can only make 2 requests per second.');
    const body = (await request.json()) as Record<string, unknown>;
    for (const field of ['from', 'to', 'subject'] as const) {
      if (!body[field]) return error(422, 'missing_required_field', `The \`${field}\` field is missing.`);
    }
    if (!body.html && !body.text) return error(422, 'validation_error', 'Missing `html` or `text` field.');
    const key = request.headers.get('idempotency-key');
    const earlier = key ? sentUnder.get(key) : undefined;
    if (earlier) return Response.json({ id: earlier });
    received.push(body);
    const id = crypto.randomUUID();
    if (key) sentUnder.set(key, id);
    return Response.json({ id });
  });
  return { url: `http://127.0.0.1:${server.addr.port}`, received, close: () => server.shutdown() };
}

const message: EmailMessage = {
  from: 'Skydive Events Holland <no-reply@skydiveevents.test>',
  to: ['sanne@example.test'],
  replyTo: 'inbox@skydiveevents.test',
  subject: 'Hello',
  html: '<p>Hello</p>',
  text: 'Hello',
  headers: { 'List-Unsubscribe': '<https://site.test/u>' },
};

test('resend: sends the message as the API expects and returns its id', async () => {
  const api = resendStandIn();
  try {
    const transport = createResendTransport({ apiKey: API_KEY, baseUrl: api.url });
    const { id } = await transport.send({ ...message, subject: 'Hi\r\nBcc: victim@evil.test' });
    assert.match(id, /^[0-9a-f-]{36}$/);
    assert.deepEqual(api.received, [
      {
        from: message.from,
        to: message.to,
        reply_to: message.replyTo,
        subject: 'Hi Bcc: victim@evil.test',
        html: message.html,
        text: message.text,
        headers: message.headers,
      },
    ]);
  } finally {
    await api.close();
  }
});

test('resend: a message sent again under its idempotency key goes out once', async () => {
  const api = resendStandIn();
  try {
    const transport = createResendTransport({ apiKey: API_KEY, baseUrl: api.url });
    const keyed = { ...message, idempotencyKey: 'enquiry-visitor/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' };
    const first = await transport.send(keyed);
    const again = await transport.send(keyed);
    assert.equal(again.id, first.id);
    assert.equal(api.received.length, 1);
    await transport.send(message);
    await transport.send(message);
    assert.equal(api.received.length, 3, 'without a key every send is a new e-mail');
  } finally {
    await api.close();
  }
});

test('resend: a wrong key, a validation error and a rate limit are delivery errors with Resend’s reason', async () => {
  const api = resendStandIn();
  const limited = resendStandIn({ rateLimited: true });
  try {
    await assert.rejects(
      createResendTransport({ apiKey: 're_wrong', baseUrl: api.url }).send(message),
      (error: unknown) => error instanceof EmailDeliveryError && /401 invalid_api_key/.test(error.message),
    );
    await assert.rejects(
      createResendTransport({ apiKey: API_KEY, baseUrl: api.url }).send({ ...message, subject: '' }),
      (error: unknown) =>
        error instanceof EmailDeliveryError && /422 missing_required_field/.test(error.message),
    );
    await assert.rejects(
      createResendTransport({ apiKey: API_KEY, baseUrl: limited.url }).send(message),
      (error: unknown) =>
        error instanceof EmailDeliveryError && /429 rate_limit_exceeded/.test(error.message),
    );
  } finally {
    await api.close();
    await limited.close();
  }
});

test('resend: when the API refuses, the enquiry is still stored and the row says why', async () => {
  const api = resendStandIn();
  try {
    const config = testConfig({ resendApiKey: 're_revoked' });
    const db = database(config);
    const handler = createSendContactEmail({
      config,
      db,
      transport: createResendTransport({ apiKey: 're_revoked', baseUrl: api.url }),
    });
    const email = uniqueEmail('resend-refused');
    const response = await handler(
      jsonRequest({ formType: 'demo', name: 'Sanne de Vries', email, additionalData: { attendees: 40000 } }),
    );
    assert.equal(response.status, 200);
    const { id } = (await response.json()) as { id: string };
    const { data } = await db
      .from('enquiries')
      .select('email_status, email_error, attendees')
      .eq('id', id)
      .single();
    assert.equal(data?.email_status, 'failed');
    assert.equal(data?.attendees, 40000);
    assert.match(data?.email_error ?? '', /Resend 401 invalid_api_key/);
  } finally {
    await api.close();
  }
});

test('smtp: delivers to the mail catcher with encoded non-ASCII headers and both parts', async () => {
  const to = uniqueEmail('smtp');
  const transport = createSmtpTransport({
    host: deno.env.get('SMTP_HOST') ?? '127.0.0.1',
    port: Number(deno.env.get('SMTP_PORT') ?? 54325),
  });
  await transport.send({
    ...message,
    to: [to],
    subject: 'Bevestiging – je aanvraag ✓',
    text: 'Regel één\n.\nnog een regel',
    html: '<p>één</p>',
  });
  const [caught] = await mailTo(to);
  assert.equal(caught?.Subject, 'Bevestiging – je aanvraag ✓');
  // A line holding only "." survives dot-stuffing.
  assert.equal(caught?.Text.trim(), 'Regel één\n.\nnog een regel');
  assert.equal(caught?.HTML, '<p>één</p>');
  assert.deepEqual(caught?.Headers['List-Unsubscribe'], ['<https://site.test/u>']);
});

test('mime: header values stay on one line whatever they contain', () => {
  const source = composeMime(
    {
      ...message,
      subject: 'x\r\nBcc: victim@evil.test',
      replyTo: 'a@b.nl\nBcc: victim@evil.test',
      headers: { 'X-Test': 'v\r\nX-Injected: 1' },
    },
    'id@test',
  );
  const headerBlock = source.split('\r\n\r\n')[0] ?? '';
  assert.doesNotMatch(headerBlock, /^Bcc:/m);
  assert.doesNotMatch(headerBlock, /^X-Injected:/m);
  assert.match(encodeWords('Zoë'), /^=\?UTF-8\?B\?/);
});
