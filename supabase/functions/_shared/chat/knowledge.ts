import type { Language } from '../contract/language.ts';
import { knowledge } from './knowledge.generated.ts';

// The company's facts as the chat assistant may use them: the sentences the site itself shows,
// each with the page that shows it. The list is generated from the site's content
// (`npm run chat:knowledge`), so the chat never keeps a second, hand-copied version of the facts.

export type FactTopic = 'faq' | 'service' | 'business' | 'terms' | 'page';

export interface Fact {
  /** Stable across regenerations, e.g. `faq:weather` or `service:corporate-events:step-2`. */
  id: string;
  topic: FactTopic;
  /** The question, heading or name the site gives the fact. */
  title: string;
  /** The fact in the site's own words. */
  text: string;
  /** The language-prefixed path of the page that says it, e.g. `/nl/contact`. */
  path: string;
  /** The title of that page, usable as a link label. */
  pageTitle: string;
}

export type Knowledge = Record<Language, readonly Fact[]>;

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
