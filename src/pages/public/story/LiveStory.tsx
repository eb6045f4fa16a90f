import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLoadErrorToast } from '@/components/toasts/load-error-toast';
import { storiesCopy } from '@/features/stories/copy';
import { fallbackStories } from '@/features/stories/fallback-posts';
import { storyHead, storyView, type Story } from '@/features/stories/stories';
import { fetchStory, fetchStoryRedirect } from '@/features/stories/story-api';
import { StoryArticle, StorySkeleton } from '@/features/stories/StoryArticle';
import { useDocumentHead } from '@/head/use-document-head';
import { useLanguage } from '@/i18n/language-context';
import { queryClient } from '@/lib/live-data/query-client';
import { siteBackend } from '@/lib/public-data';
import { STORAGE_PUBLIC_URL } from '@/lib/supabase';
import { storyPath, type ResolvedPath } from '@/routing/paths';
import NotFoundPage from '../not-found/NotFoundPage';

interface Loaded {
  story: Story | null;
  /** The story's slug now, when this one is an old slug of a published story. */
  movedTo: string | null;
}

/**
 * The published story with this slug, else the story that had it before a rename, else the
 * built-in one, else nothing (no such story).
 */
async function loadStory(slug: string): Promise<Loaded> {
  const builtIn = fallbackStories.find((story) => story.slug === slug) ?? null;
  try {
    const story = await fetchStory(siteBackend, STORAGE_PUBLIC_URL, slug);
    if (story) return { story, movedTo: null };
    const movedTo = await fetchStoryRedirect(siteBackend, slug);
    return { story: movedTo ? null : builtIn, movedTo };
  } catch (error) {
    if (builtIn) return { story: builtIn, movedTo: null };
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
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['story', slug], queryFn: () => loadStory(slug) });
  useLoadErrorToast(query.isError, 'stories', storiesCopy[lang].loadError, lang);
  const story = query.data?.story ?? null;
  const movedTo = query.data?.movedTo ?? null;
  const view = useMemo(() => (story ? storyView(story, lang) : null), [story, lang]);
  const head = useMemo(() => (view ? storyHead(view) : null), [view]);
  // A missing story gets the not-found head (noindex); a failed load keeps the head it has.
  useDocumentHead(query.isSuccess && !movedTo ? resolved : null, head);
  // A renamed story: its old address is replaced by the new one, as the hosting rules do with a 301.
  useEffect(() => {
    if (movedTo) void navigate(`${storyPath(movedTo, lang)}${search}${hash}`, { replace: true });
  }, [movedTo, lang, search, hash, navigate]);
  if (query.isPending || movedTo) return <StorySkeleton />;
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
