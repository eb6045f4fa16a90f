// The chat button's words: the one part of the chat in every page's first load, so kept apart from
// the panel's words in copy.ts, which load with the panel.
import type { Language } from '@contract/language.ts';

const en = {
  open: 'Chat with us',
  attention: 'The chat asks whether you are still there. Open it to carry on.',
};

const nl: typeof en = {
  open: 'Met ons chatten',
  attention: 'De chat vraagt of je er nog bent. Open de chat om verder te gaan.',
};

export const chatLauncherCopy: Record<Language, typeof en> = { en, nl };
