import { business } from '../../contract/business.ts';
import type { Language } from '../../contract/language.ts';
import { escapeHtml, footerText, htmlDocument, type RenderedEmail } from './layout.ts';

// The newsletter's e-mails: the double opt-in confirmation and the free guide. Both carry the
// subscriber's unsubscribe link. The confirmation goes to an address nobody has confirmed yet, so it
// carries nothing the visitor typed, not even the name; the guide goes only to a confirmed address.

const COPY = {
  en: {
    confirmSubject: `Confirm your subscription – ${business.name}`,
    greeting: (name: string) => `Hi ${name},`,
    confirmGreeting: 'Hi,',
    confirmIntro: 'Thank you for signing up for our newsletter and the free skydiving guide.',
    confirmAction: 'Please confirm your e-mail address and we will send you the guide right away:',
    confirmButton: 'Confirm my subscription',
    confirmIgnore: 'Did not sign up? Then ignore this e-mail: without confirmation you receive nothing.',
    guideSubject: `Your free skydiving guide – ${business.name}`,
    guideIntro: 'Your subscription is confirmed. Here is the free guide, as promised:',
    guideButton: 'Download the guide',
    guideNext: `Questions about a jump or an event? Reply to this e-mail or call us; we answer within ${business.replyWithinHours} hours.`,
    unsubscribe: 'Unsubscribe',
    unsubscribeText: 'No longer want our e-mails? Unsubscribe:',
  },
  nl: {
    confirmSubject: `Bevestig je inschrijving – ${business.name}`,
    greeting: (name: string) => `Hoi ${name},`,
    confirmGreeting: 'Hoi,',
    confirmIntro:
      'Bedankt voor je inschrijving voor onze nieuwsbrief en de gratis gids voor je eerste tandemsprong.',
    confirmAction: 'Bevestig je e-mailadres, dan sturen we je de gids meteen toe:',
    confirmButton: 'Inschrijving bevestigen',
    confirmIgnore:
      'Heb je je niet ingeschreven? Negeer deze e-mail dan: zonder bevestiging ontvang je niets.',
    guideSubject: `Je gratis gids: je eerste tandemsprong – ${business.name}`,
    guideIntro: 'Je inschrijving is bevestigd. Hier is de gratis gids, zoals beloofd:',
    guideButton: 'Download de gids',
    guideNext: `Vragen over een sprong of een evenement? Beantwoord deze e-mail of bel ons; we reageren binnen ${business.replyWithinHours} uur.`,
    unsubscribe: 'Afmelden',
    unsubscribeText: 'Wil je onze e-mails niet meer ontvangen? Meld je af:',
  },
} as const;

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#0b3d91;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

const unsubscribeHtml = (language: Language, url: string) =>
  `<p style="font-size:13px;color:#5a6478">${escapeHtml(COPY[language].unsubscribeText)} <a href="${escapeHtml(url)}">${COPY[language].unsubscribe}</a></p>`;

export function newsletterConfirmation(
  language: Language,
  confirmUrl: string,
  unsubscribeUrl: string,
): RenderedEmail {
  const copy = COPY[language];
  const html = htmlDocument(
    language,
    copy.confirmSubject,
    `<p>${copy.confirmGreeting}</p>
<p>${escapeHtml(copy.confirmIntro)}</p>
<p>${escapeHtml(copy.confirmAction)}</p>
${button(confirmUrl, copy.confirmButton)}
<p style="font-size:13px;color:#5a6478">${escapeHtml(copy.confirmIgnore)}</p>
${unsubscribeHtml(language, unsubscribeUrl)}`,
  );
  const text = [
    copy.confirmGreeting,
    '',
    copy.confirmIntro,
    copy.confirmAction,
    confirmUrl,
    '',
    copy.confirmIgnore,
    '',
    `${copy.unsubscribeText} ${unsubscribeUrl}`,
    '',
    footerText(language),
  ].join('\n');
  return { subject: copy.confirmSubject, html, text };
}

export function newsletterGuide(
  language: Language,
  name: string,
  guideUrl: string,
  unsubscribeUrl: string,
): RenderedEmail {
  const copy = COPY[language];
  const html = htmlDocument(
    language,
    copy.guideSubject,
    `<p>${escapeHtml(copy.greeting(name))}</p>
<p>${escapeHtml(copy.guideIntro)}</p>
${button(guideUrl, copy.guideButton)}
<p>${escapeHtml(copy.guideNext)}</p>
${unsubscribeHtml(language, unsubscribeUrl)}`,
  );
  const text = [
    copy.greeting(name),
    '',
    copy.guideIntro,
    guideUrl,
    '',
    copy.guideNext,
    '',
    `${copy.unsubscribeText} ${unsubscribeUrl}`,
    '',
    footerText(language),
  ].join('\n');
  return { subject: copy.guideSubject, html, text };
}
