import assert from 'node:assert/strict';
import type { EmailMessage, EmailTransport } from '../../supabase/functions/_shared/email/message.ts';
import { EmailDeliveryError } from '../../supabase/functions/_shared/email/message.ts';
import { transportFromConfig } from '../../supabase/functions/_shared/email/transport.ts';
import { createNotifyFactorChange } from '../../supabase/functions/notify-factor-change/handler.ts';
import { codeToken, newAccount, passwordToken, TEST_PASSWORD } from './support/callers.ts';
import { database, mailTo, test, testConfig } from './support/harness.ts';

// notify-factor-change, as the database calls it: an authenticator app added to or removed from an
// admin account reaches that admin and every other admin by e-mail, in each one's language, with what
// to do if nobody on the team did it; a mail that fails is sent again later, to that recipient only.

const config = testConfig();
const db = database(config);
const smtp = transportFromConfig(config);

/** The real transport, failing for the addresses in `down` as a mail service that refuses them would. */
function faultyTransport(down: Set<string>): EmailTransport & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return {
    name: 'smtp',
    sent,
    async send(message) {
      if (message.to.some((address) => down.has(address)))
        throw new EmailDeliveryError('mail service refused the message');
      sent.push(message);
      return smtp.send(message);
    },
  };
}

const run = (transport: EmailTransport, key: string | null = config.serviceRoleKey) =>
  createNotifyFactorChange({ config, db, transport })(
    new Request('http://functions.test/notify-factor-change', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}) },
      body: '{}',
    }),
  );

const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as { notices?: number; sent?: number },
});

/** Sends whatever other tests' factor changes left waiting, so each test sees only its own notices. */
async function drain(): Promise<void> {
  const quiet: EmailTransport = { name: 'smtp', send: () => Promise.resolve({ id: 'drained' }) };
  for (let runs = 0; runs < 20; runs += 1) {
    if ((await answer(await run(quiet))).body.notices === 0) return;
  }
}

async function noticesAbout(userId: string) {
  const { data, error } = await db
    .from('admin_factor_notices')
    .select('id, event, status, attempts, sent_to, error')
    .eq('user_id', userId)
    .order('created_at');
  if (error) throw new Error(error.message);
  return data;
}

async function setLanguage(userId: string, language: 'en' | 'nl' | null) {
  const { error } = await db.from('admin_users').update({ language }).eq('user_id', userId);
  if (error) throw new Error(error.message);
}

async function removeFactors(userId: string) {
  const listed = await db.auth.admin.mfa.listFactors({ userId });
  for (const factor of listed.data?.factors ?? [])
    await db.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
}

test('notify-factor-change: only the database’s service role key may call it', async () => {
  const admin = await newAccount('notice-caller', true);
  const { token } = await codeToken(admin.email, TEST_PASSWORD);
  const transport = faultyTransport(new Set());
  for (const key of [
    null,
    config.anonKey,
    token,
    await passwordToken('visitor@example.com'),
    `${config.serviceRoleKey}x`,
  ]) {
    assert.equal((await run(transport, key)).status, 401);
  }
  assert.equal(transport.sent.length, 0);
  assert.equal((await noticesAbout(admin.id))[0]?.status, 'new', 'the notice waits for the real caller');
  await removeFactors(admin.id);
});

test('notify-factor-change: a new app on an admin account reaches that admin and every other admin, each in their language', async () => {
  await drain();
  const owner = await newAccount('notice-owner', true);
  const dutch = await newAccount('notice-dutch', true);
  const english = await newAccount('notice-english', true);
  await setLanguage(owner.id, 'en');
  await setLanguage(dutch.id, 'nl');
  await setLanguage(english.id, 'en');
  const visitor = await newAccount('notice-visitor', false);
  await codeToken(visitor.email, TEST_PASSWORD);
  await codeToken(owner.email, TEST_PASSWORD);

  const { status, body } = await answer(await run(smtp));
  assert.equal(status, 200);
  assert.deepEqual(body, { success: true, notices: 1, sent: 1 });

  const [own] = await mailTo(owner.email);
  assert.ok(own, 'the admin whose account changed is told');
  assert.match(own.Subject, /An authenticator app was added to your admin account/);
  assert.match(own.Text, /Not you\? Then someone else knows your password/);
  assert.match(own.Text, /1\. Sign in at https:\/\/site\.test\/admin\/auth\./);
  assert.match(own.Text, /Remove the app you do not recognise, or ask another admin/);
  assert.match(own.Text, /Change your password\./);
  assert.match(own.Text, /test-[0-9a-f-]{36}/, 'the app’s name');

  const [nl] = await mailTo(dutch.email);
  assert.ok(nl, 'a Dutch-speaking colleague is told');
  assert.match(nl.Subject, new RegExp(`toegevoegd aan het beheeraccount van ${owner.email}`));
  assert.match(nl.Text, /Vraag .* of die dit zelf heeft gedaan/);
  assert.match(nl.Text, /verwijder de app bij Beheerders \(https:\/\/site\.test\/admin\/accounts\)/);
  assert.match(nl.HTML, /<html lang="nl">/);
  assert.doesNotMatch(nl.Text, /English below|Check with/);

  const [en] = await mailTo(english.email);
  assert.ok(en, 'an English-speaking colleague is told');
  assert.match(
    en.Text,
    new RegExp(`Check with ${owner.email.replace('.', '\\.')} that they did this themselves`),
  );

  // The seeded admins chose no language: Dutch, with the English below it.
  const [seeded] = await mailTo('admin@example.com');
  assert.ok(seeded?.Subject.includes(owner.email));
  assert.match(seeded!.Text, /^English below\./);
  assert.ok(seeded!.Text.indexOf('Vraag') < seeded!.Text.indexOf('Check with'));

  assert.equal((await mailTo(visitor.email)).length, 0, 'a non-admin’s app tells nobody');
  assert.deepEqual(
    (await noticesAbout(owner.id)).map((row) => [row.event, row.status, row.error]),
    [['enrolled', 'sent', null]],
  );
  assert.equal((await answer(await run(smtp))).body.notices, 0, 'sent once');
  for (const admin of [owner, dutch, english]) await removeFactors(admin.id);
});

test('notify-factor-change: a removed app is reported too, with what to do in both languages', async () => {
  const owner = await newAccount('notice-removed', true);
  await setLanguage(owner.id, 'nl');
  await codeToken(owner.email, TEST_PASSWORD);
  await drain();
  await removeFactors(owner.id);
  assert.deepEqual((await answer(await run(smtp))).body, { success: true, notices: 1, sent: 1 });
  const [own] = await mailTo(owner.email);
  assert.match(own!.Subject, /Er is een authenticator-app verwijderd van je beheeraccount/);
  assert.match(own!.Text, /Was jij het niet\? Dan kent iemand anders misschien je wachtwoord/);
  assert.match(own!.Text, /stel je authenticator-app opnieuw in/);
  const [colleague] = await mailTo('editor@example.com');
  assert.match(
    colleague!.Text,
    new RegExp(`removed from the admin account of ${owner.email.replace('.', '\\.')}`),
  );
});

test('notify-factor-change: a mail the service refuses is sent again later, only to whom did not get it', async () => {
  const owner = await newAccount('notice-retry', true);
  await drain();
  await codeToken(owner.email, TEST_PASSWORD);
  const failing = faultyTransport(new Set([owner.email]));
  assert.deepEqual((await answer(await run(failing))).body, { success: true, notices: 1, sent: 0 });
  const [failed] = await noticesAbout(owner.id);
  assert.equal(failed?.status, 'failed');
  assert.match(String(failed?.error), /mail service refused the message/);
  assert.ok(failed?.sent_to.includes('admin@example.com'), 'the others have it');
  assert.equal(failed?.sent_to.includes(owner.email), false);

  // Not before its back-off: a minute after the attempt.
  const working = faultyTransport(new Set());
  assert.equal((await answer(await run(working))).body.notices, 0);
  const { error } = await db
    .from('admin_factor_notices')
    .update({ attempted_at: new Date(Date.now() - 61_000).toISOString() })
    .eq('id', failed!.id);
  if (error) throw new Error(error.message);
  assert.deepEqual((await answer(await run(working))).body, { success: true, notices: 1, sent: 1 });
  assert.deepEqual(
    working.sent.map((message) => message.to),
    [[owner.email]],
  );
  const [retried] = await noticesAbout(owner.id);
  assert.deepEqual([retried?.status, retried?.attempts, retried?.error], ['sent', 2, null]);
  assert.equal((await mailTo(owner.email)).length, 1);
  await removeFactors(owner.id);
  await drain();
});
