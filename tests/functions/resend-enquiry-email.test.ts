import assert from 'node:assert/strict';
import { createSmtpTransport } from '../../supabase/functions/_shared/email/smtp.ts';
import { transportFromConfig } from '../../supabase/functions/_shared/email/transport.ts';
import { enquirySettings } from '../../supabase/functions/_shared/enquiry-settings.ts';
import { createResendEnquiryEmail } from '../../supabase/functions/resend-enquiry-email/handler.ts';
import { createSendContactEmail } from '../../supabase/functions/send-contact-email/handler.ts';
import {
  expiredToken,
  forgedToken,
  newAdminWithCode,
  passwordToken,
  SEEDED_ADMIN_ID,
} from './support/callers.ts';
import {
  closedPort,
  database,
  jsonRequest,
  mailTo,
  test,
  testConfig,
  uniqueEmail,
} from './support/harness.ts';

// resend-enquiry-email against the emulator's auth, database and mail catcher: only an admin who
// entered their code may use it, and it sends again only what did not go out, on the same row.

const config = testConfig();
const db = database(config);
const working = transportFromConfig(config);
const down = createSmtpTransport({ host: '127.0.0.1', port: closedPort() });
const resendWith = (transport = working) => createResendEnquiryEmail({ config, db, transport });

// An admin of this file's own: a seeded admin's codes may be spent by other files' sign-ins.
const adminToken = (await newAdminWithCode('resend-enquiry')).token;

const call = (body: unknown, token: string | undefined = adminToken, transport = working) =>
  resendWith(transport)(
    new Request('http://functions.test/resend-enquiry-email', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

async function answer(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function rowsFor(email: string) {
  const { data, error } = await db.from('enquiries').select('*').eq('email', email);
  if (error) throw new Error(error.message);
  return data;
}

/** An enquiry sent through the real contact function while the mail service is down. */
async function failedEnquiry(label: string): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(label);
  const send = createSendContactEmail({ config, db, transport: down });
  const response = await send(
    jsonRequest({
      formType: 'tandem',
      name: 'Zoë Ångström',
      email,
      language: 'nl',
      additionalData: { weight: 70, experience: 'none', eventType: 'beach-landing' },
    }),
  );
  assert.equal(response.status, 200);
  const { id } = (await response.json()) as { id: string };
  const [row] = await rowsFor(email);
  assert.equal(row?.email_status, 'failed');
  return { id, email };
}

async function companyMailAbout(email: string) {
  const [inbox] = (await enquirySettings(db, config)).recipients;
  assert.ok(inbox);
  return (await mailTo(inbox)).filter((message) => message.Text.includes(email));
}

test('resend-enquiry-email: no token, a forged token and an expired token are 401; nothing is sent', async () => {
  const { id, email } = await failedEnquiry('resend-401');
  for (const token of [undefined, await forgedToken(SEEDED_ADMIN_ID), await expiredToken(SEEDED_ADMIN_ID)]) {
    const { status, body } = await answer(await call({ id }, token ?? ''));
    assert.equal(status, 401);
    assert.equal(body.success, false);
  }
  assert.equal((await rowsFor(email))[0]?.email_status, 'failed');
  assert.deepEqual(await mailTo(email), []);
});

test('resend-enquiry-email: a visitor and an admin with only the password are 403; nothing is sent', async () => {
  const { id, email } = await failedEnquiry('resend-403');
  const visitor = await answer(await call({ id }, await passwordToken('visitor@example.com')));
  assert.deepEqual([visitor.status, visitor.body.code], [403, 'not_admin']);
  const aal1 = await answer(await call({ id }, await passwordToken('editor@example.com')));
  assert.deepEqual([aal1.status, aal1.body.code], [403, 'code_required']);
  assert.equal((await rowsFor(email))[0]?.email_status, 'failed');
  assert.deepEqual(await mailTo(email), []);
});

test('resend-enquiry-email: with the mail service down the row stays failed with the error; once it is up, sent, on the same row', async () => {
  const { id, email } = await failedEnquiry('resend-outage');

  const failed = await answer(await call({ id }, adminToken, down));
  assert.equal(failed.status, 502);
  assert.equal(failed.body.success, false);
  assert.equal(failed.body.emailStatus, 'failed');
  assert.match(
    String(failed.body.emailError),
    /company: SMTP: cannot connect.*visitor: SMTP: cannot connect/,
  );
  let rows = await rowsFor(email);
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.email_status, 'failed');
  assert.match(rows[0]?.email_error ?? '', /SMTP: cannot connect/);
  assert.equal(rows[0]?.email_attempts, 2);

  const sent = await answer(await call({ id }));
  assert.deepEqual([sent.status, sent.body], [200, { success: true, emailStatus: 'sent', emailError: null }]);
  rows = await rowsFor(email);
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.id, id);
  assert.equal(rows[0]?.email_status, 'sent');
  assert.equal(rows[0]?.email_error, null);
  assert.ok(rows[0]?.email_sent_at);
  // The visitor's confirmation failed too, so it goes out now, in their language.
  const visitorMail = await mailTo(email);
  assert.equal(visitorMail.length, 1);
  assert.match(visitorMail[0]?.Subject ?? '', /We hebben je aanvraag ontvangen/);
  const companyMail = await companyMailAbout(email);
  assert.equal(companyMail.length, 1);
  assert.match(companyMail[0]?.Text ?? '', new RegExp(`/admin/enquiries/${id}`));
  assert.match(companyMail[0]?.Text ?? '', /Zoë Ångström/);

  const again = await answer(await call({ id }));
  assert.deepEqual([again.status, again.body.code], [409, 'already_sent']);
});

test('resend-enquiry-email: only the message that failed goes out again', async () => {
  const email = uniqueEmail('resend-visitor-only');
  const inserted = await db
    .from('enquiries')
    .insert({
      form_type: 'contact',
      name: 'Sanne de Vries',
      email,
      service: 'tandem-jump',
      message: 'Two tandem jumps in May, please.',
      email_status: 'failed',
      company_email_status: 'sent',
      visitor_email_status: 'failed',
      email_error: 'visitor: mailbox unavailable',
    })
    .select('id')
    .single();
  assert.equal(inserted.error, null);
  const { status } = await answer(await call({ id: inserted.data?.id }));
  assert.equal(status, 200);
  assert.equal((await mailTo(email)).length, 1);
  assert.deepEqual(await companyMailAbout(email), []);
});

test('resend-enquiry-email: a delivery pending for over 10 minutes may be sent again, a recent one not', async () => {
  const email = uniqueEmail('resend-pending');
  const inserted = await db
    .from('enquiries')
    .insert({ form_type: 'tandem', name: 'Piet Jansen', email, email_status: 'pending' })
    .select('id')
    .single();
  const id = inserted.data?.id;
  const recent = await answer(await call({ id }));
  assert.deepEqual([recent.status, recent.body.code], [409, 'in_progress']);
  assert.deepEqual(await mailTo(email), []);

  await db
    .from('enquiries')
    .update({ email_attempted_at: new Date(Date.now() - 11 * 60_000).toISOString() })
    .eq('id', id ?? '');
  const stalled = await answer(await call({ id }));
  assert.equal(stalled.status, 200);
  assert.equal((await rowsFor(email))[0]?.email_status, 'sent');
  assert.equal((await mailTo(email)).length, 1);
});

test('resend-enquiry-email: an unknown id is 404, a bad body 400', async () => {
  const unknown = await answer(await call({ id: crypto.randomUUID() }));
  assert.deepEqual([unknown.status, unknown.body.code], [404, 'not_found']);
  for (const body of [{}, { id: 'not-an-id' }, { id: crypto.randomUUID(), extra: 1 }, '[]']) {
    const { status, body: answered } = await answer(await call(body));
    assert.equal(status, 400, JSON.stringify(body));
    assert.equal(answered.success, false);
  }
  const broken = await answer(await call('{"id": '));
  assert.equal(broken.status, 400);
});
