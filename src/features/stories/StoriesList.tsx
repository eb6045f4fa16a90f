import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ChevronLeft, ChevronRight } from '@/components/icons';
import { useLoadErrorToast } from '@/components/toasts/load-error-toast';
import { useLanguage } from '@/i18n/language-context';
import { queryClient } from '@/lib/live-data/query-client';
import { usePrerenderedData } from '@/lib/prerendered-data';
import { siteBackend } from '@/lib/public-data';
import { STORAGE_PUBLIC_URL } from '@/lib/supabase';
import { resolvePath, storiesListPath } from '@/routing/paths';
import type { Language } from '@contract/language.ts';
import { storiesCopy } from './copy';
import { fallbackStories } from './fallback-posts';
import { dataPageOf, listDataKey } from './list-data';
import { prerenderedListStories } from './prerender-stories';
import type { StorySummary } from './stories';
import { fetchStorySummaries } from './story-api';
import { pageNumbers, storyListPage, type StoryListPage } from './story-list';
import { StoryCover, StoryLink, StoryMeta, storyCardClass } from './StoryCard';

const isServer = typeof document === 'undefined';
const CATEGORY_PARAM = 'category';

const loadSummaries = () => fetchStorySummaries(siteBackend, STORAGE_PUBLIC_URL);
const fallbackSummaries: readonly StorySummary[] = fallbackStories.map(
  ({ body: _body, ...summary }) => summary,
);

// A page built at build time carries its stories in its HTML; a page reached later (client
// navigation, or one added after the build and served by the list shell) has none and waits for the
// live list.
const loadBuilt = (page: number, lang: Language) => (): Promise<StoryListPage | null> =>
  Promise.resolve(isServer ? storyListPage(prerenderedListStories(), page, lang) : null);

const withCategory = (path: string, category: string | null) =>
  category ? `${path}?${new URLSearchParams({ [CATEGORY_PARAM]: category })}` : path;

function Hero({ story }: { story: StorySummary }) {
  const { lang } = useLanguage();
  const copy = storiesCopy[lang];
  return (
    <article className={`${storyCardClass} grid lg:grid-cols-2`}>
      <StoryCover story={story} width={800} height={600} eager className="h-full w-full" />
      <div className="p-6 lg:p-10">
        <p className="mb-2 text-sm font-bold text-brand-700 dark:text-brand-300">{copy.featured}</p>
        <StoryMeta story={story} />
        <h2 className="mt-2 text-2xl font-bold text-brand-900 lg:text-3xl dark:text-white">
          <StoryLink story={story} />
        </h2>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{story.text[lang].excerpt}</p>
      </div>
    </article>
  );
}

function Card({ story, eager }: { story: StorySummary; eager: boolean }) {
  const { lang } = useLanguage();
  return (
    <article className={`${storyCardClass} flex h-full flex-col`}>
      <StoryCover story={story} width={400} height={300} eager={eager} />
      <div className="p-5">
        <StoryMeta story={story} />
        <h2 className="mt-2 text-lg font-bold text-brand-900 dark:text-white">
          <StoryLink story={story} />
        </h2>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{story.text[lang].excerpt}</p>
      </div>
    </article>
  );
}

function CategoryFilter({
  categories,
  current,
  onChange,
}: {
  categories: readonly string[];
  current: string | null;
  onChange: (category: string | null) => void;
}) {
  const { lang } = useLanguage();
  const copy = storiesCopy[lang].list;
  const chip = (pressed: boolean) =>
    `rounded-full px-4 py-2 text-sm font-medium ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
      pressed
        ? 'bg-brand-700 text-white ring-brand-700 dark:bg-brand-300 dark:text-brand-950 dark:ring-brand-300'
        : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100 dark:bg-slate-950 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-800'
    }`;
  return (
    <div role="group" aria-labelledby="story-filter-label" className="flex flex-wrap items-center gap-2">
      <span id="story-filter-label" className="mr-2 font-semibold text-brand-900 dark:text-white">
        {copy.filterLabel}
      </span>
      <button
        type="button"
        aria-pressed={current === null}
        className={chip(current === null)}
        onClick={() => onChange(null)}
      >
        {copy.allCategories}
      </button>
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={current === category}
          className={chip(current === category)}
          onClick={() => onChange(category)}
        >
          {category}
        </button>
      ))}
    </div>
  );
}

function Pagination({ list, lang }: { list: StoryListPage; lang: Language }) {
  const copy = storiesCopy[lang].list;
  if (list.totalPages < 2) return null;
  const href = (page: number) => withCategory(storiesListPath(page, lang), list.category);
  const step =
    'inline-flex items-center gap-1 rounded-lg px-3 py-2 font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300';
  return (
    <nav aria-label={copy.pages} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {list.page > 1 && (
          <li>
            <Link to={href(list.page - 1)} rel="prev" className={step}>
              <ChevronLeft aria-hidden="true" size={18} />
              {copy.previous}
            </Link>
          </li>
        )}
        {pageNumbers(list.page, list.totalPages).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600 dark:text-slate-300">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-label={copy.page(n)}
                aria-current={n === list.page ? 'page' : undefined}
                className={`inline-flex min-w-11 items-center justify-center rounded-lg px-3 py-2 font-semibold ${
                  n === list.page
                    ? 'bg-brand-700 text-white dark:bg-brand-300 dark:text-brand-950'
                    : 'text-brand-700 ring-1 ring-slate-300 hover:bg-slate-100 dark:text-brand-300 dark:ring-slate-600 dark:hover:bg-slate-800'
                }`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {list.page < list.totalPages && (
          <li>
            <Link to={href(list.page + 1)} rel="next" className={step}>
              {copy.next}
              <ChevronRight aria-hidden="true" size={18} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

function ListSkeleton() {
  const { lang } = useLanguage();
  const bar = 'animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none dark:bg-slate-800';
  return (
    <div role="status">
      <span className="sr-only">{storiesCopy[lang].list.loading}</span>
      <div className={`aspect-[2/1] w-full ${bar}`} />
      <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((n) => (
          <div key={n} className={`aspect-[4/3] ${bar}`} />
        ))}
      </div>
    </div>
  );
}

function List() {
  const { lang } = useLanguage();
  const copy = storiesCopy[lang].list;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const page = resolvePath(pathname).listPage ?? 1;
  const dataPage = dataPageOf(page, lang);
  const [built, data] = usePrerenderedData(listDataKey(lang, dataPage), loadBuilt(dataPage, lang));
  const query = useQuery({ queryKey: ['stories'], queryFn: loadSummaries });
  useLoadErrorToast(query.isError, 'stories', storiesCopy[lang].loadError, lang);

  // A filter chosen here holds until the router's address changes; else the address's own. It
  // applies to the live list only, so hydration shows the page as it was built.
  const [chosen, setChosen] = useState<{ search: string; category: string | null } | null>(null);
  const wanted =
    chosen && chosen.search === search ? chosen.category : new URLSearchParams(search).get(CATEGORY_PARAM);

  // The live list once it is here (a filter applies to it); until then, or when it cannot be
  // loaded, the page as it was built; the built-in stories when there is neither.
  const live = query.data ?? (query.isError && !built ? [] : null);
  const list = live ? storyListPage(live.length > 0 ? live : fallbackSummaries, page, lang, wanted) : built;

  const choose = (category: string | null) => {
    const path = withCategory(storiesListPath(1, lang), category);
    if (page !== 1) {
      void navigate(path);
      return;
    }
    // Filtering the page in place: the address follows (to share or reload) without a navigation,
    // which would scroll the page to the top.
    window.history.replaceState(window.history.state, '', path);
    setChosen({ search, category });
  };

  return (
    <section
      id="stories"
      aria-label={storiesCopy[lang].eyebrow}
      className="mx-auto max-w-7xl px-4 pb-20 sm:px-6"
    >
      {data}
      {list === null && live === null ? (
        <ListSkeleton />
      ) : list === null ? (
        <p className="text-lg">
          {copy.empty}{' '}
          <Link
            to={storiesListPath(1, lang)}
            className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            {copy.firstPage}
          </Link>
        </p>
      ) : (
        <>
          {list.categories.length > 1 && (
            <CategoryFilter categories={list.categories} current={list.category} onChange={choose} />
          )}
          <p role="status" className="mt-4 text-sm text-slate-700 dark:text-slate-300">
            {copy.count(list.total, list.category)}
            {list.totalPages > 1 && ` · ${copy.page(list.page)}/${list.totalPages}`}
          </p>
          {list.hero && (
            <div className="mt-6">
              <Hero story={list.hero} />
            </div>
          )}
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {list.stories.map((story, index) => (
              <li key={story.slug}>
                <Card story={story} eager={!list.hero && index < 3} />
              </li>
            ))}
          </ul>
          <Pagination list={list} lang={lang} />
        </>
      )}
    </section>
  );
}

/** Every published story, a page at a time, filterable by category. */
export default function StoriesList() {
  return (
    <QueryClientProvider client={queryClient}>
      <List />
    </QueryClientProvider>
  );
}
