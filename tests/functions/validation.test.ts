import assert from 'node:assert/strict';
import {
  enquiryRequestSchema,
  fieldErrorsOf,
  messages,
  newsletterSchema,
  securityPreCheck,
  type EnquiryMessages,
} from '../../supabase/functions/_shared/contract/enquiry/index.ts';
import type { Language } from '../../supabase/functions/_shared/contract/language.ts';
import { test } from './support/harness.ts';

// The shared schemas: every message of the spec for its bad input, in English and Dutch, and the
// security pre-check's rules.

const TODAY = '2026-11-22';
const contact = {
  formType: 'contact',
  name: 'Sanne de Vries',
  email: 'sanne@example.com',
  phone: '+31 6 1234 5678',
  service: 'tandem-jump',
  message: 'I would like to book a tandem jump in spring.',
};
const tandem = { formType: 'tandem', name: 'Pieter Bakker', email: 'pieter@example.com' };

type Case = [
  description: string,
  body: Record<string, unknown>,
  field: string,
  message: keyof EnquiryMessages,
];

const CASES: Case[] = [
  ['name too short', { ...contact, name: 'J' }, 'name', 'nameMin'],
  ['name missing', { ...contact, name: undefined }, 'name', 'nameMin'],
  ['name too long', { ...contact, name: 'A'.repeat(51) }, 'name', 'nameMax'],
  ['name with digits', { ...contact, name: 'J0hn Smith' }, 'name', 'nameChars'],
  ['name with symbols', { ...contact, name: 'John <Smith>' }, 'name', 'nameChars'],
  ['name with a line break', { ...contact, name: 'John\r\nBcc: x@evil.test' }, 'name', 'nameChars'],
  ['email too short', { ...contact, email: 'a@b' }, 'email', 'emailMin'],
  ['email too long', { ...contact, email: `${'x'.repeat(95)}@example.com` }, 'email', 'emailMax'],
  ['email malformed', { ...contact, email: 'sanne.example.com' }, 'email', 'emailInvalid'],
  ['email with a header break', { ...contact, email: 'a@b.nl\r\nBcc: x@evil.test' }, 'email', 'emailInvalid'],
  ['email not a string', { ...contact, email: 42 }, 'email', 'emailInvalid'],
  ['phone with letters', { ...contact, phone: '06-12ab5678' }, 'phone', 'phoneInvalid'],
  ['phone too short', { ...contact, phone: '12345' }, 'phone', 'phoneInvalid'],
  ['phone too long', { ...contact, phone: '+31 6 1234 5678 90' }, 'phone', 'phoneInvalid'],
  ['service missing', { ...contact, service: '' }, 'service', 'serviceRequired'],
  ['service unknown', { ...contact, service: 'bungee-jump' }, 'service', 'serviceInvalid'],
  ['message too short', { ...contact, message: 'Hi there' }, 'message', 'messageMin'],
  ['message too long', { ...contact, message: 'x'.repeat(1001) }, 'message', 'messageMax'],
  ['message blank', { ...contact, message: '      ' }, 'message', 'messageEmpty'],
  ['form type unknown', { ...contact, formType: 'booking' }, 'formType', 'formTypeInvalid'],
  ['date in the past', { ...tandem, additionalData: { date: '2026-11-21' } }, 'date', 'datePast'],
  ['date not a date', { ...tandem, additionalData: { date: '2026-02-30' } }, 'date', 'dateInvalid'],
  ['weight above 100 kg', { ...tandem, additionalData: { weight: 101 } }, 'weight', 'weightMax'],
  ['weight below 40 kg', { ...tandem, additionalData: { weight: 39 } }, 'weight', 'weightMin'],
  ['weight not whole', { ...tandem, additionalData: { weight: 72.5 } }, 'weight', 'weightInvalid'],
  [
    'no attendees',
    { ...tandem, formType: 'demo', additionalData: { attendees: 0 } },
    'attendees',
    'attendeesMin',
  ],
  [
    'too many attendees',
    { ...tandem, formType: 'corporate', additionalData: { attendees: 100_001 } },
    'attendees',
    'attendeesMax',
  ],
  [
    'a corporate budget on the demo tab',
    { ...tandem, formType: 'demo', additionalData: { budget: '50k-plus' } },
    'budget',
    'budgetInvalid',
  ],
  [
    'a demo type on the corporate tab',
    { ...tandem, formType: 'corporate', additionalData: { eventType: 'half-time-show' } },
    'eventType',
    'eventTypeInvalid',
  ],
  [
    'an unknown experience level',
    { ...tandem, additionalData: { experience: 'expert' } },
    'experience',
    'experienceInvalid',
  ],
  [
    'location too long',
    { ...tandem, additionalData: { location: 'x'.repeat(201) } },
    'location',
    'locationMax',
  ],
  [
    'company name too long',
    { ...tandem, formType: 'corporate', additionalData: { companyName: 'x'.repeat(101) } },
    'companyName',
    'companyNameMax',
  ],
  [
    'medical info too long',
    { ...tandem, additionalData: { medicalInfo: 'x'.repeat(501) } },
    'medicalInfo',
    'medicalInfoMax',
  ],
  [
    'medical info without consent',
    { ...tandem, additionalData: { medicalInfo: 'Asthma' } },
    'medicalConsent',
    'medicalConsentRequired',
  ],
  [
    'medical info with a consent that is not a tick',
    { ...tandem, additionalData: { medicalInfo: 'Asthma', medicalConsent: 'yes' } },
    'medicalConsent',
    'medicalConsentRequired',
  ],
  [
    'special requests too long',
    { ...tandem, additionalData: { specialRequests: 'x'.repeat(501) } },
    'specialRequests',
    'specialRequestsMax',
  ],
  ['a NUL character', { ...tandem, message: 'Hello\u0000there friends' }, 'message', 'unsupportedCharacters'],
  ['an unknown field', { ...contact, admin: true }, 'form', 'unknownField'],
];

for (const language of ['en', 'nl'] as Language[]) {
  for (const [description, body, field, message] of CASES) {
    test(`validation (${language}): ${description} → "${messages[language][message]}"`, () => {
      const result = enquiryRequestSchema(language, { today: () => TODAY }).safeParse({ ...body, language });
      assert.equal(result.success, false);
      if (result.success) return;
      assert.deepEqual(fieldErrorsOf(result.error)[field], [messages[language][message]]);
    });
  }
}

test('validation: the spec’s English messages are exact', () => {
  assert.equal(messages.en.nameChars, 'Name can only contain letters, spaces, hyphens, apostrophes and dots');
  assert.equal(messages.en.messageEmpty, 'Message cannot be empty');
  assert.equal(messages.en.validationFailed, 'Form validation failed. Please check your input.');
  assert.equal(messages.en.rateLimited, 'Rate limit exceeded. Please wait before submitting again.');
});

test('validation: valid bodies of every form type pass, trimmed and typed', () => {
  const schema = enquiryRequestSchema('en', { today: () => TODAY });
  assert.equal(
    schema.safeParse({ ...contact, name: "  Jan-Willem O'Brien  " }).data?.name,
    "Jan-Willem O'Brien",
  );
  assert.equal(schema.safeParse({ ...contact, name: 'Zoë Ångström', phone: '' }).success, true);
  const demo = schema.safeParse({
    ...tandem,
    formType: 'demo',
    additionalData: { date: TODAY, attendees: '25000', eventType: 'half-time-show', budget: '10k-25k' },
  });
  assert.equal(demo.success, true);
  assert.equal(demo.success && demo.data.formType === 'demo' && demo.data.additionalData?.attendees, 25000);
  assert.equal(
    schema.safeParse({ ...tandem, additionalData: { weight: 100, experience: 'none' } }).success,
    true,
  );
  assert.equal(
    schema.safeParse({
      ...tandem,
      formType: 'corporate',
      additionalData: { budget: '50k-plus', eventType: 'team-building' },
    }).success,
    true,
  );
});

test('validation: dates compare with today in Amsterdam, not UTC', async () => {
  const { amsterdamToday } = await import('../../supabase/functions/_shared/contract/amsterdam-time.ts');
  // 23:30 UTC on 21 November is already 22 November in Amsterdam.
  assert.equal(amsterdamToday(new Date('2026-11-21T23:30:00Z')), '2026-11-22');
});

test('validation: the newsletter needs a name and an e-mail address', () => {
  const result = newsletterSchema('nl').safeParse({ name: 'J', email: 'x' });
  assert.equal(result.success, false);
  if (result.success) return;
  assert.deepEqual(fieldErrorsOf(result.error), {
    name: [messages.nl.nameMin],
    email: [messages.nl.emailMin],
  });
  assert.equal(newsletterSchema('en').safeParse({ name: 'Sanne', email: 'sanne@example.com' }).success, true);
});

const HOSTILE: [string, unknown, string][] = [
  ['a script tag', { message: 'hi <script>alert(1)</script>' }, 'script-tag'],
  ['a javascript: link', { message: 'click JavaScript :alert(1)' }, 'javascript-url'],
  ['an inline event handler', { name: '<img src=x onerror=alert(1)>' }, 'event-handler'],
  ['an eval call', { message: 'eval (atob("..."))' }, 'eval-call'],
  ['a CSS expression', { message: 'width: expression(alert(1))' }, 'eval-call'],
  ['an iframe tag', { additionalData: { specialRequests: '<iframe src=//x>' } }, 'iframe-tag'],
  ['a data: HTML URL', { message: 'see data:text/html;base64,PHNjcmlwdD4=' }, 'data-html-url'],
  ['a string over 10000 characters', { message: 'x'.repeat(10_001) }, 'too-long'],
  ['four URLs in one field', { message: 'https://a.nl http://b.nl www.c.nl https://d.nl' }, 'too-many-urls'],
];

for (const [description, body, rule] of HOSTILE) {
  test(`security pre-check: ${description} → ${rule}`, () => {
    assert.equal(securityPreCheck(body)?.rule, rule);
  });
}

test('security pre-check: ordinary text passes, and it names the field', () => {
  assert.equal(
    securityPreCheck({
      message: 'Our team-building day is on Monday; see https://a.nl and www.b.nl, 3 < 4.',
    }),
    undefined,
  );
  assert.deepEqual(securityPreCheck({ additionalData: { location: 'javascript:x' } }), {
    rule: 'javascript-url',
    field: 'additionalData.location',
  });
});
