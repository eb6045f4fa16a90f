import type { ReactNode } from 'react';
import { useLanguage } from '../../app/language';
import type { Lang, PageId } from '../../app/routes';
import { usePrerenderedData } from '../../pages/public/service/prerendered-data';

type IntroPageId = Exclude<PageId, 'staff'>;

interface Intro {
  heading: string;
  description: string;
}

/** The heading is the page title without the brand suffix. */
export const headingOf = (title: string) => title.split(' | ')[0];

const loadIntro = (id: IntroPageId, lang: Lang) => () =>
  import('../../content/page-meta').then(({ pageMeta }) => ({
    heading: headingOf(pageMeta[lang][id].title),
    description: pageMeta[lang][id].description,
  }));

/**
 * A page's heading and summary, from its metadata, so every page has its own H1. The metadata of
 * every page is large, so the page's own two lines travel in the prerendered HTML instead.
 */
export function PageIntro({ id, children }: { id: IntroPageId; children?: ReactNode }) {
  const { lang } = useLanguage();
  const [intro, dataElement] = usePrerenderedData<Intro>(`intro:${id}:${lang}`, loadIntro(id, lang));
  return (
    <div className="prose-page">
      {dataElement}
      <h1>{intro.heading}</h1>
      <p className="text-lg">{intro.description}</p>
      {children}
    </div>
  );
}
