import assert from 'node:assert/strict';
import { messages } from '../../supabase/functions/_shared/contract/enquiry/index.ts';
import { IDEMPOTENCY_HEADER } from '../../supabase/functions/_shared/contract/enquiry/idempotency.ts';
import { transportFromConfig } from '../../supabase/functions/_shared/email/transport.ts';
import { enquirySettings } from '../../supabase/functions/_shared/enquiry-settings.ts';
import { createSendContactEmail } from '../../supabase/functions/send-contact-email/handler.ts';
import { database, jsonRequest, mailTo, test, testConfig, uniqueEmail, uniqueIp } from './support/harness.ts';

// One submission, one enquiry: a double tap, a retry after a timeout and the same form sent again
// carry the same idempotency key, and send-contact-email stores one row, sends one e-mail each way
// and answers every copy with the same success.

const config = testConfig();
const db = database(config);
const handler = createSendContactEmail({ config, db, transport: transportFromConfig(config) });

const contactBody = (email: string) => ({
  formType: 'contact',
  name: 'Sanne de Vries',
  email,
  service: 'tandem-jump',
  message: 'We would like to book two tandem jumps in May.',
  language: 'en',
});

function keyed(body: unknown, key: string | undefined, ip = uniqueIp()): Request {
  const request = jsonRequest(body, { ip });
  if (key !== undefined) request.headers.set(IDEMPOTENCY_HEADER, key);
  return request;
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as { success: boolean; id?: string } };
}

async function rowsFor(email: string) {
  const { data, error } = await db.from('enquiries').select('id, email_status').eq('email', email);
  if (error) throw new Error(error.message);
  return data;
}

async function companyCopies(email: string) {
  const [desk] = (await enquirySettings(db, config)).recipients;
  assert.ok(desk);
  return (await mailTo(desk)).filter((message) => message.Text.includes(email));
}

test('idempotency: a double tap (two copies at once) stores one row and sends one e-mail each way', async () => {
  const email = uniqueEmail('double-tap');
  const key = crypto.randomUUID();
  const [first, second] = await Promise.all([
    handler(keyed(contactBody(email), key)).then(answer),
    handler(keyed(contactBody(email), key)).then(answer),
  ]);
  assert.deepEqual([first.status, second.status], [200, 200]);
  assert.equal(first.body.success, true);
  assert.deepEqual(second.body, first.body);
  const rows = await rowsFor(email);
  assert.deepEqual(
    rows.map((row) => row.id),
    [first.body.id],
  );
  assert.equal((await mailTo(email)).length, 1);
  assert.equal((await companyCopies(email)).length, 1);
});

test('idempotency: a retry after a timeout gets the first answer, even once the rate limit is spent', async () => {
  const email = uniqueEmail('retry');
  const ip = uniqueIp();
  const key = crypto.randomUUID();
  const first = await answer(await handler(keyed(contactBody(email), key, ip)));
  assert.equal(first.status, 200);
  // The same address and client send four more enquiries: the limit of five a minute is reached.
  for (let index = 0; index < 4; index += 1) {
    const other = await handler(keyed(contactBody(email), crypto.randomUUID(), ip));
    assert.equal(other.status, 200);
    await other.body?.cancel();
  }
  const limited = await handler(keyed(contactBody(email), crypto.randomUUID(), ip));
  assert.equal(limited.status, 429);
  await limited.body?.cancel();

  // The browser never saw the first answer and sends the same form again: same success, nothing new.
  const retried = await answer(await handler(keyed(contactBody(email), key.toUpperCase(), ip)));
  assert.deepEqual(retried, first);
  assert.equal((await rowsFor(email)).length, 5);
  assert.equal((await companyCopies(email)).length, 5);
});

test('idempotency: without a key every submission is its own enquiry, as for older clients', async () => {
  const email = uniqueEmail('no-key');
  for (let index = 0; index < 2; index += 1) {
    const response = await handler(keyed(contactBody(email), undefined));
    assert.equal(response.status, 200);
    await response.body?.cancel();
  }
  assert.equal((await rowsFor(email)).length, 2);
});

test('idempotency: a malformed key is 400, a key reused for another enquiry 409; nothing is stored', async () => {
  const email = uniqueEmail('bad-key');
  const malformed = await answer(await handler(keyed(contactBody(email), 'not-a-uuid')));
  assert.deepEqual(malformed, {
    status: 400,
    body: {
      success: false,
      error: messages.en.validationFailed,
      fieldErrors: { form: [messages.en.bodyInvalid] },
    },
  });

  const key = crypto.randomUUID();
  assert.equal((await answer(await handler(keyed(contactBody(uniqueEmail('owner')), key)))).status, 200);
  const reused = await answer(await handler(keyed({ ...contactBody(email), language: 'nl' }, key)));
  assert.deepEqual(reused, { status: 409, body: { success: false, error: messages.nl.bodyInvalid } });
  assert.deepEqual(await rowsFor(email), []);
});

test('idempotency: the browser may send the key (CORS preflight allows the header)', async () => {
  const preflight = await handler(
    new Request('http://functions.test/send-contact-email', { method: 'OPTIONS' }),
  );
  assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /idempotency-key/i);
  await preflight.body?.cancel();
});
