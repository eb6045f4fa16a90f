// The outcome messages of the pages the newsletter's e-mails link to, in English and Dutch (the
// words every link page shares are in components/link-page); their head metadata is in
// page-meta.ts. The Dutch object has the English object's type, so a missing translation is a
// compile error.
import type { LinkMessage } from '@/components/link-page/link-page-copy';
import type { Language } from '@contract/language.ts';

export type ConfirmOutcome = 'confirmed' | 'guide-not-sent' | 'already-confirmed' | 'invalid' | 'failed';
export type UnsubscribeOutcome = 'unsubscribed' | 'invalid' | 'failed';
export type LinkOutcome = ConfirmOutcome | UnsubscribeOutcome;

export interface LinkPageCopy {
  confirm: Record<ConfirmOutcome | 'checking', LinkMessage>;
  unsubscribe: Record<UnsubscribeOutcome | 'checking', LinkMessage>;
  download: string;
}

const en: LinkPageCopy = {
  confirm: {
    checking: { title: 'Confirming your subscription…', text: 'One moment while we check your link.' },
    confirmed: {
      title: 'Subscription confirmed',
      text: 'Thank you! The free guide is on its way to your inbox.',
    },
    'guide-not-sent': {
      title: 'Subscription confirmed',
      text: 'Thank you! We could not e-mail the guide just now, so here it is to download.',
    },
    'already-confirmed': {
      title: 'Already confirmed',
      text: 'This link has been used before: your subscription is already confirmed.',
    },
    invalid: {
      title: 'This link does not work',
      text: 'The confirmation link is incomplete, expired or replaced by a newer one. Sign up again at the bottom of this page and we will send you a new link.',
    },
    failed: {
      title: 'Something went wrong',
      text: 'We could not confirm your subscription just now. Please try again, or contact us.',
    },
  },
  unsubscribe: {
    checking: { title: 'Unsubscribing…', text: 'One moment while we check your link.' },
    unsubscribed: {
      title: 'You are unsubscribed',
      text: 'You will not receive our newsletter any more. Changed your mind? Sign up again at the bottom of this page.',
    },
    invalid: {
      title: 'This link does not work',
      text: 'The unsubscribe link is incomplete or has been altered. Use the link from one of our e-mails, or reply to that e-mail and we will unsubscribe you.',
    },
    failed: {
      title: 'Something went wrong',
      text: 'We could not unsubscribe you just now. Please try again, or contact us and we will do it for you.',
    },
  },
  download: 'Download the free guide (PDF)',
};

const nl: LinkPageCopy = {
  confirm: {
    checking: { title: 'We bevestigen je inschrijving…', text: 'Even geduld, we controleren je link.' },
    confirmed: {
      title: 'Inschrijving bevestigd',
      text: 'Bedankt! De gratis gids is onderweg naar je inbox.',
    },
    'guide-not-sent': {
      title: 'Inschrijving bevestigd',
      text: 'Bedankt! Het mailen van de gids lukte even niet. Je kunt hem hieronder downloaden.',
    },
    'already-confirmed': {
      title: 'Al bevestigd',
      text: 'Deze link is al eerder gebruikt: je inschrijving is al bevestigd.',
    },
    invalid: {
      title: 'Deze link werkt niet',
      text: 'De bevestigingslink is onvolledig, verlopen of vervangen door een nieuwere. Schrijf je onderaan deze pagina opnieuw in, dan sturen we je een nieuwe link.',
    },
    failed: {
      title: 'Er ging iets mis',
      text: 'We konden je inschrijving nu niet bevestigen. Probeer het opnieuw of neem contact met ons op.',
    },
  },
  unsubscribe: {
    checking: { title: 'We melden je af…', text: 'Even geduld, we controleren je link.' },
    unsubscribed: {
      title: 'Je bent afgemeld',
      text: 'Je ontvangt onze nieuwsbrief niet meer. Toch weer interesse? Onderaan deze pagina schrijf je je opnieuw in.',
    },
    invalid: {
      title: 'Deze link werkt niet',
      text: 'De afmeldlink is onvolledig of gewijzigd. Gebruik de link uit een van onze e-mails, of beantwoord die e-mail, dan melden wij je af.',
    },
    failed: {
      title: 'Er ging iets mis',
      text: 'We konden je nu niet afmelden. Probeer het opnieuw of neem contact met ons op, dan regelen wij het.',
    },
  },
  download: 'Download de gratis gids (pdf)',
};

export const linkPageCopy: Record<Language, LinkPageCopy> = { en, nl };
