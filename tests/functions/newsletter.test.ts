import assert from 'node:assert/strict';
import { messages } from '../../supabase/functions/_shared/enquiry/index.ts';
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
} from './support/harness.ts';

// The newsletter's double opt-in: subscribe, confirm by the e-mailed link, unsubscribe by the
// signed link, against the emulator's database and mail catcher.

const config = testConfig();
const db = database(config);
const transport = transportFromConfig(config);
const subscribe = createNewsletterSubscribe({ config, db, transport });
const confirm = createNewsletterConfirm({ config, db, transport });
const unsubscribe = createNewsletterUnsubscribe({ config, db });

const linkIn = (text: string, name: string) => {
  const link = new RegExp(`https?://\\S+/${name}\\?\\S+`).exec(text)?.[0];
  assert.ok(link, `no ${name} link in:\n${text}`);
  return link;
};

async function subscriber(email: string) {
  const { data } = await db.from('newsletter_subscribers').select('*').eq('email', email).maybeSingle();
  return data;
}

test('newsletter: subscribe, confirm by the e-mailed link, unsubscribe by the e-mailed link (Dutch)', async () => {
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
  assert.match(confirmation.Headers['List-Unsubscribe']?.[0] ?? '', /^<.+newsletter-unsubscribe\?id=/);
  assert.deepEqual(confirmation.Headers['List-Unsubscribe-Post'], ['List-Unsubscribe=One-Click']);

  const confirmed = await confirm(new Request(linkIn(confirmation.Text, 'newsletter-confirm')));
  assert.equal(confirmed.status, 200);
  const page = await confirmed.text();
  assert.match(page, /<html lang="nl">/);
  assert.match(page, /Inschrijving bevestigd/);
  assert.match(page, /Subscription confirmed/);
  assert.ok((await subscriber(email))?.confirmed_at);

  const guide = (await mailTo(email)).find((message) => message.Subject.includes('gids'));
  assert.ok(guide, 'the guide e-mail arrived');
  assert.match(guide.Text, /https:\/\/site\.test\/guide\.pdf/);

  // The confirmation link is used now.
  const again = await confirm(new Request(linkIn(confirmation.Text, 'newsletter-confirm')));
  assert.match(await again.text(), /Al bevestigd/);

  const left = await unsubscribe(new Request(linkIn(guide.Text, 'newsletter-unsubscribe')));
  assert.equal(left.status, 200);
  assert.match(await left.text(), /Je bent uitgeschreven/);
  assert.ok((await subscriber(email))?.unsubscribed_at);
});

test('newsletter: a confirmed address signing up again gets the same answer and no e-mail', async () => {
  const email = uniqueEmail('already');
  await subscribe(jsonRequest({ name: 'Sanne de Vries', email }));
  const [confirmation] = await mailTo(email);
  await (await confirm(new Request(linkIn(confirmation?.Text ?? '', 'newsletter-confirm')))).body?.cancel();
  const before = (await mailTo(email)).length;
  const response = await subscribe(jsonRequest({ name: 'Sanne de Vries', email }));
  assert.deepEqual(await response.json(), { success: true });
  assert.equal((await mailTo(email)).length, before);
});

test('newsletter: one-click unsubscribe by POST, and forged or broken links change nothing', async () => {
  const email = uniqueEmail('one-click');
  await subscribe(jsonRequest({ name: 'Sanne de Vries', email }));
  const [confirmation] = await mailTo(email);
  const link = new URL(linkIn(confirmation?.Text ?? '', 'newsletter-unsubscribe'));

  const forged = new URL(link);
  forged.searchParams.set('token', 'AAAA' + (link.searchParams.get('token') ?? '').slice(4));
  const refused = await unsubscribe(new Request(forged));
  assert.equal(refused.status, 400);
  assert.match(await refused.text(), /This link does not work/);
  const otherId = new URL(link);
  otherId.searchParams.set('id', crypto.randomUUID());
  assert.equal((await unsubscribe(new Request(otherId, { method: 'POST' }))).status, 400);
  assert.equal((await subscriber(email))?.unsubscribed_at, null);

  const oneClick = await unsubscribe(
    new Request(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  );
  assert.equal(oneClick.status, 200);
  assert.deepEqual(await oneClick.json(), { success: true });
  assert.ok((await subscriber(email))?.unsubscribed_at);
});

test('newsletter: unknown or malformed confirmation tokens get a clear page', async () => {
  const unknown = await confirm(
    new Request(`${config.functionsUrl}/newsletter-confirm?token=${crypto.randomUUID()}`),
  );
  assert.equal(unknown.status, 404);
  assert.match(await unknown.text(), /Deze link werkt niet/);
  const malformed = await confirm(
    new Request(`${config.functionsUrl}/newsletter-confirm?token=%3Cscript%3E`),
  );
  assert.equal(malformed.status, 400);
  assert.doesNotMatch(await malformed.text(), /<script>/);
  const post = await confirm(new Request(`${config.functionsUrl}/newsletter-confirm`, { method: 'POST' }));
  assert.equal(post.status, 405);
  await post.body?.cancel();
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

  const offline = createNewsletterSubscribe({
    config,
    db,
    transport: createSmtpTransport({ host: '127.0.0.1', port: closedPort() }),
  });
  const email = uniqueEmail('offline');
  const stored = await offline(jsonRequest({ name: 'Sanne de Vries', email }));
  assert.deepEqual(await stored.json(), { success: true });
  const row = await subscriber(email);
  assert.equal(row?.email_status, 'failed');
  assert.match(row?.email_error ?? '', /SMTP: cannot connect/);
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
