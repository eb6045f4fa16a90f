// The blog_posts queries of the public site. They take the backend as an argument: the browser passes
// the site's, the prerenderer one with a timeout.
import { selectRows, type PublicBackend } from '@/lib/public-data';
import {
  STORY_COLUMNS,
  STORY_SUMMARY_COLUMNS,
  isStorySlug,
  storyFromRow,
  storySummaryFromRow,
  type Story,
  type StorySummary,
} from './stories';

type SummaryRow = Parameters<typeof storySummaryFromRow>[0];
type StoryRow = Parameters<typeof storyFromRow>[0];

// Published and due, newest first: row-level security already hides the rest from visitors, but
// not from an admin browsing the site while signed in.
const published = (columns: string, filters: Record<string, string> = {}) =>
  new URLSearchParams({
    select: columns,
    published: 'eq.true',
    published_at: `lte.${new Date().toISOString()}`,
    ...filters,
    order: 'published_at.desc,created_at.desc',
  });

/** Published stories, newest first, without their bodies. Throws when the request fails. */
export async function fetchStorySummaries(
  backend: PublicBackend,
  storageUrl: string,
): Promise<StorySummary[]> {
  const rows = await selectRows<SummaryRow>(backend, 'blog_posts', published(STORY_SUMMARY_COLUMNS));
  return rows.map((row) => storySummaryFromRow(row, storageUrl));
}

/** Every published story with its body, newest first (the prerenderer's list). */
export async function fetchStories(backend: PublicBackend, storageUrl: string): Promise<Story[]> {
  const rows = await selectRows<StoryRow>(backend, 'blog_posts', published(STORY_COLUMNS));
  return rows.map((row) => storyFromRow(row, storageUrl));
}

/** One published story by its slug, or null when there is none. Throws when the request fails. */
export async function fetchStory(
  backend: PublicBackend,
  storageUrl: string,
  slug: string,
): Promise<Story | null> {
  if (!isStorySlug(slug)) return null;
  const [row] = await selectRows<StoryRow>(
    backend,
    'blog_posts',
    published(STORY_COLUMNS, { slug: `eq.${slug}`, limit: '1' }),
  );
  return row ? storyFromRow(row, storageUrl) : null;
}

/**
 * Where an old slug leads now: the current slug of the published story it belonged to, or null.
 * Row-level security shows visitors only the redirects of published stories whose date has come.
 */
export async function fetchStoryRedirect(backend: PublicBackend, slug: string): Promise<string | null> {
  if (!isStorySlug(slug)) return null;
  const [redirect] = await selectRows<{ post_id: string }>(
    backend,
    'blog_post_redirects',
    new URLSearchParams({ select: 'post_id', old_slug: `eq.${slug}`, limit: '1' }),
  );
  if (!redirect) return null;
  const [story] = await selectRows<{ slug: string }>(
    backend,
    'blog_posts',
    published('slug', { id: `eq.${redirect.post_id}`, limit: '1' }),
  );
  return story && story.slug !== slug ? story.slug : null;
}

/** Every old slug of a published story and the slug it leads to now (for the hosting rules). */
export async function fetchStoryRedirects(backend: PublicBackend): Promise<{ from: string; to: string }[]> {
  const [redirects, stories] = await Promise.all([
    selectRows<{ old_slug: string; post_id: string }>(
      backend,
      'blog_post_redirects',
      new URLSearchParams({ select: 'old_slug,post_id', order: 'old_slug' }),
    ),
    selectRows<{ id: string; slug: string }>(backend, 'blog_posts', published('id,slug')),
  ]);
  const slugById = new Map(stories.map((story) => [story.id, story.slug]));
  return redirects.flatMap(({ old_slug: from, post_id: id }) => {
    const to = slugById.get(id);
    return to && to !== from ? [{ from, to }] : [];
  });
}
