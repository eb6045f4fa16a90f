// The story screens' reads and writes, straight to the REST API with the admin's session: RLS lets an
// admin who entered their code read every story, drafts included, and write them; nobody else.
import { readAll, readPage } from '@/admin/list-query';
import type { SiteSupabaseClient } from '@/lib/supabase';
import { categoryFilter, searchFilter, type StoryFilters } from './list-filters';
import { SLUG_MAX, uniqueSlug } from './slug';
import { LIMITS, type BlogPostWrite } from './story-form';
import type { BlogPost } from './story-status';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isStoryId = (id: string) => UUID.test(id);

const LIST_COLUMNS =
  'id,slug,title_en,title_nl,category_en,category_nl,featured,published,published_at,created_at,image_url';
export type StoryListRow = Pick<
  BlogPost,
  | 'id'
  | 'slug'
  | 'title_en'
  | 'title_nl'
  | 'category_en'
  | 'category_nl'
  | 'featured'
  | 'published'
  | 'published_at'
  | 'created_at'
  | 'image_url'
>;

export interface StoryPage {
  rows: StoryListRow[];
  total: number;
  /** Every category in use, in the admin's language (the other language's when that one is empty). */
  categories: string[];
}

function filtered(supabase: SiteSupabaseClient, filters: StoryFilters, now: Date) {
  let query = supabase.from('blog_posts').select(LIST_COLUMNS, { count: 'exact' });
  const at = now.toISOString();
  if (filters.status === 'draft') query = query.eq('published', false);
  if (filters.status === 'published') query = query.eq('published', true).lte('published_at', at);
  if (filters.status === 'scheduled') query = query.eq('published', true).gt('published_at', at);
  if (filters.featured) query = query.eq('featured', true);
  if (filters.category) query = query.or(categoryFilter(filters.category));
  if (filters.q) query = query.or(searchFilter(filters.q));
  // Newest first; the id breaks ties so no row shows on two pages.
  return query.order('created_at', { ascending: false }).order('id', { ascending: false });
}

export async function loadStoryPage(
  supabase: SiteSupabaseClient,
  filters: StoryFilters,
  lang: 'en' | 'nl',
  now: Date,
): Promise<StoryPage> {
  const [page, categoryRows] = await Promise.all([
    readPage<StoryListRow>((from, to) => filtered(supabase, filters, now).range(from, to), filters.page),
    readAll((from, to) => supabase.from('blog_posts').select('category_en,category_nl').range(from, to)),
  ]);
  const other = lang === 'en' ? 'nl' : 'en';
  const categories = new Set(
    categoryRows.map((row) => row[`category_${lang}`] || row[`category_${other}`]).filter(Boolean),
  );
  return { ...page, categories: [...categories].sort((a, b) => a.localeCompare(b, lang)) };
}

/** The story, or null when there is none with this id. */
export async function loadStory(supabase: SiteSupabaseClient, id: string): Promise<BlogPost | null> {
  if (!isStoryId(id)) return null;
  const { data, error } = await supabase.from('blog_posts').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

/** Whether another story than `exceptId` has this slug. */
export async function slugTaken(
  supabase: SiteSupabaseClient,
  slug: string,
  exceptId: string | null,
): Promise<boolean> {
  let query = supabase.from('blog_posts').select('id').eq('slug', slug).limit(1);
  if (exceptId) query = query.neq('id', exceptId);
  const { data, error } = await query;
  if (error) throw error;
  return data.length > 0;
}

export async function createStory(supabase: SiteSupabaseClient, row: BlogPostWrite): Promise<BlogPost> {
  const { data, error } = await supabase.from('blog_posts').insert(row).select('*').single();
  if (error) throw error;
  return data;
}

export async function updateStory(
  supabase: SiteSupabaseClient,
  id: string,
  row: BlogPostWrite,
): Promise<BlogPost> {
  const { data, error } = await supabase.from('blog_posts').update(row).eq('id', id).select('*').single();
  if (error) throw error;
  return data;
}

export async function deleteStory(supabase: SiteSupabaseClient, id: string): Promise<void> {
  const { data, error } = await supabase.from('blog_posts').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length !== 1) throw new Error('the story was not deleted');
}

/** `title` with ` (copy)` after it, shortened so the whole stays within the database's limit. */
export const copyTitle = (title: string, suffix: string): string => {
  const room = LIMITS.title - Array.from(suffix).length - 1;
  return `${Array.from(title).slice(0, room).join('').trimEnd()} ${suffix}`;
};

/** What an admin writes of a story: everything but its id and the database's own timestamps. */
const writableFields = (post: BlogPost): BlogPostWrite => ({
  slug: post.slug,
  title_en: post.title_en,
  title_nl: post.title_nl,
  excerpt_en: post.excerpt_en,
  excerpt_nl: post.excerpt_nl,
  category_en: post.category_en,
  category_nl: post.category_nl,
  tags_en: post.tags_en,
  tags_nl: post.tags_nl,
  content_en: post.content_en,
  content_nl: post.content_nl,
  image_url: post.image_url,
  image_alt_en: post.image_alt_en,
  image_alt_nl: post.image_alt_nl,
  read_time_minutes: post.read_time_minutes,
  featured: post.featured,
  published: post.published,
  published_at: post.published_at,
});

/** A draft copy of a story: "(copy)" after both titles, a fresh unique slug, not featured. */
export async function duplicateStory(
  supabase: SiteSupabaseClient,
  id: string,
  suffixes: { en: string; nl: string },
): Promise<BlogPost> {
  const original = await loadStory(supabase, id);
  if (!original) throw new Error('the story no longer exists');
  const base = `${original.slug.slice(0, SLUG_MAX - '-copy'.length).replace(/-+$/, '')}-copy`;
  // Slugs hold only a-z, 0-9 and hyphens, so the prefix has no LIKE wildcards in it.
  const { data, error } = await supabase.from('blog_posts').select('slug').like('slug', `${base}%`);
  if (error) throw error;
  return createStory(supabase, {
    ...writableFields(original),
    slug: uniqueSlug(base, new Set(data.map((row) => row.slug))),
    title_en: copyTitle(original.title_en, suffixes.en),
    title_nl: copyTitle(original.title_nl, suffixes.nl),
    published: false,
    published_at: null,
    featured: false,
  });
}

/** What went wrong with a save, as the editor tells it. */
export type SaveProblem = 'slug' | 'session' | 'other';

export function saveProblem(error: unknown): SaveProblem {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  // The slug is the only unique column an admin types.
  if (code === '23505') return 'slug';
  // An expired or missing session: RLS refuses the anonymous write, or the gateway the token.
  if (code === '42501' || code === 'PGRST301' || code === 'PGRST303') return 'session';
  return 'other';
}
