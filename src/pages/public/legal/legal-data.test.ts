import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@contract/chat.ts';
import { LANGUAGES } from '@contract/language.ts';
import { RETENTION } from '@contract/retention.ts';
import { legalPageData } from './legal-data';

type Language = (typeof LANGUAGES)[number];

const textOf = (lang: Language, id: 'privacy' | 'terms' = 'privacy') =>
  legalPageData(id, lang)
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

describe('the privacy statement on medical details', () => {
  const statements = {
    en: [
      'a special category of personal data (article 9 GDPR)',
      'We use it for one purpose: to make your jump safe',
      'We process it only with your explicit consent',
      'without that tick, your request is not sent and we keep nothing of it',
      'Only staff who sign in to our back office with two-factor authentication can read it',
      `We delete it automatically ${RETENTION.medicalAfterJumpDays} days after the jump date you give, or ${RETENTION.medicalWithoutDateDays} days after your request if you give no date`,
      `Medical information: ${RETENTION.medicalAfterJumpDays} days after the jump date`,
    ],
    nl: [
      'een bijzonder persoonsgegeven (artikel 9 AVG)',
      'We gebruiken die informatie voor één doel: je sprong veilig laten verlopen',
      'We verwerken haar alleen met je uitdrukkelijke toestemming',
      'zonder dat vinkje wordt je aanvraag niet verstuurd en bewaren we er niets van',
      'Alleen medewerkers die in onze beheeromgeving inloggen met tweestapsverificatie kunnen haar lezen',
      `We verwijderen haar automatisch ${RETENTION.medicalAfterJumpDays} dagen na de springdatum die je opgeeft, of ${RETENTION.medicalWithoutDateDays} dagen na je aanvraag als je geen datum opgeeft`,
      `Medische informatie: ${RETENTION.medicalAfterJumpDays} dagen na de springdatum`,
    ],
  };

  it.each(LANGUAGES)(
    'names them as health data, with purpose, consent, readers and the period of the job that erases them (%s)',
    (lang) => {
      const text = textOf(lang);
      for (const statement of statements[lang]) expect(text).toContain(statement);
    },
  );
});

describe('the terms, as they hold for a Dutch consumer', () => {
  const statements = {
    en: [
      'district court of Gelderland (rechtbank Gelderland, sitting in Zutphen)',
      'the court of your own place of residence',
      'You therefore have no right of withdrawal',
      'article 6:230p, under f, of the Dutch Civil Code',
      'preferably within 7 days, and in any case within two months of discovering the problem',
      'If you cancel, we do not refund your payment',
      'If we cancel for a reason within our control, you choose: a new date or your money back',
      'within 12 months of the original date, at no extra cost',
      'intent or deliberate recklessness',
      'We accept cash, credit card and bank transfer.',
    ],
    nl: [
      'rechtbank Gelderland (zittingsplaats Zutphen)',
      'de rechter van je eigen woonplaats',
      'Daarom heb je geen herroepingsrecht (bedenktijd)',
      'artikel 6:230p, onder f, Burgerlijk Wetboek',
      'Meld een klacht bij voorkeur binnen 7 dagen, en in elk geval binnen twee maanden nadat je het probleem hebt ontdekt',
      'Annuleer je zelf, dan betalen we niet terug',
      'Annuleren wij om een reden die binnen onze macht ligt, dan kies je zelf: een nieuwe datum of je geld terug',
      'binnen 12 maanden na de oorspronkelijke datum',
      'opzet of bewuste roekeloosheid',
      'We accepteren contante betaling, creditcard en bankoverschrijving.',
    ],
  };

  it.each(LANGUAGES)('state what a Dutch court upholds (%s)', (lang) => {
    const text = textOf(lang, 'terms');
    for (const statement of statements[lang]) expect(text).toContain(statement);
  });

  it.each(LANGUAGES)(
    'name no court that no longer exists, no foreign legal terms and no iDEAL (%s)',
    (lang) => {
      const text = textOf(lang, 'terms');
      expect(text).not.toMatch(/rechtbank Zutphen|court of the district of Zutphen/i);
      expect(text).not.toMatch(/grove nalatigheid|gross negligence/i);
      expect(text).not.toMatch(/iDEAL/);
    },
  );
});
