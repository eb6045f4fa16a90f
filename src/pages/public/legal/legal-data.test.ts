import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@contract/chat.ts';
import { LANGUAGES } from '@contract/language.ts';
import { RETENTION } from '@contract/retention.ts';
import { legalPageData } from './legal-data';

const textOf = (lang: (typeof LANGUAGES)[number]) =>
  legalPageData('privacy', lang)
    .document.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])])
    .join('\n');

describe('the privacy policy on the chat assistant', () => {
  it.each(LANGUAGES)('names Google as processor, what it receives and what it never does (%s)', (lang) => {
    const text = textOf(lang);
    expect(text).toMatch(/Gemini/);
    expect(text).toMatch(
      lang === 'en' ? /never your name or e-mail address/ : /nooit je naam of e-mailadres/,
    );
    expect(text).toMatch(lang === 'en' ? /Google for the chat assistant/ : /Google voor de chatassistent/);
  });

  it.each(LANGUAGES)('says how long conversations are kept, from the job that deletes them (%s)', (lang) => {
    expect(textOf(lang)).toContain(
      lang === 'en'
        ? `Chat conversations: ${CHAT_LIMITS.retentionDays} days after the last message`
        : `Chatgesprekken: ${CHAT_LIMITS.retentionDays} dagen na het laatste bericht`,
    );
  });
});

describe('the privacy policy on retention', () => {
  // The periods of the retention job (migration 20261128060000_retention.sql), from the contract.
  const statements = {
    en: [
      `Enquiries are deleted from our database automatically ${RETENTION.enquiryYears} years after they arrive`,
      `${RETENTION.unsubscribedDays} days later your name and e-mail address are erased automatically`,
      `A sign-up you never confirm is erased ${RETENTION.unconfirmedDays} days after we sent the confirmation e-mail`,
      `usage events in our own database for ${RETENTION.analyticsMonths} months, after which they are deleted automatically`,
      'per IP address and per e-mail address typed, and delete those counts within two hours',
      'the confirmation e-mails sent to each address, and delete those counts after seven days',
    ],
    nl: [
      `Aanvragen verwijderen we ${RETENTION.enquiryYears} jaar na ontvangst automatisch uit onze database`,
      `${RETENTION.unsubscribedDays} dagen later wissen we je naam en e-mailadres automatisch`,
      `Bevestig je een aanmelding niet, dan wissen we die ${RETENTION.unconfirmedDays} dagen nadat we de bevestigingsmail stuurden`,
      `gebruiksgegevens in onze eigen database ${RETENTION.analyticsMonths} maanden, daarna verwijderen we ze automatisch`,
      'per IP-adres en per ingevuld e-mailadres, en die tellingen verwijderen we binnen twee uur',
      'de bevestigingsmails per e-mailadres; die tellingen verwijderen we na zeven dagen',
    ],
  };

  it.each(LANGUAGES)(
    'states how long each kind of data is kept, from the job that deletes it (%s)',
    (lang) => {
      const text = textOf(lang);
      for (const statement of statements[lang]) expect(text).toContain(statement);
    },
  );
});
