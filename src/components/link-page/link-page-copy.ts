// The words every page an e-mail's link opens shares (confirming a chat address, the newsletter's
// confirm and unsubscribe), in English and Dutch; each page has its own outcome messages.
import { business } from '@contract/business.ts';
import type { Language } from '@contract/language.ts';

/** What a link page says, for one outcome. */
export interface LinkMessage {
  title: string;
  text: string;
}

const en = {
  /** For browsers without JavaScript, which cannot post the link to us. */
  noscript: `This page needs JavaScript to check your link. Switch it on and reload the page, or e-mail us at ${business.email}.`,
  retry: 'Try again',
  contact: `Questions? We answer within ${business.replyWithinHours} hours.`,
  call: `Call ${business.phone.display}`,
  email: `E-mail ${business.email}`,
  home: 'Go to the home page',
};

const nl: typeof en = {
  noscript: `Deze pagina heeft JavaScript nodig om je link te controleren. Zet het aan en laad de pagina opnieuw, of mail ons op ${business.email}.`,
  retry: 'Opnieuw proberen',
  contact: `Vragen? We reageren binnen ${business.replyWithinHours} uur.`,
  call: `Bel ${business.phone.display}`,
  email: `Mail ${business.email}`,
  home: 'Naar de homepage',
};

export const linkPageWords: Record<Language, typeof en> = { en, nl };
