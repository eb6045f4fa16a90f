import assert from 'node:assert/strict';
import { messages } from '../../supabase/functions/_shared/contract/enquiry/index.ts';
import { createSmtpTransport } from '../../supabase/functions/_shared/email/smtp.ts';
import { transportFromConfig } from '../../supabase/functions/_shared/email/transport.ts';
import { createNewsletterConfirm } from '../../supabase/functions/newsletter-confirm/handler.ts';
import { createNewsletterSubscribe } from '../../supabase/functions/newsletter-subscribe/handler.ts';
import { createNewsletterUnsubscribe } from '../../supabase/functions/newsletter-unsubscribe/handler.ts';
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

// The newsletter's double opt-in: subscribe, confirm from the site's page, unsubscribe from the
// site's page or by one click in a mail client, against the emulator's database and mail catcher.

const config = testConfig();
const db = database(config);
const transport = transportFromConfig(config);
const subscribe = createNewsletterSubscribe({ config, db, transport });
const confirm = createNewsletterConfirm({ config, db, transport });
const unsubscribe = createNewsletterUnsubscribe({ config, db });

/** The first link in `text` to a path on the test site. */
const siteLink = (text: string, path: string) => {
  const link = new RegExp(`https://site\\.test${path}\\?\\S+`).exec(text)?.[0];
  assert.ok(link, `no link to ${path} in:\n${text}`);
  return new URL(link);
};

/** What the site's confirm page sends: the token from its address. */
const confirmFrom = (link: URL) => confirm(jsonRequest({ token: link.searchParams.get('token') }));

/** What the site's unsubscribe page sends: the id and token from its address. */
const unsubscribeFrom = (link: URL) =>
  unsubscribe(jsonRequest({ id: link.searchParams.get('id'), token: link.searchParams.get('token') }));

/** The List-Unsubscribe header's URL. */
const oneClickUrl = (headers: Record<string, string[]>) => {
  const url = /^<(.+)>$/.exec(headers['List-Unsubscribe']?.[0] ?? '')?.[1];
  assert.ok(url, 'the e-mail has a List-Unsubscribe header');
  return new URL(url);
};

const oneClickPost = (url: URL) =>
  unsubscribe(
    new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  );

async function subscriber(email: string) {
  const { data } = await db.from('newsletter_subscribers').select('*').eq('email', email).maybeSingle();
  return data;
}

async function signUp(email: string, language: 'en' | 'nl' = 'en') {
  const response = await subscribe(jsonRequest({ name: 'Sanne de Vries', email, language }));
  assert.deepEqual(await response.json(), { success: true });
  const [confirmation] = await mailTo(email);
  assert.ok(confirmation, 'the confirmation e-mail arrived');
  return confirmation;
}

test('newsletter: subscribe, confirm and unsubscribe through the Dutch pages of the site', async () => {
  const email = uniqueEmail('nieuwsbrief');
  const response = await subscribe(
    jsonRequest({ name: 'Sanne de Vries', email: email.toUpperCase(), language: 'nl' }),
  );
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { success: true });
  const stored = await subscriber(email);
  assert.equal(stored?.confirmed_at, null);
  assert.equal(stored?.email_status, 'sent');

  const [confirmation] = await mailTo(email);
  assert.ok(confirmation);
  assert.match(confirmation.Subject, /Bevestig je inschrijving/);
  const header = oneClickUrl(confirmation.Headers);
  assert.equal(`${header.origin}${header.pathname}`, `${config.functionsUrl}/newsletter-unsubscribe`);
  assert.deepEqual(confirmation.Headers['List-Unsubscribe-Post'], ['List-Unsubscribe=One-Click']);
  const confirmLink = siteLink(confirmation.Text, '/nl/nieuwsbrief/bevestigen');
  assert.ok(confirmation.HTML.includes(confirmLink.href), 'the button links to the same page');

  const confirmed = await confirmFrom(confirmLink);
  assert.equal(confirmed.status, 200);
  assert.match(confirmed.headers.get('content-type') ?? '', /application\/json/);
  assert.deepEqual(await confirmed.json(), { success: true, status: 'confirmed', guideSent: true });
  assert.ok((await subscriber(email))?.confirmed_at);

  const guide = (await mailTo(email)).find((message) => message.Subject.includes('gids'));
  assert.ok(guide, 'the guide e-mail arrived');
  assert.match(guide.Text, /https:\/\/site\.test\/downloads\/skydiving-guide-nl\.pdf/);
  assert.ok(oneClickUrl(guide.Headers).searchParams.get('token'));

  // The confirmation link is used now.
  const again = await confirmFrom(confirmLink);
  assert.deepEqual(await again.json(), { success: true, status: 'already-confirmed' });

  const left = await unsubscribeFrom(siteLink(guide.Text, '/nl/nieuwsbrief/afmelden'));
  assert.equal(left.status, 200);
  assert.deepEqual(await left.json(), { success: true });
  const unsubscribedAt = (await subscriber(email))?.unsubscribed_at;
  assert.ok(unsubscribedAt);

  // Unsubscribing twice changes nothing; the confirmation link no longer works.
  assert.equal((await unsubscribeFrom(siteLink(guide.Text, '/nl/nieuwsbrief/afmelden'))).status, 200);
  assert.equal((await subscriber(email))?.unsubscribed_at, unsubscribedAt);
  const afterwards = await confirmFrom(confirmLink);
  assert.equal(afterwards.status, 404);
  await afterwards.body?.cancel();
});

test('newsletter: an English subscriber gets the English pages and guide', async () => {
  const email = uniqueEmail('english');
  const confirmation = await signUp(email);
  assert.match(confirmation.Subject, /Confirm your subscription/);
  siteLink(confirmation.Text, '/newsletter/unsubscribe');
  await (await confirmFrom(siteLink(confirmation.Text, '/newsletter/confirm'))).body?.cancel();
  const guide = (await mailTo(email)).find((message) => message.Subject.includes('guide'));
  assert.match(guide?.Text ?? '', /https:\/\/site\.test\/downloads\/skydiving-guide\.pdf/);
});

test('newsletter: a confirmed address signing up again gets the same answer and no e-mail', async () => {
  const email = uniqueEmail('already');
  const confirmation = await signUp(email);
  await (await confirmFrom(siteLink(confirmation.Text, '/newsletter/confirm'))).body?.cancel();
  const before = (await mailTo(email)).length;
  const response = await subscribe(jsonRequest({ name: 'Sanne de Vries', email }));
  assert.deepEqual(await response.json(), { success: true });
  assert.equal((await mailTo(email)).length, before);
});

test('newsletter: one-click unsubscribe by POST, and forged or broken links change nothing', async () => {
  const email = uniqueEmail('one-click');
  const link = oneClickUrl((await signUp(email, 'nl')).Headers);

  const forged = new URL(link);
  forged.searchParams.set('token', 'AAAA' + (link.searchParams.get('token') ?? '').slice(4));
  const refused = await oneClickPost(forged);
  assert.equal(refused.status, 400);
  assert.match(((await refused.json()) as { error: string }).error, /unsubscribe link/);
  const otherId = new URL(link);
  otherId.searchParams.set('id', crypto.randomUUID());
  assert.equal((await oneClickPost(otherId)).status, 400);
  const noLink = await unsubscribe(jsonRequest({ id: link.searchParams.get('id') }));
  assert.equal(noLink.status, 400);
  await noLink.body?.cancel();
  assert.equal((await subscriber(email))?.unsubscribed_at, null);

  const oneClick = await oneClickPost(link);
  assert.equal(oneClick.status, 200);
  assert.deepEqual(await oneClick.json(), { success: true });
  assert.ok((await subscriber(email))?.unsubscribed_at);
});

test('newsletter: opening the one-click URL goes to the site’s page and unsubscribes nobody', async () => {
  const email = uniqueEmail('opened');
  const link = oneClickUrl((await signUp(email, 'nl')).Headers);
  const opened = await unsubscribe(new Request(link));
  assert.equal(opened.status, 303);
  const page = new URL(opened.headers.get('location') ?? '');
  assert.equal(`${page.origin}${page.pathname}`, 'https://site.test/nl/nieuwsbrief/afmelden');
  assert.equal(page.searchParams.get('id'), link.searchParams.get('id'));
  assert.equal(page.searchParams.get('token'), link.searchParams.get('token'));
  assert.equal((await subscriber(email))?.unsubscribed_at, null);
});

test('newsletter: unknown or malformed confirmation tokens get clear answers', async () => {
  const unknown = await confirm(jsonRequest({ token: crypto.randomUUID() }));
  assert.equal(unknown.status, 404);
  assert.match(((await unknown.json()) as { error: string }).error, /unknown, expired or replaced/);
  const malformed = await confirm(jsonRequest({ token: '<script>' }));
  assert.equal(malformed.status, 400);
  assert.deepEqual(await malformed.json(), {
    success: false,
    error: 'The confirmation link is incomplete.',
  });
  const missing = await confirm(jsonRequest({}));
  assert.equal(missing.status, 400);
  await missing.body?.cancel();
  const get = await confirm(
    new Request(`${config.functionsUrl}/newsletter-confirm?token=${crypto.randomUUID()}`),
  );
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST, OPTIONS');
  await get.body?.cancel();
  const form = await confirm(jsonRequest({}, { contentType: 'text/plain', raw: 'token=x' }));
  assert.equal(form.status, 415);
  await form.body?.cancel();
});

test('newsletter: the browser may ask first (CORS preflight)', async () => {
  for (const handler of [confirm, unsubscribe]) {
    const answer = await handler(new Request('http://functions.test/x', { method: 'OPTIONS' }));
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('access-control-allow-origin'), '*');
    assert.match(answer.headers.get('access-control-allow-headers') ?? '', /content-type/);
    await answer.body?.cancel();
  }
});

test('newsletter: validation, honeypot and a failing transport', async () => {
  const invalid = await subscribe(jsonRequest({ name: 'S', email: 'nope', language: 'nl' }));
  assert.equal(invalid.status, 400);
  assert.deepEqual(((await invalid.json()) as { fieldErrors: unknown }).fieldErrors, {
    name: [messages.nl.nameMin],
    email: [messages.nl.emailMin],
  });

  const trapped = uniqueEmail('trap');
  const bot = await subscribe(jsonRequest({ name: 'Sanne', email: trapped, website: 'x' }));
  assert.deepEqual(await bot.json(), { success: true });
  assert.equal(await subscriber(trapped), null);

  const offlineTransport = createSmtpTransport({ host: '127.0.0.1', port: closedPort() });
  const offline = createNewsletterSubscribe({ config, db, transport: offlineTransport });
  const email = uniqueEmail('offline');
  const stored = await offline(jsonRequest({ name: 'Sanne de Vries', email }));
  assert.deepEqual(await stored.json(), { success: true });
  const row = await subscriber(email);
  assert.equal(row?.email_status, 'failed');
  assert.match(row?.email_error ?? '', /SMTP: cannot connect/);

  // Confirmed all the same when the guide cannot be sent; the page then offers the download.
  const confirmOffline = createNewsletterConfirm({ config, db, transport: offlineTransport });
  const confirmed = await confirmOffline(jsonRequest({ token: row?.confirmation_token }));
  assert.deepEqual(await confirmed.json(), { success: true, status: 'confirmed', guideSent: false });
  assert.equal((await subscriber(email))?.email_status, 'failed');
});

test('newsletter: eight forged X-Forwarded-For values and e-mails from one client, 429 after five', async () => {
  const ip = uniqueIp();
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const body = { name: 'Sanne de Vries', email: uniqueEmail('nl-forged') };
    const response = await subscribe(jsonRequest(body, { ip, forgedForwardedFor: uniqueIp() }));
    statuses.push(response.status);
    await response.body?.cancel();
  }
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
});

test('newsletter: 5 sign-ups per minute per IP', async () => {
  const ip = '10.250.250.250';
  for (let i = 0; i < 5; i++) {
    const ok = await subscribe(jsonRequest({ name: 'Sanne de Vries', email: uniqueEmail('nl-ip') }, { ip }));
    assert.equal(ok.status, 200);
    await ok.body?.cancel();
  }
  const limited = await subscribe(
    jsonRequest({ name: 'Sanne de Vries', email: uniqueEmail('nl-ip') }, { ip }),
  );
  assert.equal(limited.status, 429);
  assert.deepEqual(await limited.json(), { success: false, error: messages.en.rateLimited });
});
