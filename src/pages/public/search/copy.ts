const en = {
  h1: 'Search the site',
  intro: 'Find services, city pages, safety rules and answers to common questions.',
  label: 'Search for',
  placeholder: 'e.g. balloon, tandem, Utrecht',
  submit: 'Search',
  noscript:
    'Search needs JavaScript. You can browse our services, the FAQ or the contact page from the menu instead.',
  searching: 'Searching…',
  failed: 'Search is not available right now. Please try again, or browse the menu.',
  count: (n: number, q: string) =>
    n === 0 ? `No results for “${q}”.` : `${n} ${n === 1 ? 'result' : 'results'} for “${q}”.`,
  results: 'Results',
};

export type SearchPageCopy = typeof en;

const nl: SearchPageCopy = {
  h1: 'Zoek op de site',
  intro: 'Vind diensten, stadspagina’s, veiligheidsregels en antwoorden op veelgestelde vragen.',
  label: 'Zoek naar',
  placeholder: 'bijv. luchtballon, tandem, Utrecht',
  submit: 'Zoeken',
  noscript:
    'Zoeken werkt met JavaScript. Je kunt ook via het menu naar onze diensten, de veelgestelde vragen of de contactpagina.',
  searching: 'Bezig met zoeken…',
  failed: 'Zoeken lukt nu even niet. Probeer het opnieuw of gebruik het menu.',
  count: (n: number, q: string) =>
    n === 0 ? `Geen resultaten voor “${q}”.` : `${n} ${n === 1 ? 'resultaat' : 'resultaten'} voor “${q}”.`,
  results: 'Resultaten',
};

export const searchPageCopy = { en, nl } as const;
