import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { CONSENT_ID_PREFIX, ConsentUi } from '@/features/cookie-consent/ConsentUi';
import { fallbackStories } from '@/features/stories/fallback-posts';
import { prerenderedListStories, setPrerenderStories } from '@/features/stories/prerender-stories';
import type { Story } from '@/features/stories/stories';
import { pageCount } from '@/features/stories/story-list';
import type { Language } from '@contract/language.ts';

/** Renders one route to HTML, waiting for its lazily loaded page. */
export async function renderRoute(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // React moves a Suspense boundary over this many bytes out of place, to be revealed by an inline
    // script: the page would sit outside <main> in a hidden template and need an inline script the
    // content security policy does not allow. Static pages keep every boundary in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** The cookie banner as a first visit sees it; it has its own root beside the page's. */
export function renderConsentBanner(lang: Language): string {
  return renderToString(
    <StrictMode>
      <ConsentUi lang={lang} />
    </StrictMode>,
    { identifierPrefix: CONSENT_ID_PREFIX },
  );
}

/** The stories that get pages: the published ones read at build time, and the built-in ones. */
export const prepareStoryPages = (published: readonly Story[]) =>
  setPrerenderStories(published, fallbackStories);

/** How many pages the stories list has, once the story pages are prepared. */
export const storyListPageCount = () => pageCount(prerenderedListStories());

export { buildHead, renderHeadHtml, isIndexable } from '@/head/head';
export { isAdminPath, resolvePath, servedPaths, storiesListPath, storyPath } from '@/routing/paths';
export { pageSourceOf } from '@/app/page-loader';
export { publicRoutes, adminPathPrefixes, storyRoute } from '@/routing/routes';
export { business } from '@contract/business.ts';
export { fetchStories, fetchStoryRedirects } from '@/features/stories/story-api';
export { storyHead, storyView } from '@/features/stories/stories';
export { SUPABASE_PUBLISHABLE_KEY, SUPABASE_URL, STORAGE_PUBLIC_URL } from '@/lib/supabase';
export { fetchSitePhotos } from '@/lib/live-data/site-photos';
export { setPrerenderSitePhotos } from '@/components/site-photo/site-photo-store';
