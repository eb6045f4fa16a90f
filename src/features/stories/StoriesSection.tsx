import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ExternalLink } from '@/components/icons';
import { useLoadErrorToast } from '@/components/toasts/load-error-toast';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { useLanguage } from '@/i18n/language-context';
import { queryClient } from '@/lib/live-data/query-client';
import { usePrerenderedData } from '@/lib/prerendered-data';
import { siteBackend } from '@/lib/public-data';
import { STORAGE_PUBLIC_URL } from '@/lib/supabase';
import { pathFor } from '@/routing/paths';
import { business } from '@contract/business.ts';
import type { Language } from '@contract/language.ts';
import { storiesCopy } from './copy';
import { fallbackStories } from './fallback-posts';
import { prerenderedSummaries } from './prerender-stories';
import {
  fromOneLanguage,
  inOneLanguage,
  pickStories,
  storiesToShow,
  type OneLanguageSummary,
  type StoriesQueryState,
} from './stories';
import { fetchStorySummaries } from './story-api';
import { StoryCover, StoryLink, StoryMeta, storyCardClass } from './StoryCard';

const isServer = typeof document === 'undefined';

const loadSummaries = () => fetchStorySummaries(siteBackend, STORAGE_PUBLIC_URL);

// The stories the page was built with travel in its HTML, so hydration shows exactly those: only
// the ones the section shows, in the page's language.
function shownIn(lang: Language): OneLanguageSummary[] {
  const shown = pickStories(prerenderedSummaries());
  return shown ? [shown.featured, ...shown.others].map((story) => inOneLanguage(story, lang)) : [];
}

function Stories() {
  const { lang } = useLanguage();
  const copy = storiesCopy[lang];
  const [carried, data] = usePrerenderedData(`stories:${lang}`, () =>
    Promise.resolve(isServer ? shownIn(lang) : null),
  );
  const prerendered = carried?.map(fromOneLanguage) ?? null;
  const query = useQuery({ queryKey: ['stories'], queryFn: loadSummaries });
  useLoadErrorToast(query.isError, 'stories', copy.loadError, lang);
  const state: StoriesQueryState =
    query.data !== undefined
      ? { status: 'success', stories: query.data }
      : query.isError
        ? { status: 'error' }
        : { status: 'pending' };
  const stories = pickStories(storiesToShow(state, prerendered, fallbackStories));
  return (
    <section id="stories" aria-labelledby="stories-title" className="bg-slate-50 py-20 dark:bg-slate-900">
      {data}
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="stories-title" eyebrow={copy.eyebrow} title={copy.title}>
          {copy.lead}
        </SectionHeading>
        {stories && (
          <div className="mt-12 grid gap-8 lg:grid-cols-2">
            {/* Keyed by story: the image starts over when another story takes the place. */}
            <article key={stories.featured.slug} className={storyCardClass}>
              <StoryCover story={stories.featured} width={800} height={600} />
              <div className="p-6">
                <p className="mb-2 text-sm font-bold text-brand-700 dark:text-brand-300">{copy.featured}</p>
                <StoryMeta story={stories.featured} />
                <h3 className="mt-2 text-2xl font-bold text-brand-900 dark:text-white">
                  <StoryLink story={stories.featured} />
                </h3>
                <p className="mt-3 text-slate-700 dark:text-slate-300">
                  {stories.featured.text[lang].excerpt}
                </p>
              </div>
            </article>
            <ul className="grid content-start gap-6">
              {stories.others.map((story) => (
                <li key={story.slug}>
                  <article className={`${storyCardClass} grid sm:grid-cols-[10rem_1fr]`}>
                    <StoryCover story={story} width={400} height={300} className="h-full w-full" />
                    <div className="p-5">
                      <StoryMeta story={story} />
                      <h3 className="mt-2 text-lg font-bold text-brand-900 dark:text-white">
                        <StoryLink story={story} />
                      </h3>
                      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                        {story.text[lang].excerpt}
                      </p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          <Link to={pathFor('stories', lang)} className="btn-secondary">
            {copy.story.allStories}
          </Link>
          <a
            href={business.social.instagram}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-primary"
            data-cta="stories.instagram"
          >
            {copy.cta}
            <ExternalLink aria-hidden="true" size={16} />
            <span className="sr-only">{copy.ctaNote}</span>
          </a>
        </div>
      </div>
    </section>
  );
}

/** Published stories from the blog: the featured one (or the newest) and up to three more. */
export default function StoriesSection() {
  return (
    <QueryClientProvider client={queryClient}>
      <Stories />
    </QueryClientProvider>
  );
}
