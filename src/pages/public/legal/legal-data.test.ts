import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@contract/chat.ts';
import { LANGUAGES } from '@contract/language.ts';
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
