import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLoadErrorToast } from '@/components/toasts/load-error-toast';
import { storiesCopy } from '@/features/stories/copy';
import { fallbackStories } from '@/features/stories/fallback-posts';
import { storyHead, storyView, type Story } from '@/features/stories/stories';
import { fetchStory } from '@/features/stories/story-api';
import { StoryArticle, StorySkeleton } from '@/features/stories/StoryArticle';
import { useDocumentHead } from '@/head/use-document-head';
import { useLanguage } from '@/i18n/language-context';
import { queryClient } from '@/lib/live-data/query-client';
import { siteBackend } from '@/lib/public-data';
import { STORAGE_PUBLIC_URL } from '@/lib/supabase';
import type { ResolvedPath } from '@/routing/paths';
import NotFoundPage from '../not-found/NotFoundPage';

/** The published story with this slug, else the built-in one, else null (no such story). */
async function loadStory(slug: string): Promise<Story | null> {
  const builtIn = fallbackStories.find((story) => story.slug === slug) ?? null;
  try {
    return (await fetchStory(siteBackend, STORAGE_PUBLIC_URL, slug)) ?? builtIn;
  } catch (error) {
    if (builtIn) return builtIn;
    throw error;
  }
}

function StoryLoadError({ onRetry }: { onRetry: () => void }) {
  const { lang } = useLanguage();
  const copy = storiesCopy[lang].story;
  return (
    <div className="prose-page">
      <h1>{copy.errorTitle}</h1>
      <p className="text-lg">{copy.errorText}</p>
      <button type="button" className="btn-primary mt-8" onClick={onRetry}>
        {copy.retry}
      </button>
    </div>
  );
}

function Story({ resolved }: { resolved: ResolvedPath }) {
  const { lang } = useLanguage();
  const slug = resolved.slug ?? '';
  const query = useQuery({ queryKey: ['story', slug], queryFn: () => loadStory(slug) });
  useLoadErrorToast(query.isError, 'stories', storiesCopy[lang].loadError, lang);
  const view = useMemo(() => (query.data ? storyView(query.data, lang) : null), [query.data, lang]);
  const head = useMemo(() => (view ? storyHead(view) : null), [view]);
  // A missing story gets the not-found head (noindex); a failed load keeps the head it has.
  useDocumentHead(query.isSuccess ? resolved : null, head);
  if (query.isPending) return <StorySkeleton />;
  if (query.isError) return <StoryLoadError onRetry={() => void query.refetch()} />;
  if (!view) return <NotFoundPage />;
  return <StoryArticle view={view} />;
}

/** A story that was not prerendered, loaded in the browser. */
export default function LiveStory({ resolved }: { resolved: ResolvedPath }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Story resolved={resolved} />
    </QueryClientProvider>
  );
}
