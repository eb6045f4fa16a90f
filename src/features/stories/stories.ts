// What a story is on the site, how a blog_posts row becomes one, and which stories a list shows.
import { safeImageSource } from '@/components/markdown/safe-urls';
import type { StoryHead } from '@/head/head';
import type { Database } from '@contract/database.types.ts';
import type { Language } from '@contract/language.ts';
import balloonImage from './images/balloon.svg';
import canopyImage from './images/canopy.svg';
import greenlandImage from './images/greenland.svg';
import stadiumImage from './images/stadium.svg';

export interface StoryText {
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
  /** What the cover photo shows; empty when it adds nothing to the title (then it is decorative). */
  imageAlt: string;
}

/** A story as lists show it: no body, both languages. */
export interface StorySummary {
  slug: string;
  /** A photo at a checked address (https, or the site's storage), if the story has one. */
  image: string | null;
  /** A built-in drawing, shown when there is no photo or the photo fails to load. */
  illustration: string;
  readTimeMinutes: number;
  featured: boolean;
  publishedAt: string | null;
  updatedAt: string | null;
  /** The languages the story was written in; the other language shows the first one's text. */
  languages: readonly Language[];
  text: Record<Language, StoryText>;
}

/** A whole story: the summary and its Markdown body in each language. */
export interface Story extends StorySummary {
  body: Record<Language, string>;
}

type BlogPostRow = Database['public']['Tables']['blog_posts']['Row'];
export type StorySummaryRow = Pick<
  BlogPostRow,
  | 'slug'
  | 'title_en'
  | 'title_nl'
  | 'excerpt_en'
  | 'excerpt_nl'
  | 'category_en'
  | 'category_nl'
  | 'tags_en'
  | 'tags_nl'
  | 'read_time_minutes'
  | 'image_url'
  | 'image_alt_en'
  | 'image_alt_nl'
  | 'featured'
  | 'published_at'
  | 'updated_at'
>;
export type StoryRow = StorySummaryRow & Pick<BlogPostRow, 'content_en' | 'content_nl'>;

export const STORY_SUMMARY_COLUMNS =
  'slug,title_en,title_nl,excerpt_en,excerpt_nl,category_en,category_nl,tags_en,tags_nl,read_time_minutes,image_url,image_alt_en,image_alt_nl,featured,published_at,updated_at';
export const STORY_COLUMNS = `${STORY_SUMMARY_COLUMNS},content_en,content_nl`;

/** The database's rule for slugs: lower-case words joined by single hyphens. */
export const isStorySlug = (slug: string): boolean =>
  slug.length <= 120 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug);

export const illustrations = {
  stadium: stadiumImage,
  canopy: canopyImage,
  balloon: balloonImage,
  greenland: greenlandImage,
} as const;

/** Words in a story's address or tags, in either language, that say which drawing shows its subject. */
const SUBJECTS: readonly [RegExp, keyof typeof illustrations][] = [
  [/greenland|groenland|expedition|expeditie/, 'greenland'],
  [/stadium|stadion|demonstration|demonstratie|festival/, 'stadium'],
  [/balloon|ballon/, 'balloon'],
  [/tandem|canopy|parachute|scherm/, 'canopy'],
];

/**
 * The drawing of a story's subject, shown while it has no photo; a story on none of them gets the
 * same drawing for its slug every time, so it keeps its picture.
 */
export function illustrationFor(slug: string, tags: readonly string[] = []): string {
  const words = [slug, ...tags].join(' ').toLowerCase();
  const subject = SUBJECTS.find(([pattern]) => pattern.test(words))?.[1];
  if (subject) return illustrations[subject];
  const choices = Object.values(illustrations);
  const sum = [...slug].reduce((total, char) => total + char.charCodeAt(0), 0);
  return choices[sum % choices.length];
}

const textOf = (row: StorySummaryRow, lang: Language, other: Language): StoryText => ({
  title: row[`title_${lang}`] || row[`title_${other}`],
  excerpt: row[`excerpt_${lang}`] || row[`excerpt_${other}`],
  category: row[`category_${lang}`] || row[`category_${other}`],
  tags: row[`tags_${lang}`].length > 0 ? row[`tags_${lang}`] : row[`tags_${other}`],
  // Never the other language's: read out in this page's language it would be gibberish.
  imageAlt: row[`image_alt_${lang}`],
});

function summaryFromRow(row: StorySummaryRow, storageUrl: string, written: readonly Language[]) {
  return {
    slug: row.slug,
    image: row.image_url ? safeImageSource(row.image_url.trim(), storageUrl) : null,
    illustration: illustrationFor(row.slug, [...row.tags_en, ...row.tags_nl]),
    readTimeMinutes: row.read_time_minutes,
    featured: row.featured,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    languages: written,
    text: { en: textOf(row, 'en', 'nl'), nl: textOf(row, 'nl', 'en') },
  } satisfies StorySummary;
}

/** Lists read no bodies, so a summary counts both languages as written. */
export const storySummaryFromRow = (row: StorySummaryRow, storageUrl: string): StorySummary =>
  summaryFromRow(row, storageUrl, ['en', 'nl']);

export function storyFromRow(row: StoryRow, storageUrl: string): Story {
  const en = row.content_en.trim();
  const nl = row.content_nl.trim();
  // A language is written when it has a body of its own; a story with no body at all has both.
  const written: Language[] = en && nl ? ['en', 'nl'] : en ? ['en'] : nl ? ['nl'] : ['en', 'nl'];
  return {
    ...summaryFromRow(row, storageUrl, written),
    body: { en: en || nl, nl: nl || en },
  };
}

/** The language a story's text is shown in on a page in `lang`. */
export const textLanguage = (story: StorySummary, lang: Language): Language =>
  story.languages.includes(lang) ? lang : story.languages[0];

/** The featured story (or the first) and up to three others. */
export function pickStories<T extends StorySummary>(
  stories: readonly T[],
): { featured: T; others: T[] } | null {
  if (stories.length === 0) return null;
  const featured = stories.find((story) => story.featured) ?? stories[0];
  return { featured, others: stories.filter((story) => story !== featured).slice(0, 3) };
}

/** A summary with one language's text: what a page in that language carries in its HTML. */
export type OneLanguageSummary = Omit<StorySummary, 'text'> & { text: StoryText };

export const inOneLanguage = ({ text, ...story }: StorySummary, lang: Language): OneLanguageSummary => ({
  ...story,
  text: text[lang],
});

/** Back to a summary, for the page in the language it was carried in: it never reads the other. */
export const fromOneLanguage = ({ text, ...story }: OneLanguageSummary): StorySummary => ({
  ...story,
  text: { en: text, nl: text },
});

export type StoriesQueryState =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; stories: readonly StorySummary[] };

/**
 * What a list shows: the loaded stories, or the built-in ones when none loaded (an empty table or
 * an error). While loading, what the page was built with, so hydration matches the HTML.
 */
export function storiesToShow(
  state: StoriesQueryState,
  prerendered: readonly StorySummary[] | null,
  fallback: readonly StorySummary[],
): readonly StorySummary[] {
  if (state.status === 'success') return state.stories.length > 0 ? state.stories : fallback;
  if (state.status === 'pending' && prerendered && prerendered.length > 0) return prerendered;
  return fallback;
}

/** A story on its page in one language: what the page and its head need, nothing more. */
export interface StoryView {
  slug: string;
  /** The language the text is in: the page's, or the one the story was written in. */
  textLang: Language;
  text: StoryText;
  body: string;
  image: string | null;
  illustration: string;
  readTimeMinutes: number;
  publishedAt: string | null;
  updatedAt: string | null;
  translated: boolean;
}

export function storyView(story: Story, lang: Language): StoryView {
  const textLang = textLanguage(story, lang);
  return {
    slug: story.slug,
    textLang,
    text: story.text[textLang],
    body: story.body[textLang],
    image: story.image,
    illustration: story.illustration,
    readTimeMinutes: story.readTimeMinutes,
    publishedAt: story.publishedAt,
    updatedAt: story.updatedAt,
    translated: story.languages.length === 2,
  };
}

/** The opening words of a Markdown body as plain text, for a story without an excerpt. */
const opening = (markdown: string, length = 155) => {
  const plain = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^ {0,3}(#{1,6}|>|[-*+]|\d+[.)])[ \t]+/gm, '')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= length ? plain : `${plain.slice(0, plain.lastIndexOf(' ', length - 1))}…`;
};

export const storyHead = (view: StoryView): StoryHead => ({
  title: view.text.title,
  description: view.text.excerpt || opening(view.body) || view.text.title,
  category: view.text.category,
  tags: view.text.tags,
  image: view.image,
  publishedAt: view.publishedAt,
  updatedAt: view.updatedAt,
  translated: view.translated,
});
