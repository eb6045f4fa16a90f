// The chat button's words: the one part of the chat in every page's first load, so kept apart from
// the panel's words in copy.ts, which load with the panel.
import type { Language } from '@contract/language.ts';

const en = {
  open: 'Chat with us',
};

const nl: typeof en = {
  open: 'Met ons chatten',
};

export const chatLauncherCopy: Record<Language, typeof en> = { en, nl };
