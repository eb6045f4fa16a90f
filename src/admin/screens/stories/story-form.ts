// The editor's form: what the fields hold, how they are checked (the database's own limits, in the
// admin's words), and how they become a blog_posts row and back.
import { amsterdamInstant } from '@/admin/amsterdam-time';
import { amsterdamWallTime } from '@contract/amsterdam-time.ts';
import type { Database } from '@contract/database.types.ts';
import { z } from '@contract/zod.ts';
import type { StoriesCopy } from './copy';
import { estimateReadTime, READ_TIME_MAX, READ_TIME_MIN } from './read-time';
import { isSlug, slugify } from './slug';
import { isLive, type BlogPost } from './story-status';

export type BlogPostWrite = Database['public']['Tables']['blog_posts']['Insert'];

/** The database's limits, in characters. */
export const LIMITS = {
  title: 200,
  excerpt: 500,
  content: 100_000,
  category: 60,
  tags: 20,
  tag: 40,
  alt: 200,
  imageUrl: 2048,
} as const;

export type PublishWhen = 'now' | 'at';

export interface StoryFormValues {
  titleEn: string;
  titleNl: string;
  excerptEn: string;
  excerptNl: string;
  categoryEn: string;
  categoryNl: string;
  /** Comma-separated, as typed. */
  tagsEn: string;
  tagsNl: string;
  contentEn: string;
  contentNl: string;
  imageUrl: string;
  imageAltEn: string;
  imageAltNl: string;
  /** Whole minutes, as typed. */
  readTime: string;
  /** False while the read time follows the estimate from the body. */
  readTimeEdited: boolean;
  slug: string;
  /** False while the slug follows the English title. */
  slugEdited: boolean;
  featured: boolean;
  published: boolean;
  when: PublishWhen;
  /** An Amsterdam wall-clock time, `YYYY-MM-DDTHH:mm`, used when `when` is 'at'. */
  publishAt: string;
}

export type StoryField = keyof StoryFormValues;

/** The shape of saved values, checked before a draft from storage is trusted. */
export const storyFormValuesSchema = z.object({
  titleEn: z.string(),
  titleNl: z.string(),
  excerptEn: z.string(),
  excerptNl: z.string(),
  categoryEn: z.string(),
  categoryNl: z.string(),
  tagsEn: z.string(),
  tagsNl: z.string(),
  contentEn: z.string(),
  contentNl: z.string(),
  imageUrl: z.string(),
  imageAltEn: z.string(),
  imageAltNl: z.string(),
  readTime: z.string(),
  readTimeEdited: z.boolean(),
  slug: z.string(),
  slugEdited: z.boolean(),
  featured: z.boolean(),
  published: z.boolean(),
  when: z.enum(['now', 'at']),
  publishAt: z.string(),
}) satisfies z.ZodType<StoryFormValues>;

export const emptyStory = (): StoryFormValues => ({
  titleEn: '',
  titleNl: '',
  excerptEn: '',
  excerptNl: '',
  categoryEn: '',
  categoryNl: '',
  tagsEn: '',
  tagsNl: '',
  contentEn: '',
  contentNl: '',
  imageUrl: '',
  imageAltEn: '',
  imageAltNl: '',
  readTime: String(READ_TIME_MIN),
  readTimeEdited: false,
  slug: '',
  slugEdited: false,
  featured: false,
  published: false,
  when: 'now',
  publishAt: '',
});

export function valuesFromPost(post: BlogPost): StoryFormValues {
  return {
    titleEn: post.title_en,
    titleNl: post.title_nl,
    excerptEn: post.excerpt_en,
    excerptNl: post.excerpt_nl,
    categoryEn: post.category_en,
    categoryNl: post.category_nl,
    tagsEn: post.tags_en.join(', '),
    tagsNl: post.tags_nl.join(', '),
    contentEn: post.content_en,
    contentNl: post.content_nl,
    imageUrl: post.image_url ?? '',
    imageAltEn: post.image_alt_en,
    imageAltNl: post.image_alt_nl,
    readTime: String(post.read_time_minutes),
    readTimeEdited: true,
    slug: post.slug,
    // A slug the admin chose stays; one that was made from the title keeps following it.
    slugEdited: post.slug !== slugify(post.title_en),
    featured: post.featured,
    published: post.published,
    when: post.published_at ? 'at' : 'now',
    publishAt: post.published_at ? amsterdamWallTime(post.published_at) : '',
  };
}

/** `"Tandem, Events ,, tandem"` → `["Tandem", "Events"]`: trimmed, without empties or repeats. */
export function parseTags(text: string): string[] {
  const tags: string[] = [];
  for (const tag of text.split(',').map((part) => part.trim().replace(/\s+/g, ' '))) {
    if (tag && !tags.some((seen) => seen.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags;
}

/** What the editor changes when one field changes: the slug and read time follow until edited. */
export function applyChange<F extends StoryField>(
  values: StoryFormValues,
  field: F,
  value: StoryFormValues[F],
  slugFollowsTitle: boolean,
): StoryFormValues {
  const next = { ...values, [field]: value };
  if (field === 'slug') next.slugEdited = true;
  if (field === 'readTime') next.readTimeEdited = true;
  if (field === 'titleEn' && slugFollowsTitle && !next.slugEdited) next.slug = slugify(next.titleEn);
  if ((field === 'contentEn' || field === 'contentNl') && !next.readTimeEdited) {
    next.readTime = String(estimateReadTime(next.contentEn, next.contentNl));
  }
  return next;
}

/** Characters as the database counts them (code points, not UTF-16 units). */
const length = (text: string) => Array.from(text).length;

export interface SaveContext {
  now: Date;
  /** The story as stored, when editing one. */
  stored: BlogPost | null;
}

export type Parsed =
  { ok: true; row: BlogPostWrite } | { ok: false; errors: Partial<Record<StoryField, string>> };

/** The checks, in the admin's language, and the row to write when they pass. */
export function storyFormSchema(m: StoriesCopy['errors'], { now, stored }: SaveContext) {
  const text = (max: number, required: boolean, tooLong: string, missing = '') =>
    z
      .string()
      .transform((value) => value.trim())
      .refine((value) => !required || value !== '', { message: missing })
      .refine((value) => length(value) <= max, { message: tooLong });
  const tags = z
    .string()
    .transform(parseTags)
    .refine((list) => list.length <= LIMITS.tags, { message: m.tagsCount(LIMITS.tags) })
    .refine((list) => list.every((tag) => length(tag) <= LIMITS.tag), { message: m.tagLength(LIMITS.tag) });
  const alt = text(LIMITS.alt, false, m.tooLong(LIMITS.alt));
  // A past date is refused unless it is the one a published story already has.
  const storedWall = stored?.published && stored.published_at ? amsterdamWallTime(stored.published_at) : null;

  return z
    .object({
      titleEn: text(LIMITS.title, true, m.tooLong(LIMITS.title), m.titleEn),
      titleNl: text(LIMITS.title, true, m.tooLong(LIMITS.title), m.titleNl),
      excerptEn: text(LIMITS.excerpt, false, m.tooLong(LIMITS.excerpt)),
      excerptNl: text(LIMITS.excerpt, false, m.tooLong(LIMITS.excerpt)),
      categoryEn: text(LIMITS.category, false, m.tooLong(LIMITS.category)),
      categoryNl: text(LIMITS.category, false, m.tooLong(LIMITS.category)),
      tagsEn: tags,
      tagsNl: tags,
      contentEn: text(LIMITS.content, false, m.tooLong(LIMITS.content)),
      contentNl: text(LIMITS.content, false, m.tooLong(LIMITS.content)),
      imageUrl: text(LIMITS.imageUrl, false, m.tooLong(LIMITS.imageUrl)),
      imageAltEn: alt,
      imageAltNl: alt,
      readTime: z
        .string()
        .trim()
        .refine((value) => /^\d{1,3}$/.test(value) && +value >= READ_TIME_MIN && +value <= READ_TIME_MAX, {
          message: m.readTime(READ_TIME_MIN, READ_TIME_MAX),
        })
        .transform(Number),
      slug: z
        .string()
        .trim()
        .refine((value) => value !== '', { message: m.slugMissing })
        .refine((value) => value === '' || isSlug(value), { message: m.slugInvalid }),
      featured: z.boolean(),
      published: z.boolean(),
      when: z.enum(['now', 'at']),
      publishAt: z.string(),
    })
    .superRefine((value, ctx) => {
      // A photo without words leaves a screen reader's user with nothing; one language is not enough.
      if (value.imageUrl) {
        if (!value.imageAltEn) ctx.addIssue({ code: 'custom', path: ['imageAltEn'], message: m.altEn });
        if (!value.imageAltNl) ctx.addIssue({ code: 'custom', path: ['imageAltNl'], message: m.altNl });
      }
      if (value.when !== 'at') return;
      const instant = amsterdamInstant(value.publishAt);
      if (!instant) {
        ctx.addIssue({ code: 'custom', path: ['publishAt'], message: m.publishAtMissing });
      } else if (value.published && Date.parse(instant) <= now.getTime() && value.publishAt !== storedWall) {
        ctx.addIssue({ code: 'custom', path: ['publishAt'], message: m.publishAtPast });
      }
    })
    .transform((value): BlogPostWrite => ({
      slug: value.slug,
      title_en: value.titleEn,
      title_nl: value.titleNl,
      excerpt_en: value.excerptEn,
      excerpt_nl: value.excerptNl,
      category_en: value.categoryEn,
      category_nl: value.categoryNl,
      tags_en: value.tagsEn,
      tags_nl: value.tagsNl,
      content_en: value.contentEn,
      content_nl: value.contentNl,
      image_url: value.imageUrl || null,
      image_alt_en: value.imageUrl ? value.imageAltEn : '',
      image_alt_nl: value.imageUrl ? value.imageAltNl : '',
      read_time_minutes: value.readTime,
      featured: value.featured,
      published: value.published,
      published_at: publishedAt(value, stored, now),
    }));
}

/**
 * The publication date to store. "Now" keeps the date of a story that is already out, and otherwise
 * leaves it to the database, which stamps its own clock when the story is published.
 */
function publishedAt(
  value: { when: PublishWhen; publishAt: string; published: boolean },
  stored: BlogPost | null,
  now: Date,
): string | null {
  if (value.when === 'at') {
    // The field shows minutes: an unchanged time keeps the stored instant to the second.
    const unchanged = stored?.published_at && amsterdamWallTime(stored.published_at) === value.publishAt;
    return unchanged ? stored.published_at : amsterdamInstant(value.publishAt);
  }
  if (value.published && stored && isLive(stored, now)) return stored.published_at;
  return null;
}

export function parseStoryForm(
  values: StoryFormValues,
  m: StoriesCopy['errors'],
  context: SaveContext,
): Parsed {
  const result = storyFormSchema(m, context).safeParse(values);
  if (result.success) return { ok: true, row: result.data };
  const errors: Partial<Record<StoryField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as StoryField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Whether two sets of values are the same, field by field. */
export const sameValues = (a: StoryFormValues, b: StoryFormValues): boolean =>
  (Object.keys(a) as StoryField[]).every((field) => a[field] === b[field]);
