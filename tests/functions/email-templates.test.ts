import assert from 'node:assert/strict';
import { business } from '../../supabase/functions/_shared/contract/business.ts';
import {
  companyNotification,
  visitorConfirmation,
} from '../../supabase/functions/_shared/email/templates/enquiry.ts';
import type { EnquiryRequest } from '../../supabase/functions/_shared/contract/enquiry/index.ts';
import { test } from './support/harness.ts';

// The enquiry e-mails' wording in both languages, read from the business facts.

const phone = business.phone.display.replace(/\u00a0/g, ' ');
const base = { name: 'Sanne <de> Vries', email: 'sanne@example.test', message: 'Hi & <b>bye</b>' };

const CASES: [EnquiryRequest, RegExp][] = [
  [{ ...base, formType: 'contact', service: 'other', language: 'en' }, /Thank you for your message\./],
  [{ ...base, formType: 'demo', language: 'en' }, /Thank you for your demo request\./],
  [{ ...base, formType: 'tandem', language: 'nl' }, /Bedankt voor je tandemaanvraag\./],
  [{ ...base, formType: 'corporate', language: 'nl' }, /Bedankt voor je zakelijke aanvraag\./],
];

for (const [enquiry, thanks] of CASES) {
  test(`templates: ${enquiry.formType} confirmation in ${enquiry.language}`, () => {
    const mail = visitorConfirmation(enquiry);
    assert.match(mail.text, thanks);
    assert.ok(mail.text.includes(phone), 'the phone number');
    assert.match(mail.text, enquiry.language === 'nl' ? /binnen 24 uur/ : /within 24 hours/);
    assert.match(mail.html, new RegExp(`<html lang="${enquiry.language}">`));
    // It goes to an address nobody confirmed: nothing the visitor typed, escaped or not.
    for (const part of [mail.subject, mail.text, mail.html]) {
      assert.doesNotMatch(part, /Sanne|Vries|bye/);
    }
  });
}

test('templates: the company notification links to the back office and keeps names out of the subject', () => {
  const mail = companyNotification(
    { ...base, formType: 'contact', service: 'tandem-jump' },
    'a1b2c3d4-0000-4000-8000-000000000000',
    'https://site.test',
  );
  assert.equal(mail.subject, 'New contact enquiry #a1b2c3d4');
  assert.match(mail.text, /https:\/\/site\.test\/admin\/enquiries\/a1b2c3d4-0000-4000-8000-000000000000/);
  assert.match(mail.text, /Service: Tandem Jump \(tandem-jump\)/);
  assert.ok(mail.html.includes('Sanne &lt;de&gt; Vries'));
});
