// The blog_posts queries of the public site. They take the client as an argument: the browser passes
// the site's shared client, the prerenderer one of its own.
import type { SiteSupabaseClient } from '../../lib/supabase';
import {
  STORY_COLUMNS,
  STORY_SUMMARY_COLUMNS,
  isStorySlug,
  storyFromRow,
  storySummaryFromRow,
  type Story,
  type StorySummary,
} from './stories';

// Published and due: row-level security already hides the rest from visitors, but not from an
// admin browsing the site while signed in.
const published = (client: SiteSupabaseClient, columns: string) =>
  client
    .from('blog_posts')
    .select(columns)
    .eq('published', true)
    .lte('published_at', new Date().toISOString())
    // The query cache retries (spec: twice); the client's own retries would multiply them.
    .retry(false);

/** Published stories, newest first, without their bodies. Throws when the request fails. */
export async function fetchStorySummaries(
  client: SiteSupabaseClient,
  storageUrl: string,
): Promise<StorySummary[]> {
  const { data, error } = await published(client, STORY_SUMMARY_COLUMNS)
    .order('published_at', { ascending: false })
    .order('created_at', { ascending: false })
    .overrideTypes<Parameters<typeof storySummaryFromRow>[0][], { merge: false }>();
  if (error) throw error;
  return data.map((row) => storySummaryFromRow(row, storageUrl));
}

/** Every published story with its body, newest first (the prerenderer's list). */
export async function fetchStories(client: SiteSupabaseClient, storageUrl: string): Promise<Story[]> {
  const { data, error } = await published(client, STORY_COLUMNS)
    .order('published_at', { ascending: false })
    .order('created_at', { ascending: false })
    .overrideTypes<Parameters<typeof storyFromRow>[0][], { merge: false }>();
  if (error) throw error;
  return data.map((row) => storyFromRow(row, storageUrl));
}

/** One published story by its slug, or null when there is none. Throws when the request fails. */
export async function fetchStory(
  client: SiteSupabaseClient,
  storageUrl: string,
  slug: string,
): Promise<Story | null> {
  if (!isStorySlug(slug)) return null;
  const { data, error } = await published(client, STORY_COLUMNS)
    .eq('slug', slug)
    .maybeSingle()
    .overrideTypes<Parameters<typeof storyFromRow>[0], { merge: false }>();
  if (error) throw error;
  return data ? storyFromRow(data, storageUrl) : null;
}
