import type { ReactNode } from 'react';
import type { MetaPageId } from '@/content/page-meta';
import { useLanguage } from '@/i18n/language-context';
import { usePrerenderedData } from '@/lib/prerendered-data';
import type { Language } from '@contract/language.ts';

// The metadata of every page in both languages is too big for the first load; a page's intro
// travels with its HTML instead.
const loadIntro = (id: MetaPageId, lang: Language) => () =>
  import('@/content/page-meta').then(({ pageMeta, shortTitle }) => ({
    heading: shortTitle(pageMeta[lang][id].title),
    summary: pageMeta[lang][id].description,
  }));

/** A page's heading and summary, from its metadata, so every page has its own H1. */
export function PageIntro({ id, children }: { id: MetaPageId; children?: ReactNode }) {
  const { lang } = useLanguage();
  const [intro, data] = usePrerenderedData(`page-intro:${lang}:${id}`, loadIntro(id, lang));
  return (
    <div className="prose-page">
      {data}
      <h1>{intro.heading}</h1>
      <p className="text-lg">{intro.summary}</p>
      {children}
    </div>
  );
}
