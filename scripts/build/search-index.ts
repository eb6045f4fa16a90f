// The site search index, one file per language: every canonical, indexable prerendered page (its
// title, description, headings, keywords and the text of its <main>), every FAQ answer and every
// story written in that language. Built from the rendered HTML, so the index holds exactly what
// visitors read.
import { JSDOM } from 'jsdom';
import { faqItems } from '../../src/content/faq';
import { pageMeta } from '../../src/content/page-meta';
import type { SearchDocument } from '../../src/features/site-search/search';
import type { Language } from '../../supabase/functions/_shared/contract/language.ts';

type ServerEntry = typeof import('../../src/entry-server');

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The visible text of an element, with a space between blocks, leaving out scripts, drawings and navigation. */
function textOf(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    if (node.nodeType !== 1) return;
    if (['SCRIPT', 'NOSCRIPT', 'STYLE', 'svg', 'TEMPLATE', 'NAV'].includes((node as Element).tagName)) return;
    node.childNodes.forEach(walk);
    parts.push(' ');
  };
  walk(element);
  return collapse(parts.join(''));
}

export function pageDocument(path: string, html: string, keywords: readonly string[]): SearchDocument {
  const { document } = new JSDOM(html).window;
  const main = document.querySelector('main');
  if (!main) throw new Error(`${path} has no <main> to index`);
  const headings = [...main.querySelectorAll('h1, h2, h3')].map((heading) => textOf(heading));
  // The H1 repeats the title; without it, snippets start with the page's own words.
  main.querySelector('h1')?.remove();
  return {
    path,
    title: collapse(document.title.split(' | ')[0]),
    description: collapse(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''),
    headings: [...headings, ...keywords].join(' · '),
    body: textOf(main),
  };
}

/** A prerendered story page, in a language the story is written in. */
export interface StoryPageHtml {
  lang: Language;
  path: string;
  html: string;
  /** The story's category and tags, which find it as headings do. */
  keywords: readonly string[];
}

/** The index of each language, from the rendered HTML of every served path and story page. */
export function buildSearchIndexes(
  ssr: ServerEntry,
  htmlByPath: ReadonlyMap<string, string>,
  stories: readonly StoryPageHtml[] = [],
) {
  const indexes = {} as Record<Language, SearchDocument[]>;
  for (const lang of ['en', 'nl'] as const) {
    const pages = ssr.publicRoutes
      .filter((route) => route.id !== 'search' && ssr.isIndexable(ssr.resolvePath(route.path)))
      .map((route) => {
        const path = ssr.resolvePath(route.path).alternates[lang];
        const html = htmlByPath.get(path);
        if (!html) throw new Error(`No rendered page for ${path}`);
        const meta = pageMeta[lang][route.id as keyof (typeof pageMeta)[Language]];
        return pageDocument(path, html, meta.keywords);
      });
    const faqPath = ssr.resolvePath('/faq').alternates[lang];
    const faq = faqItems.map((item): SearchDocument => ({
      path: faqPath,
      title: item[lang].question,
      description: '',
      headings: '',
      body: item[lang].answer,
    }));
    const storyPages = stories
      .filter((story) => story.lang === lang)
      .map((story) => pageDocument(story.path, story.html, story.keywords));
    indexes[lang] = [...pages, ...faq, ...storyPages];
  }
  return indexes;
}
