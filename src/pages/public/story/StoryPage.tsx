import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { prerenderedStory } from '@/features/stories/prerender-stories';
import { storyHead, storyView, type StoryView } from '@/features/stories/stories';
import { StoryArticle, StorySkeleton } from '@/features/stories/StoryArticle';
import { useDocumentHead } from '@/head/use-document-head';
import { useLanguage } from '@/i18n/language-context';
import { hasPrerenderedData, usePrerenderedData } from '@/lib/prerendered-data';
import { resolvePath, type ResolvedPath } from '@/routing/paths';
import type { Language } from '@contract/language.ts';

// Loads the story in the browser: supabase-js and the query cache arrive only with it.
const LiveStory = lazy(() => import('./LiveStory'));

const isServer = typeof document === 'undefined';
const dataKey = (slug: string, lang: Language) => `story:${lang}:${slug}`;

/** A story prerendered at build time: its page's language of it travels in the HTML. */
function PrerenderedStory({
  resolved,
  slug,
  lang,
}: {
  resolved: ResolvedPath;
  slug: string;
  lang: Language;
}) {
  const [view, data] = usePrerenderedData<StoryView>(dataKey(slug, lang), () => {
    const story = prerenderedStory(slug);
    if (!story) throw new Error(`No prerendered story ${slug}`);
    return Promise.resolve(storyView(story, lang));
  });
  const head = useMemo(() => storyHead(view), [view]);
  useDocumentHead(resolved, head);
  return (
    <>
      {data}
      <StoryArticle view={view} />
    </>
  );
}

/**
 * A story's page. Stories known at build time render from the HTML; any other slug is answered by
 * a prerendered shell (see the hosting rules) that loads the story in the browser.
 */
export default function StoryPage() {
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  const resolved = useMemo(() => resolvePath(pathname), [pathname]);
  const slug = resolved.slug ?? '';
  const prerendered = isServer ? prerenderedStory(slug) !== null : hasPrerenderedData(dataKey(slug, lang));
  if (prerendered) return <PrerenderedStory key={slug} resolved={resolved} slug={slug} lang={lang} />;
  return (
    <Suspense fallback={<StorySkeleton />}>
      <LiveStory key={slug} resolved={resolved} />
    </Suspense>
  );
}
