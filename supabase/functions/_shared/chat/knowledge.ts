import type { Language } from '../contract/language.ts';
import type { Fact } from './knowledge-types.ts';
import { knowledge } from './knowledge.generated.ts';

export type { Fact, FactTopic, Knowledge } from './knowledge-types.ts';

// The company's facts as the chat assistant may use them: the sentences the site itself shows,
// each with the page that shows it. The list is generated from the site's content
// (`npm run chat:knowledge`), so the chat never keeps a second, hand-copied version of the facts.

export const facts = (language: Language): readonly Fact[] => knowledge[language];

export const factById = (language: Language, id: string): Fact | undefined =>
  knowledge[language].find((fact) => fact.id === id);

const intro: Record<Language, string> = {
  en: 'Facts of Skydive Events Holland, one per line, each with the path of the page that states it:',
  nl: 'Feiten van Skydive Events Holland, één per regel, elk met het pad van de pagina waar het staat:',
};

/** Every fact of one language as compact lines for the model's instructions: `- title: text (path)`. */
export function groundingText(language: Language): string {
  const lines = knowledge[language].map((fact) => `- ${fact.title}: ${fact.text} (${fact.path})`);
  return [intro[language], ...lines].join('\n');
}
