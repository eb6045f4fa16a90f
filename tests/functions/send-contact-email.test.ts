import assert from 'node:assert/strict';
import { messages } from '../../supabase/functions/_shared/contract/enquiry/index.ts';
import { createSmtpTransport } from '../../supabase/functions/_shared/email/smtp.ts';
import { transportFromConfig } from '../../supabase/functions/_shared/email/transport.ts';
import { SETTING_KEYS } from '../../supabase/functions/_shared/contract/settings.ts';
import { enquirySettings } from '../../supabase/functions/_shared/enquiry-settings.ts';
import { createSendContactEmail } from '../../supabase/functions/send-contact-email/handler.ts';
import {
  closedPort,
  database,
  jsonRequest,
  mailTo,
  test,
  testConfig,
  uniqueEmail,
  uniqueIp,
} from './support/harness.ts';

// send-contact-email against the emulator's database and mail catcher.

const config = testConfig();
const db = database(config);
const handler = createSendContactEmail({ config, db, transport: transportFromConfig(config) });

const contactBody = (email: string) => ({
  formType: 'contact',
  name: 'Sanne de Vries',
  email,
  phone: '+31 6 1234 5678',
  service: 'tandem-jump',
  message: 'We would like to book two tandem jumps in May.',
  language: 'en',
  page: '/contact',
});

/** Where the company's copy goes: the first recipient set in the back office (the seed sets one). */
async function companyInbox(): Promise<string> {
  const [first] = (await enquirySettings(db, config)).recipients;
  assert.ok(first);
  return first;
}

async function rowsFor(email: string) {
  const { data, error } = await db.from('enquiries').select('*').eq('email', email);
  if (error) throw new Error(error.message);
  return data;
}

test('send-contact-email: stores the enquiry, e-mails company and visitor, records "sent"', async () => {
  const email = uniqueEmail('stored');
  const response = await handler(jsonRequest(contactBody(email)));
  assert.equal(response.status, 200);
  const body = (await response.json()) as { success: boolean; id: string };
  assert.equal(body.success, true);
  const [row] = await rowsFor(email);
  assert.equal(row?.id, body.id);
  assert.equal(row?.email_status, 'sent');
  assert.equal(row?.source_path, '/contact');
  const visitorMail = await mailTo(email);
  assert.equal(visitorMail.length, 1);
  assert.match(visitorMail[0]?.Text ?? '', /24 hours/);
  const companyMail = (await mailTo(await companyInbox())).find((message) => message.Text.includes(email));
  assert.ok(companyMail, 'the company inbox got the enquiry');
  assert.deepEqual(companyMail.Headers['Reply-To'], [email]);
  assert.match(companyMail.Text, new RegExp(`https://site.test/admin/enquiries/${body.id}`));
});

test('send-contact-email: a filled honeypot looks like success but stores and sends nothing', async () => {
  const email = uniqueEmail('honeypot');
  const response = await handler(jsonRequest({ ...contactBody(email), website: 'https://spam.test' }));
  assert.equal(response.status, 200);
  const body = (await response.json()) as { success: boolean; id: string };
  assert.equal(body.success, true);
  assert.match(body.id, /^[0-9a-f-]{36}$/);
  assert.deepEqual(await rowsFor(email), []);
  assert.deepEqual(await mailTo(email), []);
});

test('send-contact-email: invalid input is 400 with field errors in the request’s language', async () => {
  const email = uniqueEmail('invalid');
  const response = await handler(
    jsonRequest({ ...contactBody(email), name: 'J', message: 'kort', language: 'nl' }),
  );
  assert.equal(response.status, 400);
  assert.deepEqual(await response.json(), {
    success: false,
    error: messages.nl.validationFailed,
    fieldErrors: { name: [messages.nl.nameMin], message: [messages.nl.messageMin] },
  });
  assert.deepEqual(await rowsFor(email), []);
});

test('send-contact-email: the security pre-check rejects markup before anything is stored', async () => {
  const email = uniqueEmail('hostile');
  const response = await handler(
    jsonRequest({ ...contactBody(email), message: 'Hello <script>alert(document.cookie)</script> there' }),
  );
  assert.equal(response.status, 400);
  const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
  assert.deepEqual(body.fieldErrors, { message: [messages.en.securityRejected] });
  assert.deepEqual(await rowsFor(email), []);
});

test('send-contact-email: 5 per minute per form type from one IP, then 429 with Retry-After', async () => {
  const ip = uniqueIp();
  for (let i = 0; i < 5; i++) {
    assert.equal((await handler(jsonRequest(contactBody(uniqueEmail('ip')), { ip }))).status, 200);
  }
  const email = uniqueEmail('ip-limited');
  const limited = await handler(jsonRequest(contactBody(email), { ip }));
  assert.equal(limited.status, 429);
  assert.ok(Number(limited.headers.get('retry-after')) > 0);
  assert.deepEqual(await limited.json(), { success: false, error: messages.en.rateLimited });
  assert.deepEqual(await rowsFor(email), []);
  // Another form type has its own allowance.
  const tandem = { formType: 'tandem', name: 'Sanne de Vries', email: uniqueEmail('ip-tandem') };
  assert.equal((await handler(jsonRequest(tandem, { ip }))).status, 200);
});

test('send-contact-email: real names in any script are stored; digits and markup are refused', async () => {
  const names = [
    'J. de Vries',
    'Dr. Jansen',
    'Zoë',
    'Zoe\u0308',
    'Łukasz',
    'Ἀλέξανδρος',
    'Саша',
    '山田太郎',
    'O’Brien',
  ];
  for (const name of names) {
    const email = uniqueEmail('real-name');
    const response = await handler(jsonRequest({ ...contactBody(email), name }));
    assert.equal(response.status, 200, name);
    await response.body?.cancel();
    assert.deepEqual(
      (await rowsFor(email)).map((row) => row.name),
      [name.normalize('NFC')],
    );
  }
  for (const [name, message] of [
    ['<b>x</b>', messages.nl.nameChars],
    ['R2D2', messages.nl.nameChars],
    ['a', messages.nl.nameMin],
  ] as const) {
    const email = uniqueEmail('refused-name');
    const response = await handler(jsonRequest({ ...contactBody(email), name, language: 'nl' }));
    assert.equal(response.status, 400, name);
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    assert.deepEqual(body.fieldErrors.name, [message]);
    assert.deepEqual(await rowsFor(email), []);
  }
});

test('send-contact-email: eight forged X-Forwarded-For values and e-mails from one client, 429 after five', async () => {
  const ip = uniqueIp();
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const request = jsonRequest(contactBody(uniqueEmail('forged')), { ip, forgedForwardedFor: uniqueIp() });
    const response = await handler(request);
    statuses.push(response.status);
    await response.body?.cancel();
  }
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
});

test('send-contact-email: 5 per minute per e-mail address, whatever the IP', async () => {
  const email = uniqueEmail('same-address');
  for (let i = 0; i < 5; i++) assert.equal((await handler(jsonRequest(contactBody(email)))).status, 200);
  const limited = await handler(jsonRequest({ ...contactBody(email.toUpperCase()) }));
  assert.equal(limited.status, 429);
  assert.equal((await rowsFor(email)).length, 5);
});

test('send-contact-email: stores first, so a failing transport still answers success and marks the row', async () => {
  const failing = createSmtpTransport({ host: '127.0.0.1', port: closedPort() });
  const offline = createSendContactEmail({ config, db, transport: failing });
  const email = uniqueEmail('offline');
  const response = await offline(jsonRequest(contactBody(email)));
  assert.equal(response.status, 200);
  const body = (await response.json()) as { success: boolean; id: string };
  assert.equal(body.success, true);
  const [row] = await rowsFor(email);
  assert.equal(row?.id, body.id);
  assert.equal(row?.email_status, 'failed');
  assert.match(row?.email_error ?? '', /company: SMTP: cannot connect/);
  assert.equal(row?.message, 'We would like to book two tandem jumps in May.');
});

test('send-contact-email: the row exists, pending, before the first e-mail leaves', async () => {
  const email = uniqueEmail('ordering');
  const smtp = transportFromConfig(config);
  const seenAtSend: string[] = [];
  // The real SMTP transport, observed: each send first looks for the stored row.
  const observed = createSendContactEmail({
    config,
    db,
    transport: {
      name: smtp.name,
      async send(message) {
        const [row] = await rowsFor(email);
        seenAtSend.push(row?.email_status ?? 'missing');
        return smtp.send(message);
      },
    },
  });
  assert.equal((await observed(jsonRequest(contactBody(email)))).status, 200);
  assert.deepEqual(seenAtSend, ['pending', 'pending']);
  assert.equal((await rowsFor(email))[0]?.email_status, 'sent');
});

test('send-contact-email: CR/LF in any field never reaches a header', async () => {
  const attempts = [
    { name: 'Sanne\r\nBcc: victim@evil.test' },
    { email: 'sanne@example.com\r\nBcc: victim@evil.test' },
    { email: 'sanne@example.com\nSubject: hacked' },
    { phone: '0612345678\r\nX-Injected: 1' },
    { page: '/contact\r\nBcc: victim@evil.test' },
  ];
  for (const attempt of attempts) {
    const response = await handler(jsonRequest({ ...contactBody(uniqueEmail('crlf')), ...attempt }));
    assert.equal(response.status, 400, JSON.stringify(attempt));
  }
  // Free text may hold line breaks; it is only ever in the body.
  const email = uniqueEmail('crlf-body');
  const tandem = {
    formType: 'tandem',
    name: 'Sanne de Vries',
    email,
    message: 'Line one\r\nBcc: victim@evil.test\r\nSubject: hacked',
    additionalData: { specialRequests: 'a\r\nX-Injected: yes' },
  };
  assert.equal((await handler(jsonRequest(tandem))).status, 200);
  assert.deepEqual(await mailTo('victim@evil.test'), []);
  const [visitorMail] = await mailTo(email);
  assert.ok(visitorMail);
  assert.equal(visitorMail.Headers['X-Injected'], undefined);
  assert.doesNotMatch(visitorMail.Subject, /hacked/);
});

test('send-contact-email: user text is HTML-escaped in the company e-mail', async () => {
  const email = uniqueEmail('escape');
  const body = {
    formType: 'corporate',
    name: 'Sanne de Vries',
    email,
    message: 'Budget <b>big</b> & "flexible" \'ok\'',
    additionalData: { companyName: 'Tom & Jerry <BV>', specialRequests: '<img src=x>' },
  };
  assert.equal((await handler(jsonRequest(body))).status, 200);
  const companyMail = (await mailTo(await companyInbox())).find((message) => message.Text.includes(email));
  assert.ok(companyMail);
  assert.match(companyMail.HTML, /Budget &lt;b&gt;big&lt;\/b&gt; &amp; &quot;flexible&quot; &#39;ok&#39;/);
  assert.match(companyMail.HTML, /Tom &amp; Jerry &lt;BV&gt;/);
  assert.match(companyMail.HTML, /&lt;img src=x&gt;/);
  assert.doesNotMatch(companyMail.HTML, /<b>big<\/b>|<img src=x>/);
  // The plain-text part shows the text as typed.
  assert.match(companyMail.Text, /Tom & Jerry <BV>/);
});

test('send-contact-email: wrong method 405, wrong type 415, oversize 413, bad JSON 400, preflight', async () => {
  const get = await handler(new Request('http://functions.test/send-contact-email'));
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST, OPTIONS');
  await get.body?.cancel();
  const form = await handler(
    jsonRequest(null, { contentType: 'application/x-www-form-urlencoded', raw: 'name=x' }),
  );
  assert.equal(form.status, 415);
  await form.body?.cancel();
  const text = await handler(jsonRequest(null, { contentType: 'text/plain', raw: '{}' }));
  assert.equal(text.status, 415);
  await text.body?.cancel();
  const huge = await handler(
    jsonRequest({ ...contactBody(uniqueEmail('huge')), message: 'x'.repeat(40_000) }),
  );
  assert.equal(huge.status, 413);
  await huge.body?.cancel();
  const broken = await handler(jsonRequest(null, { raw: '{"name": "Sanne",' }));
  assert.equal(broken.status, 400);
  assert.equal(((await broken.json()) as { success: boolean }).success, false);
  const preflight = await handler(
    new Request('http://functions.test/send-contact-email', { method: 'OPTIONS' }),
  );
  assert.equal(preflight.status, 200);
  assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /apikey/);
  await preflight.body?.cancel();
});

test('send-contact-email: the company copy goes to every recipient set in the back office, else to EMAIL_TO', async () => {
  const { data: saved } = await db
    .from('site_settings')
    .select('*')
    .eq('key', SETTING_KEYS.enquiryRecipients)
    .single();
  assert.ok(saved, 'the seed sets the recipients');
  const [first, second] = [uniqueEmail('desk-one'), uniqueEmail('desk-two')];
  try {
    const updated = await db
      .from('site_settings')
      .update({ value: [first, second] })
      .eq('key', SETTING_KEYS.enquiryRecipients);
    assert.equal(updated.error, null);
    const email = uniqueEmail('recipients');
    assert.equal((await handler(jsonRequest(contactBody(email)))).status, 200);
    for (const desk of [first, second]) {
      assert.ok(
        (await mailTo(desk)).some((message) => message.Text.includes(email)),
        `${desk} got the enquiry`,
      );
    }

    await db.from('site_settings').delete().eq('key', SETTING_KEYS.enquiryRecipients);
    const fallback = uniqueEmail('fallback');
    assert.equal((await handler(jsonRequest(contactBody(fallback)))).status, 200);
    assert.ok((await mailTo(config.emailTo)).some((message) => message.Text.includes(fallback)));
  } finally {
    await db.from('site_settings').upsert(saved);
  }
});
