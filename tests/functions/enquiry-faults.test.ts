import assert from 'node:assert/strict';
import { createClient } from '@supabase/supabase-js';
import { EMAIL_RETRY_BACKOFF_MINUTES } from '../../supabase/functions/_shared/contract/enquiry/handling.ts';
import { messages } from '../../supabase/functions/_shared/contract/enquiry/index.ts';
import type { Database } from '../../supabase/functions/_shared/contract/database.types.ts';
import type { EmailTransport } from '../../supabase/functions/_shared/email/message.ts';
import { createSmtpTransport } from '../../supabase/functions/_shared/email/smtp.ts';
import { enquirySettings } from '../../supabase/functions/_shared/enquiry-settings.ts';
import { createRetryEnquiryEmails } from '../../supabase/functions/retry-enquiry-emails/handler.ts';
import { createSendContactEmail } from '../../supabase/functions/send-contact-email/handler.ts';
import {
  closedPort,
  database,
  jsonRequest,
  mailTo,
  test,
  testConfig,
  uniqueEmail,
} from './support/harness.ts';

// Enquiries survive faults. The mail service down: every enquiry is stored and answered with
// success, marked failed, and the scheduled retry sends it with back-off once the service is back,
// each e-mail exactly once. The database down: the visitor gets the spec's error and nothing is sent.

const config = testConfig();
const db = database(config);

/**
 * The real SMTP transport to the mail catcher, which can be taken down: while down it connects to a
 * port nobody listens on, so each send is refused as a dead mail server refuses it.
 */
function mailService(): EmailTransport & { up: boolean } {
  const working = createSmtpTransport({ host: config.smtpHost, port: config.smtpPort });
  const dead = createSmtpTransport({ host: config.smtpHost, port: closedPort() });
  return {
    name: 'smtp',
    up: true,
    send(message) {
      return (this.up ? working : dead).send(message);
    },
  };
}

const mail = mailService();
const sendContactEmail = createSendContactEmail({ config, db, transport: mail });
const retryEnquiryEmails = createRetryEnquiryEmails({ config, db, transport: mail });

const schedulerCall = () =>
  retryEnquiryEmails(
    new Request('http://functions.test/retry-enquiry-emails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    }),
  );

async function runRetry() {
  const response = await schedulerCall();
  assert.equal(response.status, 200);
  return (await response.json()) as { success: boolean; retried: number; sent: number };
}

const tandem = (email: string) => ({ formType: 'tandem', name: 'Sanne de Vries', email, language: 'nl' });

type Row = Database['public']['Tables']['enquiries']['Row'];

async function rows(ids: string[]): Promise<Row[]> {
  const { data, error } = await db.from('enquiries').select('*').in('id', ids).order('created_at');
  if (error) throw new Error(error.message);
  return data;
}

/** As if the last attempt started `minutes` ago: the scheduler's clock moved on. */
async function age(ids: string[], minutes: number) {
  const { error } = await db
    .from('enquiries')
    .update({ email_attempted_at: new Date(Date.now() - minutes * 60_000).toISOString() })
    .in('id', ids);
  if (error) throw new Error(error.message);
}

async function companyCopies(email: string) {
  const [desk] = (await enquirySettings(db, config)).recipients;
  assert.ok(desk);
  return (await mailTo(desk)).filter((message) => message.Text.includes(email));
}

test('faults: mail service down, enquiries stored as failed; back up, the retry sends each e-mail once', async () => {
  const emails = [uniqueEmail('down-a'), uniqueEmail('down-b'), uniqueEmail('down-c')];
  const ids: string[] = [];
  mail.up = false;
  try {
    for (const email of emails) {
      const response = await sendContactEmail(jsonRequest(tandem(email)));
      assert.equal(response.status, 200, 'the visitor hears success: the enquiry is stored');
      const body = (await response.json()) as { success: boolean; id: string };
      assert.equal(body.success, true);
      ids.push(body.id);
    }
    for (const row of await rows(ids)) {
      assert.equal(row.email_status, 'failed');
      assert.equal(row.company_email_status, 'failed');
      assert.equal(row.visitor_email_status, 'failed');
      assert.match(row.email_error ?? '', /company: SMTP: cannot connect/);
      assert.equal(row.email_attempts, 1);
    }

    // Not due before the first back-off step has passed.
    await runRetry();
    assert.deepEqual(
      (await rows(ids)).map((row) => row.email_attempts),
      [1, 1, 1],
    );

    // Due after a minute; the service is still down, so they fail again and wait longer.
    await age(ids, EMAIL_RETRY_BACKOFF_MINUTES[0]);
    const stillDown = await runRetry();
    assert.ok(stillDown.retried >= ids.length);
    for (const row of await rows(ids)) {
      assert.equal(row.email_status, 'failed');
      assert.equal(row.email_attempts, 2);
    }
    await age(ids, EMAIL_RETRY_BACKOFF_MINUTES[0]);
    await runRetry();
    assert.deepEqual(
      (await rows(ids)).map((row) => row.email_attempts),
      [2, 2, 2],
      'the second step waits five minutes, not one',
    );
  } finally {
    mail.up = true;
  }
  for (const email of emails) assert.deepEqual(await mailTo(email), []);

  await age(ids, EMAIL_RETRY_BACKOFF_MINUTES[1]);
  const recovered = await runRetry();
  assert.ok(recovered.sent >= ids.length);
  for (const row of await rows(ids)) {
    assert.equal(row.email_status, 'sent');
    assert.equal(row.company_email_status, 'sent');
    assert.equal(row.visitor_email_status, 'sent');
    assert.equal(row.email_error, null);
    assert.equal(row.email_attempts, 3);
  }
  // Later runs find nothing more to send: each e-mail went out exactly once.
  await age(ids, 120);
  await runRetry();
  for (const email of emails) {
    assert.equal((await mailTo(email)).length, 1, `one confirmation to ${email}`);
    assert.equal((await companyCopies(email)).length, 1, `one company copy about ${email}`);
  }
});

test('faults: only the message that failed is sent again; an enquiry an admin resolved is left alone', async () => {
  const partial = uniqueEmail('partial');
  const resolved = uniqueEmail('resolved');
  const ids: string[] = [];
  for (const email of [partial, resolved]) {
    const response = await sendContactEmail(jsonRequest(tandem(email)));
    ids.push(((await response.json()) as { id: string }).id);
  }
  const [partialId, resolvedId] = ids as [string, string];
  // The company's copy went out, the visitor's did not.
  await db
    .from('enquiries')
    .update({ email_status: 'failed', visitor_email_status: 'failed', email_error: 'visitor: refused' })
    .eq('id', partialId);
  await db
    .from('enquiries')
    .update({ email_status: 'failed', company_email_status: 'failed', status: 'spam' })
    .eq('id', resolvedId);
  await age(ids, 120);

  await runRetry();
  const [afterPartial, afterResolved] = await rows(ids);
  assert.equal(afterPartial?.email_status, 'sent');
  assert.equal(afterResolved?.email_status, 'failed');
  assert.equal(afterResolved?.email_attempts, 1);
  assert.equal((await mailTo(partial)).length, 2, 'the first confirmation and the one resent');
  assert.equal((await companyCopies(partial)).length, 1, 'the company copy was not sent again');
});

test('faults: a delivery that stopped halfway (pending for 10 minutes) is sent by the retry', async () => {
  const email = uniqueEmail('stalled');
  const { data, error } = await db
    .from('enquiries')
    .insert({
      form_type: 'tandem',
      name: 'Sanne de Vries',
      email,
      language: 'en',
      email_attempted_at: new Date(Date.now() - 11 * 60_000).toISOString(),
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  await runRetry();
  const [row] = await rows([data.id]);
  assert.equal(row?.email_status, 'sent');
  assert.equal((await mailTo(email)).length, 1);
});

test('faults: only the scheduler may start the retry (401 otherwise)', async () => {
  for (const authorization of [undefined, 'Bearer not-the-key', `Bearer ${config.anonKey}`]) {
    const response = await retryEnquiryEmails(
      new Request('http://functions.test/retry-enquiry-emails', {
        method: 'POST',
        headers: authorization ? { Authorization: authorization } : {},
      }),
    );
    assert.equal(response.status, 401);
    await response.body?.cancel();
  }
});

test('faults: database down, the visitor gets the spec’s error in their language and nothing is sent', async () => {
  const unreachable = createClient<Database>(`http://127.0.0.1:${closedPort()}`, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const offline = createSendContactEmail({ config, db: unreachable, transport: mail });
  for (const [language, key] of [
    ['en', undefined],
    ['nl', crypto.randomUUID()],
  ] as const) {
    const email = uniqueEmail(`db-down-${language}`);
    const request = jsonRequest({ ...tandem(email), language });
    if (key) request.headers.set('Idempotency-Key', key);
    const response = await offline(request);
    assert.equal(response.status, 500);
    assert.deepEqual(await response.json(), { success: false, error: messages[language].submissionFailed });
    assert.deepEqual(await mailTo(email), []);
  }
});
