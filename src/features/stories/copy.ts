import { uiCopy } from '@/content/ui';
import { AMSTERDAM_TIME_ZONE } from '@contract/amsterdam-time.ts';
const en = {
  eyebrow: 'Stories',
  title: 'Stories from the drop zone',
  lead: 'Behind the scenes of shows, first jumps and expeditions.',
  featured: 'Featured story',
  readTime: (minutes: number) => `${minutes} min read`,
  cta: 'Follow us on Instagram',
  ctaNote: '(opens in a new tab)',
  loadError: 'Failed to fetch blog posts',
  story: {
    allStories: 'All stories',
    published: 'Published',
    tags: 'Tags',
    loading: 'Loading the story…',
    writtenIn: 'This story is only available in Dutch.',
    errorTitle: 'This story could not be loaded',
    errorText: 'Something went wrong while loading it. Please try again in a moment.',
    retry: 'Try again',
  },
  list: {
    filterLabel: 'Show stories about',
    allCategories: 'All topics',
    count: (count: number, category: string | null) =>
      `${count === 1 ? '1 story' : `${count} stories`}${category ? ` about ${category}` : ''}`,
    pages: 'Pages of stories',
    previous: 'Previous page',
    next: 'Next page',
    page: (page: number) => `Page ${page}`,
    empty: 'There are no stories on this page.',
    firstPage: 'Go to the first page',
    loading: 'Loading the stories…',
  },
};

export type StoriesCopy = typeof en;

const nl: StoriesCopy = {
  eyebrow: 'Verhalen',
  title: 'Verhalen van het springterrein',
  lead: 'Achter de schermen bij shows, eerste sprongen en expedities.',
  featured: 'Uitgelicht verhaal',
  readTime: (minutes: number) => `${minutes} min. leestijd`,
  cta: 'Volg ons op Instagram',
  ctaNote: '(opent in een nieuw tabblad)',
  loadError: 'De verhalen konden niet worden geladen',
  story: {
    allStories: 'Alle verhalen',
    published: 'Gepubliceerd',
    tags: 'Tags',
    loading: 'Het verhaal wordt geladen…',
    writtenIn: 'Dit verhaal is alleen in het Engels beschikbaar.',
    errorTitle: 'Dit verhaal kon niet worden geladen',
    errorText: 'Er ging iets mis bij het laden. Probeer het zo nog eens.',
    retry: 'Opnieuw proberen',
  },
  list: {
    filterLabel: 'Verhalen over',
    allCategories: 'Alle onderwerpen',
    count: (count: number, category: string | null) =>
      `${count === 1 ? '1 verhaal' : `${count} verhalen`}${category ? ` over ${category}` : ''}`,
    pages: "Pagina's met verhalen",
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    page: (page: number) => `Pagina ${page}`,
    empty: 'Op deze pagina staan geen verhalen.',
    firstPage: 'Naar de eerste pagina',
    loading: 'De verhalen worden geladen…',
  },
};

export const storiesCopy = { en, nl } as const;

/** A date as the page's language writes it, the same on the server and in the browser. */
export const formatStoryDate = (iso: string, lang: 'en' | 'nl') =>
  new Intl.DateTimeFormat(uiCopy[lang].locale, {
    dateStyle: 'long',
    timeZone: AMSTERDAM_TIME_ZONE,
  }).format(new Date(iso));
