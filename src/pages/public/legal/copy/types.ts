/** One section of a legal text: paragraphs, optionally followed by a list. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  /** The page's H1. */
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** The three legal texts in one language; the Dutch object has this type too. */
export interface LegalCopy {
  terms: LegalDocument;
  privacy: LegalDocument;
  'cookie-policy': LegalDocument;
}
