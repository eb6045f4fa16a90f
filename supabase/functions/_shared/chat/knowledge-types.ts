import type { Language } from '../contract/language.ts';

// The shape of one fact, apart from the generated list that has it, so the list imports only this.

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
