import { useLocation } from 'react-router-dom';
import { Breadcrumbs } from '@/components/page/Breadcrumbs';
import { LazySection } from '@/components/page/LazySection';
import { dataPageOf, listIntroKey } from '@/features/stories/list-data';
import { useLanguage } from '@/i18n/language-context';
import { usePrerenderedData } from '@/lib/prerendered-data';
import { resolvePath, storiesListPath } from '@/routing/paths';
import type { Language } from '@contract/language.ts';

// The list's code (and the live stories) load after hydration; its HTML is in the page meanwhile.
const storiesList = () => import('@/features/stories/StoriesList');

// The metadata of every page is too big for the first load: the intro travels with the HTML.
const loadIntro = (lang: Language, page: number, pageName: string) => () =>
  Promise.all([import('@/content/page-meta'), import('@/head/breadcrumbs')]).then(
    ([{ pageMeta, shortTitle }, { crumbsFor }]) => {
      const crumbs = crumbsFor('stories', lang);
      return {
        heading: shortTitle(pageMeta[lang].stories.title),
        summary: pageMeta[lang].stories.description,
        crumbs: page > 1 ? [...crumbs, { name: pageName, path: storiesListPath(page, lang) }] : crumbs,
      };
    },
  );

/** `/stories` and its further pages: every published story, newest first. */
export default function StoriesPage() {
  const { lang, ui } = useLanguage();
  const { pathname } = useLocation();
  const page = dataPageOf(resolvePath(pathname).listPage ?? 1, lang);
  const [intro, data] = usePrerenderedData(
    listIntroKey(lang, page),
    loadIntro(lang, page, ui.listPage(page)),
  );
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-16 sm:px-6">
        {data}
        <Breadcrumbs crumbs={intro.crumbs} />
        <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl dark:text-white">
          {intro.heading}
        </h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          {intro.summary}
        </p>
      </div>
      <LazySection id="stories" loader={storiesList} minHeight={600} />
    </>
  );
}
