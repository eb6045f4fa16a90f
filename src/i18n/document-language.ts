import type { Language } from '@contract/language.ts';

/**
 * Marks the page's language, and only when it changes: setting `lang`, even to the value it has,
 * makes Chromium restyle the whole page (the language decides hyphenation), a long task in the
 * middle of hydration.
 */
export function setDocumentLanguage(lang: Language): void {
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}
