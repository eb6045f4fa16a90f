import assert from 'node:assert/strict';
import { messages } from '../../supabase/functions/_shared/contract/enquiry/index.ts';
import { fromRow } from '../../supabase/functions/_shared/enquiry-delivery.ts';
import { enquirySettings } from '../../supabase/functions/_shared/enquiry-settings.ts';
import { transportFromConfig } from '../../supabase/functions/_shared/email/transport.ts';
import { createSendContactEmail } from '../../supabase/functions/send-contact-email/handler.ts';
import { database, jsonRequest, mailTo, test, testConfig, uniqueEmail } from './support/harness.ts';

// Medical details are health data (AVG/GDPR art. 9): send-contact-email takes them only with the
// visitor's explicit consent, refuses them without it in the visitor's language, and keeps nothing
// of a refused request.

const config = testConfig();
const db = database(config);
const handler = createSendContactEmail({ config, db, transport: transportFromConfig(config) });

const tandem = (email: string, language: 'en' | 'nl', additionalData: Record<string, unknown>) => ({
  formType: 'tandem',
  name: 'Femke Bakker',
  email,
  service: 'tandem-jump',
  message: 'Een cadeau voor mijn vader.',
  language,
  additionalData: { weight: 82, experience: 'none', ...additionalData },
});

async function rowsFor(email: string) {
  const { data, error } = await db.from('enquiries').select('*').eq('email', email);
  if (error) throw new Error(error.message);
  return data;
}

async function companyMailsAbout(email: string) {
  const [desk] = (await enquirySettings(db, config)).recipients;
  assert.ok(desk);
  return (await mailTo(desk)).filter((message) => message.Text.includes(email));
}

for (const [language, consent] of [
  ['nl', {}],
  ['en', { medicalConsent: false }],
] as const) {
  test(`send-contact-email: medical details without consent (${JSON.stringify(consent)}) are refused in ${language}, and nothing is kept or sent`, async () => {
    const email = uniqueEmail(`no-consent-${language}`);
    const response = await handler(
      jsonRequest(tandem(email, language, { medicalInfo: 'Hernia in 2024', ...consent })),
    );
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), {
      success: false,
      error: messages[language].validationFailed,
      fieldErrors: { medicalConsent: [messages[language].medicalConsentRequired] },
    });
    assert.deepEqual(await rowsFor(email), []);
    assert.deepEqual(await mailTo(email), []);
    assert.deepEqual(await companyMailsAbout(email), []);
  });
}

test('send-contact-email: medical details with consent are stored with its moment, and stay out of the e-mails', async () => {
  const email = uniqueEmail('consent');
  const before = Date.now();
  const response = await handler(
    jsonRequest(tandem(email, 'nl', { medicalInfo: 'Hernia in 2024', medicalConsent: true })),
  );
  assert.equal(response.status, 200);
  const [row] = await rowsFor(email);
  assert.ok(row);
  assert.equal(row.medical_info, 'Hernia in 2024');
  assert.ok(Date.parse(row.medical_consent_at ?? '') >= before - 5_000, 'the moment of consent');
  // A resend rebuilds the request from the row: the consent travels with the details.
  const rebuilt = fromRow(row);
  assert.equal(rebuilt.formType === 'tandem' && rebuilt.additionalData?.medicalConsent, true);

  const [companyMail] = await companyMailsAbout(email);
  assert.ok(companyMail, 'the company got the enquiry');
  for (const part of [companyMail.Text, companyMail.HTML]) assert.ok(!part.includes('Hernia'));
  for (const message of await mailTo(email)) assert.ok(!message.Text.includes('Hernia'));
});

test('send-contact-email: a tick without medical details stores no consent', async () => {
  const email = uniqueEmail('tick-only');
  const response = await handler(jsonRequest(tandem(email, 'en', { medicalConsent: true })));
  assert.equal(response.status, 200);
  const [row] = await rowsFor(email);
  assert.equal(row?.medical_info, null);
  assert.equal(row?.medical_consent_at, null);
});
