import assert from 'node:assert/strict';
import { configFromEnv, type FunctionConfig } from '../../supabase/functions/_shared/config.ts';
import { transportFromConfig } from '../../supabase/functions/_shared/email/transport.ts';
import { SECRET_MISSING, unsubscribeToken } from '../../supabase/functions/_shared/newsletter.ts';
import { deno } from '../../supabase/functions/_shared/runtime.ts';
import { createNewsletterConfirm } from '../../supabase/functions/newsletter-confirm/handler.ts';
import { createNewsletterSubscribe } from '../../supabase/functions/newsletter-subscribe/handler.ts';
import { createNewsletterUnsubscribe } from '../../supabase/functions/newsletter-unsubscribe/handler.ts';
import { database, jsonRequest, mailTo, test, uniqueEmail, uniqueIp } from './support/harness.ts';

// The newsletter signs its links with a secret of its own: the service role key never signs or
// verifies them, and without the secret the newsletter refuses to answer instead of falling back.

/** The configuration the functions read from the environment, with NEWSLETTER_SECRET as given. */
function configWith(newsletterSecret: string | undefined): FunctionConfig {
  const config = configFromEnv((name) =>
    name === 'NEWSLETTER_SECRET' ? newsletterSecret : deno.env.get(name),
  );
  return {
    ...config,
    siteUrl: 'https://site.test',
    emailFrom: 'Skydive Events Holland <no-reply@skydiveevents.test>',
  };
}

function newsletter(config: FunctionConfig) {
  const db = database(config);
  const transport = transportFromConfig(config);
  return {
    db,
    subscribe: createNewsletterSubscribe({ config, db, transport }),
    confirm: createNewsletterConfirm({ config, db, transport }),
    unsubscribe: createNewsletterUnsubscribe({ config, db }),
  };
}

const signUpRequest = (email: string) =>
  jsonRequest({ name: 'Sanne de Vries', email, language: 'en' }, { ip: uniqueIp() });

async function assertSecretMissing(response: Response) {
  assert.equal(response.status, 503);
  const body = (await response.json()) as { success: boolean; code: string; error: string };
  assert.equal(body.success, false);
  assert.equal(body.code, SECRET_MISSING);
  assert.match(body.error, /NEWSLETTER_SECRET/);
}

test('newsletter secret: a link signed with the service role key unsubscribes nobody', async () => {
  const config = configWith('a-long-random-newsletter-secret-of-its-own');
  const { db, subscribe, unsubscribe } = newsletter(config);
  const email = uniqueEmail('service-role-link');
  assert.equal((await subscribe(signUpRequest(email))).status, 200);
  const { data: row } = await db.from('newsletter_subscribers').select('id').eq('email', email).single();
  assert.ok(row);

  const forged = await unsubscribeToken(config.serviceRoleKey, row.id);
  const refused = await unsubscribe(jsonRequest({ id: row.id, token: forged }));
  assert.equal(refused.status, 400);
  await refused.body?.cancel();
  const { data: after } = await db
    .from('newsletter_subscribers')
    .select('unsubscribed_at')
    .eq('id', row.id)
    .single();
  assert.equal(after?.unsubscribed_at, null);
});

test('newsletter secret: unset, every newsletter path answers 503 with a clear error and sends nothing', async () => {
  const config = configWith(undefined);
  assert.equal(config.newsletterSecret, undefined);
  const { db, subscribe, confirm, unsubscribe } = newsletter(config);
  const email = uniqueEmail('no-secret');

  await assertSecretMissing(await subscribe(signUpRequest(email)));
  await assertSecretMissing(await confirm(jsonRequest({ token: crypto.randomUUID() })));
  const id = crypto.randomUUID();
  // The link an attacker holding the service role key would make: without the secret it is not checked at all.
  const token = await unsubscribeToken(config.serviceRoleKey, id);
  await assertSecretMissing(await unsubscribe(jsonRequest({ id, token })));

  const { data: rows } = await db.from('newsletter_subscribers').select('id').eq('email', email);
  assert.deepEqual(rows, []);
  assert.deepEqual(await mailTo(email), []);
});

test('newsletter secret: the service role key set as the secret counts as no secret', async () => {
  const serviceRoleKey = configWith(undefined).serviceRoleKey;
  assert.ok(serviceRoleKey);
  const config = configWith(serviceRoleKey);
  assert.equal(config.newsletterSecret, undefined);
  await assertSecretMissing(await newsletter(config).subscribe(signUpRequest(uniqueEmail('reused-key'))));
});
