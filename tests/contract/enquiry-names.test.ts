import { describe, expect, it } from 'vitest';
import { enquiryRequestSchema, fieldErrorsOf, messages, newsletterSchema } from '@contract/enquiry/index.ts';

// The name rule as the site's forms run it: real names in any script pass, digits and markup do not.

const ACCEPTED = [
  'J. de Vries',
  'Dr. Jansen',
  'Zoë',
  'Zoe\u0308',
  'Łukasz',
  'Ἀλέξανδρος',
  'Саша',
  '山田太郎',
  'O’Brien',
  "O'Brien",
  'Jan-Willem',
  "'t Hart",
];
const REFUSED = ['<b>x</b>', 'R2D2', 'a', 'Anna 3', 'Jan_Willem', '..', "'-"];

const contact = (name: string) => ({
  formType: 'contact',
  name,
  email: 'sanne@example.com',
  service: 'tandem-jump',
  message: 'We would like to book a tandem jump in May.',
});

describe('the name rule', () => {
  it.each(ACCEPTED)('accepts %s on the contact form and the newsletter', (name) => {
    expect(enquiryRequestSchema('en').safeParse(contact(name)).success).toBe(true);
    expect(newsletterSchema('nl').safeParse({ name, email: 'sanne@example.com' }).success).toBe(true);
  });

  it.each(REFUSED)('refuses %s with the message for its fault, in both languages', (name) => {
    for (const language of ['en', 'nl'] as const) {
      const result = enquiryRequestSchema(language).safeParse(contact(name));
      expect(result.success).toBe(false);
      const [message] = result.error ? (fieldErrorsOf(result.error).name ?? []) : [];
      const m = messages[language];
      expect(name.length < 2 ? m.nameMin : m.nameChars).toBe(message);
    }
  });

  it('keeps "Zoë" composed however it was typed', () => {
    expect(enquiryRequestSchema('en').parse(contact('Zoe\u0308')).name).toBe('Zo\u00eb');
  });

  it('names what the rule allows, in English and in Dutch', () => {
    expect(messages.en.nameChars).toBe(
      'Name can only contain letters, spaces, hyphens, apostrophes and dots',
    );
    expect(messages.nl.nameChars).toBe(
      'Gebruik in je naam alleen letters, spaties, koppeltekens, apostroffen en punten.',
    );
  });
});
