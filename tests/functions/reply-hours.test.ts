import assert from 'node:assert/strict';
import { business } from '../../supabase/functions/_shared/contract/business.ts';
import type { EnquiryRequest } from '../../supabase/functions/_shared/contract/enquiry/index.ts';
import { transportFromConfig } from '../../supabase/functions/_shared/email/transport.ts';
import {
  companyNotification,
  visitorConfirmation,
} from '../../supabase/functions/_shared/email/templates/enquiry.ts';
import { enquirySettings } from '../../supabase/functions/_shared/enquiry-settings.ts';
import { createSendContactEmail } from '../../supabase/functions/send-contact-email/handler.ts';
import { database, jsonRequest, mailTo, test, testConfig, uniqueEmail } from './support/harness.ts';

// The answer time the enquiry e-mails promise is the one admins set in the back office.

const config = testConfig();
const db = database(config);
const handler = createSendContactEmail({ config, db, transport: transportFromConfig(config) });
const KEY = 'contact.reply_hours';

/** Runs `check` with the stored reply hours set to `hours` (or removed), then puts the seed back. */
async function withReplyHours(hours: number | null, check: () => Promise<void>) {
  const { data: before } = await db.from('site_settings').select('value').eq('key', KEY).single();
  const changed =
    hours === null
      ? await db.from('site_settings').delete().eq('key', KEY)
      : await db.from('site_settings').update({ value: hours }).eq('key', KEY);
  assert.equal(changed.error, null);
  try {
    await check();
  } finally {
    await db.from('site_settings').upsert({ key: KEY, value: before?.value ?? 24, is_public: true });
  }
}

const enquiry = (language: 'en' | 'nl'): EnquiryRequest => ({
  formType: 'contact',
  name: 'Sanne de Vries',
  email: 'sanne@example.test',
  service: 'tandem-jump',
  message: 'We would like to book two tandem jumps in May.',
  language,
});

test('reply hours: the confirmation and the notification state the hours they are given', () => {
  assert.match(visitorConfirmation(enquiry('en'), 48).text, /answers within 48 hours/);
  assert.match(visitorConfirmation(enquiry('nl'), 48).html, /reageert binnen 48 uur/);
  assert.match(
    companyNotification(enquiry('en'), 'a1b2c3d4', 'https://site.test', 48).text,
    /within 48 hours/,
  );
});

test('reply hours: the visitor’s confirmation e-mail states the stored reply hours', async () => {
  await withReplyHours(36, async () => {
    const email = uniqueEmail('reply-hours');
    const response = await handler(jsonRequest({ ...enquiry('nl'), email, page: '/nl/contact' }));
    assert.equal(response.status, 200);
    const [mail] = await mailTo(email);
    assert.match(mail?.Text ?? '', /reageert binnen 36 uur/);
    assert.doesNotMatch(mail?.Text ?? '', /24 uur/);
  });
});

test('reply hours: without a stored value the e-mails fall back to the business fact', async () => {
  await withReplyHours(null, async () => {
    assert.equal((await enquirySettings(db, config)).replyHours, business.replyWithinHours);
  });
});
