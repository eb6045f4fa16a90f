import assert from 'node:assert/strict';
import { phoneText } from '../../supabase/functions/_shared/email/templates/layout.ts';
import { transportFromConfig } from '../../supabase/functions/_shared/email/transport.ts';
import { enquirySettings } from '../../supabase/functions/_shared/enquiry-settings.ts';
import { RECIPIENT_LIMITS } from '../../supabase/functions/_shared/recipient-limit.ts';
import { createNewsletterConfirm } from '../../supabase/functions/newsletter-confirm/handler.ts';
import { createNewsletterSubscribe } from '../../supabase/functions/newsletter-subscribe/handler.ts';
import { createSendContactEmail } from '../../supabase/functions/send-contact-email/handler.ts';
import { database, jsonRequest, mailTo, test, testConfig, uniqueEmail } from './support/harness.ts';

// No mail relay: anyone can type any address into a form, so what the site mails to an address
// nobody has confirmed carries nothing the visitor wrote, and one address gets only a few such
// mails a day, however many forms name it. The company's own copy keeps the whole enquiry.

const config = testConfig();
const db = database(config);
const transport = transportFromConfig(config);
const sendContactEmail = createSendContactEmail({ config, db, transport });
const subscribe = createNewsletterSubscribe({ config, db, transport });
const confirm = createNewsletterConfirm({ config, db, transport });

/** Visitor-written text a spammer would want delivered, each piece unique to this run. */
const run = crypto.randomUUID().slice(0, 8);
const planted = {
  name: 'Quirina Zebedeus',
  phone: '+31 6 9988 7766',
  message: `Cheap pills at pills-${run}.example, call now`,
  location: `Location-${run}`,
  companyName: `Company-${run}`,
  medicalInfo: `Medical-${run}`,
  specialRequests: `Requests-${run}`,
};

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const tandem = (email: string, language: 'en' | 'nl' = 'en') => ({
  formType: 'tandem',
  name: planted.name,
  email,
  phone: planted.phone,
  message: planted.message,
  language,
  additionalData: {
    date: inAMonth(),
    location: planted.location,
    medicalInfo: planted.medicalInfo,
    medicalConsent: true,
    specialRequests: planted.specialRequests,
    attendees: 2,
    weight: 80,
    experience: 'none',
    eventType: 'balloon-jump',
  },
});

const corporate = (email: string) => ({
  formType: 'corporate',
  name: planted.name,
  email,
  message: planted.message,
  additionalData: { companyName: planted.companyName, attendees: 40 },
});

async function companyCopies(email: string) {
  const [desk] = (await enquirySettings(db, config)).recipients;
  assert.ok(desk);
  return (await mailTo(desk)).filter((message) => message.Text.toLowerCase().includes(email.toLowerCase()));
}

for (const [label, body, expected] of [
  ['tandem, English', (email: string) => tandem(email), /We received your request/],
  ['tandem, Dutch', (email: string) => tandem(email, 'nl'), /We hebben je aanvraag ontvangen/],
  ['corporate', corporate, /We received your request/],
] as const) {
  test(`mail relay: the visitor's confirmation carries none of the visitor's text (${label}); the company's copy all of it but the medical details`, async () => {
    const email = uniqueEmail('relay');
    const response = await sendContactEmail(jsonRequest(body(email)));
    assert.equal(response.status, 200);
    await response.body?.cancel();

    const [visitorMail, ...more] = await mailTo(email);
    assert.ok(visitorMail, 'the visitor got a confirmation');
    assert.equal(more.length, 0);
    assert.match(visitorMail.Subject, expected);
    assert.ok(visitorMail.Text.includes(phoneText), 'the phone number');
    for (const [field, value] of Object.entries(planted)) {
      for (const part of [visitorMail.Subject, visitorMail.Text, visitorMail.HTML]) {
        assert.ok(!part.includes(value), `the visitor's ${field} is not in the confirmation`);
      }
    }
    assert.ok(!visitorMail.Text.includes('Zebedeus') && !visitorMail.HTML.includes('Quirina'));

    const [companyMail] = await companyCopies(email);
    assert.ok(companyMail, 'the company got the enquiry');
    const sent = body(email);
    for (const value of [sent.name, sent.message]) assert.ok(companyMail.Text.includes(value));
    if (sent.formType === 'tandem') {
      for (const value of [planted.location, planted.specialRequests])
        assert.ok(companyMail.Text.includes(value));
      // Health data is read in the back office only: the mail says it is there.
      for (const part of [companyMail.Text, companyMail.HTML]) assert.ok(!part.includes(planted.medicalInfo));
      assert.match(companyMail.Text, /Medical information: given with consent; read it in the back office/);
    } else {
      assert.ok(companyMail.Text.includes(planted.companyName));
    }
  });
}

test('mail relay: one address gets 3 enquiry confirmations a day; later enquiries are stored and told to the company', async () => {
  const { mails } = RECIPIENT_LIMITS['enquiry-confirmation'];
  const email = uniqueEmail('victim');
  const ids: string[] = [];
  // Different senders (a new client address each time), one typed-in recipient, in any case.
  for (let index = 0; index < mails + 1; index += 1) {
    const response = await sendContactEmail(
      jsonRequest(tandem(index % 2 === 0 ? email : email.toUpperCase())),
    );
    assert.equal(response.status, 200);
    ids.push(((await response.json()) as { id: string }).id);
  }
  assert.equal((await mailTo(email)).length, mails);
  assert.equal((await companyCopies(email)).length, mails + 1);

  const { data: rows } = await db
    .from('enquiries')
    .select('id, email_status, company_email_status, visitor_email_status')
    .in('id', ids)
    .order('created_at');
  assert.deepEqual(
    rows?.map((row) => [row.email_status, row.company_email_status, row.visitor_email_status]),
    [
      ...Array.from({ length: mails }, () => ['sent', 'sent', 'sent']),
      // Not a failure: nothing to retry, nothing for an admin to resend.
      ['sent', 'sent', 'skipped'],
    ],
  );
});

test('mail relay: the newsletter confirmation carries no name, and one address gets 3 a day; the last link keeps working', async () => {
  const { mails } = RECIPIENT_LIMITS['newsletter-confirmation'];
  const email = uniqueEmail('newsletter-victim');
  for (let index = 0; index < mails + 2; index += 1) {
    const response = await subscribe(jsonRequest({ name: planted.name, email, language: 'nl' }));
    assert.deepEqual(await response.json(), { success: true });
  }
  const confirmations = await mailTo(email);
  assert.equal(confirmations.length, mails);
  for (const mail of confirmations) {
    for (const part of [mail.Subject, mail.Text, mail.HTML]) assert.ok(!part.includes('Zebedeus'));
  }
  // Newest first: the last link sent is the one that confirms.
  const link = /https:\/\/site\.test\/nl\/nieuwsbrief\/bevestigen\?token=(\S+)/.exec(
    confirmations[0]?.Text ?? '',
  );
  assert.ok(link?.[1]);
  const confirmed = await confirm(jsonRequest({ token: decodeURIComponent(link[1]) }));
  assert.deepEqual(await confirmed.json(), { success: true, status: 'confirmed', guideSent: true });
  // The guide goes to a confirmed address and may greet by name.
  const guide = (await mailTo(email)).find((message) => message.Subject.includes('gids'));
  assert.ok(guide?.Text.includes(planted.name));
});
