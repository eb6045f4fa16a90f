import { business } from '../../contract/business.ts';
import type { Language } from '../../contract/language.ts';
import { amsterdamDateTime } from './chat.ts';
import { escapeHtml, footerText, htmlDocument, type RenderedEmail } from './layout.ts';

// The notice every admin gets when an authenticator app is added to or removed from an admin
// account: what happened, when, and what to do if nobody on the team did it. The admin whose
// account changed reads "your account"; the others read the admin's address. An admin without a
// chosen language gets the Dutch text with the English below it.

export type FactorEvent = 'enrolled' | 'removed';

export interface FactorNotice {
  event: FactorEvent;
  /** The address of the admin whose account changed. */
  adminEmail: string;
  /** The name the app was enrolled under, when it had one. */
  factorName: string | null;
  /** When it happened (ISO). */
  at: string;
}

export interface FactorNoticeReader {
  language: Language | null;
  /** The reader is the admin whose account changed. */
  own: boolean;
}

interface Paths {
  signIn: string;
  accounts: string;
}

const COPY = {
  en: {
    subject: {
      enrolled: (own: boolean, email: string) =>
        own
          ? `An authenticator app was added to your admin account – ${business.name}`
          : `An authenticator app was added to the admin account of ${email} – ${business.name}`,
      removed: (own: boolean, email: string) =>
        own
          ? `An authenticator app was removed from your admin account – ${business.name}`
          : `An authenticator app was removed from the admin account of ${email} – ${business.name}`,
    },
    app: (name: string | null) => (name ? `An authenticator app (“${name}”)` : 'An authenticator app'),
    happened: {
      enrolled: (app: string, account: string, when: string) =>
        `${app} was added to ${account} on ${when} (Amsterdam time). Its codes now sign this account in to the admin area.`,
      removed: (app: string, account: string, when: string) =>
        `${app} was removed from ${account} on ${when} (Amsterdam time). Its codes no longer sign this account in.`,
    },
    yourAccount: 'your admin account',
    account: (email: string) => `the admin account of ${email}`,
    ifYou: 'Did you do this yourself? Then there is nothing to do.',
    notYou: {
      enrolled: 'Not you? Then someone else knows your password. Do this straight away:',
      removed: 'Not you? Then someone else may know your password. Do this straight away:',
    },
    ownSteps: {
      enrolled: (paths: Paths) => [
        `Sign in at ${paths.signIn}.`,
        'Remove the app you do not recognise, or ask another admin to remove it under Admins.',
        'Change your password.',
      ],
      removed: (paths: Paths) => [
        `Sign in at ${paths.signIn} and set up your authenticator app again.`,
        'Change your password.',
        'Tell the other admins, so they check the admin list.',
      ],
    },
    locked:
      'Cannot sign in any more? Ask another admin to reset your two-step sign-in under Admins, then set it up again.',
    ifColleague: (email: string) =>
      `Check with ${email} that they did this themselves. Ask in person or by phone, not by replying to this e-mail.`,
    colleagueSteps: {
      enrolled: (paths: Paths, email: string) => [
        `If they did not: sign in and remove the app under Admins (${paths.accounts}).`,
        `Ask ${email} to change their password.`,
      ],
      removed: (paths: Paths, email: string) => [
        `If they did not: sign in and check the admin list (${paths.accounts}).`,
        `Ask ${email} to set up their app again and change their password.`,
      ],
    },
  },
  nl: {
    subject: {
      enrolled: (own: boolean, email: string) =>
        own
          ? `Er is een authenticator-app toegevoegd aan je beheeraccount – ${business.name}`
          : `Er is een authenticator-app toegevoegd aan het beheeraccount van ${email} – ${business.name}`,
      removed: (own: boolean, email: string) =>
        own
          ? `Er is een authenticator-app verwijderd van je beheeraccount – ${business.name}`
          : `Er is een authenticator-app verwijderd van het beheeraccount van ${email} – ${business.name}`,
    },
    app: (name: string | null) => (name ? `Een authenticator-app (“${name}”)` : 'Een authenticator-app'),
    happened: {
      enrolled: (app: string, account: string, when: string) =>
        `${app} is op ${when} (Nederlandse tijd) toegevoegd aan ${account}. Met de codes van die app kan dit account nu inloggen in het beheer.`,
      removed: (app: string, account: string, when: string) =>
        `${app} is op ${when} (Nederlandse tijd) verwijderd van ${account}. De codes van die app werken niet meer voor dit account.`,
    },
    yourAccount: 'je beheeraccount',
    account: (email: string) => `het beheeraccount van ${email}`,
    ifYou: 'Heb je dit zelf gedaan? Dan hoef je niets te doen.',
    notYou: {
      enrolled: 'Was jij het niet? Dan kent iemand anders je wachtwoord. Doe meteen het volgende:',
      removed: 'Was jij het niet? Dan kent iemand anders misschien je wachtwoord. Doe meteen het volgende:',
    },
    ownSteps: {
      enrolled: (paths: Paths) => [
        `Log in op ${paths.signIn}.`,
        'Verwijder de app die je niet kent, of vraag een andere beheerder om dat te doen bij Beheerders.',
        'Wijzig je wachtwoord.',
      ],
      removed: (paths: Paths) => [
        `Log in op ${paths.signIn} en stel je authenticator-app opnieuw in.`,
        'Wijzig je wachtwoord.',
        'Laat het de andere beheerders weten, zodat zij de lijst met beheerders controleren.',
      ],
    },
    locked:
      'Kun je niet meer inloggen? Vraag een andere beheerder om je inloggen in twee stappen te resetten bij Beheerders en stel het daarna opnieuw in.',
    ifColleague: (email: string) =>
      `Vraag ${email} of die dit zelf heeft gedaan. Doe dat persoonlijk of telefonisch, niet door deze e-mail te beantwoorden.`,
    colleagueSteps: {
      enrolled: (paths: Paths, email: string) => [
        `Was het niet zo? Log dan in en verwijder de app bij Beheerders (${paths.accounts}).`,
        `Vraag ${email} om het wachtwoord te wijzigen.`,
      ],
      removed: (paths: Paths, email: string) => [
        `Was het niet zo? Log dan in en controleer de lijst met beheerders (${paths.accounts}).`,
        `Vraag ${email} om de app opnieuw in te stellen en het wachtwoord te wijzigen.`,
      ],
    },
  },
} satisfies Record<Language, unknown>;

interface Part {
  paragraphs: string[];
  steps: string[];
  after: string[];
}

function part(language: Language, notice: FactorNotice, own: boolean, paths: Paths): Part {
  const copy = COPY[language];
  const account = own ? copy.yourAccount : copy.account(notice.adminEmail);
  const when = amsterdamDateTime(notice.at, language);
  const happened = copy.happened[notice.event](copy.app(notice.factorName), account, when);
  if (own) {
    return {
      paragraphs: [happened, copy.ifYou, copy.notYou[notice.event]],
      steps: copy.ownSteps[notice.event](paths),
      after: notice.event === 'enrolled' ? [copy.locked] : [],
    };
  }
  return {
    paragraphs: [happened, copy.ifColleague(notice.adminEmail)],
    steps: copy.colleagueSteps[notice.event](paths, notice.adminEmail),
    after: [],
  };
}

const partText = ({ paragraphs, steps, after }: Part) =>
  [...paragraphs.flatMap((text, index) => (index === 0 ? [text] : ['', text]))]
    .concat(steps.map((step, index) => `${index + 1}. ${step}`))
    .concat(after.flatMap((text) => ['', text]))
    .join('\n');

const partHtml = ({ paragraphs, steps, after }: Part) =>
  [
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    `<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
    ...after.map((text) => `<p>${escapeHtml(text)}</p>`),
  ].join('\n');

const ENGLISH_BELOW = 'English below.';

export function factorNotice(
  notice: FactorNotice,
  reader: FactorNoticeReader,
  siteUrl: string,
): RenderedEmail {
  const paths = { signIn: `${siteUrl}/admin/auth`, accounts: `${siteUrl}/admin/accounts` };
  const languages: Language[] = reader.language ? [reader.language] : ['nl', 'en'];
  const parts = languages.map((language) => ({ language, part: part(language, notice, reader.own, paths) }));
  const first = languages[0]!;
  const subject = COPY[first].subject[notice.event](reader.own, notice.adminEmail);
  const bilingual = languages.length > 1;
  const text = [
    ...(bilingual ? [ENGLISH_BELOW, ''] : []),
    parts.map(({ part: body }) => partText(body)).join('\n\n---\n\n'),
    '',
    footerText(first),
  ].join('\n');
  const html = htmlDocument(
    first,
    subject,
    [
      ...(bilingual ? [`<p lang="en" style="font-size:13px;color:#5a6478">${ENGLISH_BELOW}</p>`] : []),
      parts
        .map(({ language, part: body }) =>
          bilingual ? `<div lang="${language}">${partHtml(body)}</div>` : partHtml(body),
        )
        .join('\n<hr style="border:none;border-top:1px solid #dde3ee;margin:24px 0">\n'),
    ].join('\n'),
  );
  return { subject, html, text };
}
