import { describe, expect, it } from 'vitest';
import { fallbackStories } from './fallback-posts';
import {
  fromOneLanguage,
  illustrations,
  inOneLanguage,
  isStorySlug,
  pickStories,
  storiesToShow,
  storyFromRow,
  storyHead,
  storySummaryFromRow,
  storyView,
  type StoryRow,
  type StorySummary,
} from './stories';

const STORAGE = 'https://project.supabase.co/storage/v1/object/public/';

const row = (overrides: Partial<StoryRow> = {}): StoryRow => ({
  slug: 'first-jump',
  title_en: 'First jump',
  title_nl: 'Eerste sprong',
  excerpt_en: 'What to expect.',
  excerpt_nl: 'Wat je kunt verwachten.',
  category_en: 'Tandem jumps',
  category_nl: 'Tandemsprongen',
  tags_en: ['tandem'],
  tags_nl: ['tandem'],
  read_time_minutes: 5,
  image_url: `${STORAGE}blog-images/jump.jpg`,
  image_alt_en: 'A tandem pair under an open canopy',
  image_alt_nl: '',
  featured: false,
  published_at: '2026-05-01T10:00:00Z',
  updated_at: '2026-05-02T10:00:00Z',
  content_en: '## On the ground',
  content_nl: '## Op de grond',
  ...overrides,
});

const summary = (slug: string, featured = false): StorySummary =>
  storySummaryFromRow(row({ slug, featured }), STORAGE);

describe('pickStories', () => {
  it('puts the featured story first and up to three others after it, in their order', () => {
    const stories = ['a', 'b', 'c', 'd', 'e'].map((slug) => summary(slug, slug === 'c'));
    const picked = pickStories(stories);
    expect(picked?.featured.slug).toBe('c');
    expect(picked?.others.map((story) => story.slug)).toEqual(['a', 'b', 'd']);
  });

  it('features the first (newest) story when none is marked, and has nothing to show without stories', () => {
    const picked = pickStories([summary('new'), summary('old')]);
    expect(picked?.featured.slug).toBe('new');
    expect(picked?.others.map((story) => story.slug)).toEqual(['old']);
    expect(pickStories([])).toBeNull();
  });

  it('features the built-in centre-spot story and shows the three others', () => {
    const picked = pickStories(fallbackStories);
    expect(picked?.featured.slug).toBe('centre-spot');
    expect(picked?.others).toHaveLength(3);
  });
});

describe('storiesToShow', () => {
  const live = [summary('live')];
  const built = [summary('built')];

  it('shows the loaded stories, or the built-in ones when none were published', () => {
    expect(storiesToShow({ status: 'success', stories: live }, built, fallbackStories)).toBe(live);
    expect(storiesToShow({ status: 'success', stories: [] }, built, fallbackStories)).toBe(fallbackStories);
  });

  it('shows the built-in stories when loading failed', () => {
    expect(storiesToShow({ status: 'error' }, built, fallbackStories)).toBe(fallbackStories);
  });

  it('shows what the page was built with while loading, else the built-in stories', () => {
    expect(storiesToShow({ status: 'pending' }, built, fallbackStories)).toBe(built);
    expect(storiesToShow({ status: 'pending' }, [], fallbackStories)).toBe(fallbackStories);
    expect(storiesToShow({ status: 'pending' }, null, fallbackStories)).toBe(fallbackStories);
  });
});

describe('a summary carried in one language', () => {
  it("carries the page's language only, and reads back as the same story in that language", () => {
    const story = storySummaryFromRow(row({ featured: true }), STORAGE);
    const carried = JSON.stringify(inOneLanguage(story, 'nl'));
    expect(carried).toContain('Eerste sprong');
    expect(carried).not.toContain('First jump');
    const back = fromOneLanguage(JSON.parse(carried));
    expect(back.text.nl).toEqual(story.text.nl);
    expect({ ...back, text: undefined }).toEqual({ ...story, text: undefined });
    expect(pickStories([back])?.featured.slug).toBe('first-jump');
  });
});

describe('a story from its row', () => {
  it('takes each language from its own columns', () => {
    const story = storyFromRow(row(), STORAGE);
    expect(story.text.nl.title).toBe('Eerste sprong');
    expect(story.body.en).toBe('## On the ground');
    expect(story.languages).toEqual(['en', 'nl']);
    expect(story.image).toBe(`${STORAGE}blog-images/jump.jpg`);
  });

  it('shows the written language where the other is missing, and says so', () => {
    const story = storyFromRow(row({ content_nl: '  ', excerpt_nl: '', tags_nl: [] }), STORAGE);
    expect(story.languages).toEqual(['en']);
    const dutch = storyView(story, 'nl');
    expect(dutch.textLang).toBe('en');
    expect(dutch.body).toBe('## On the ground');
    expect(dutch.translated).toBe(false);
    expect(storyView(storyFromRow(row(), STORAGE), 'nl').textLang).toBe('nl');
  });

  it("describes the cover in each language's own words only", () => {
    const story = storySummaryFromRow(row(), STORAGE);
    expect(story.text.en.imageAlt).toBe('A tandem pair under an open canopy');
    expect(story.text.nl.imageAlt).toBe('');
  });

  it('keeps only photos from https or the site storage, with a drawing to fall back on', () => {
    expect(storyFromRow(row({ image_url: '/images/stories/x.jpg' }), STORAGE).image).toBeNull();
    expect(storyFromRow(row({ image_url: 'javascript:alert(1)' }), STORAGE).image).toBeNull();
    expect(storyFromRow(row({ image_url: 'https://cdn.example/x.jpg' }), STORAGE).image).toBe(
      'https://cdn.example/x.jpg',
    );
    const drawing = storyFromRow(row(), STORAGE).illustration;
    expect(Object.values(illustrations)).toContain(drawing);
    expect(storyFromRow(row(), STORAGE).illustration).toBe(drawing);
  });

  it('draws a story without a photo by its subject, found in its address or tags', () => {
    const drawn = (slug: string, tags_en: string[] = [], tags_nl: string[] = []) =>
      storyFromRow(row({ slug, tags_en, tags_nl, image_url: null }), STORAGE).illustration;
    expect(drawn('greenland-expedition-diary')).toBe(illustrations.greenland);
    expect(drawn('a-summer-up-north', [], ['groenland'])).toBe(illustrations.greenland);
    expect(drawn('stadium-demonstration-behind-the-scenes')).toBe(illustrations.stadium);
    expect(drawn('sunrise-over-twente', ['balloon'])).toBe(illustrations.balloon);
    expect(drawn('first-jump', ['tandem'], ['tandem'])).toBe(illustrations.canopy);
    // On no subject of its own, one drawing for the slug every time.
    expect(drawn('club-news')).toBe(drawn('club-news'));
  });

  it('describes a story without an excerpt by the opening words of its body', () => {
    const story = storyFromRow(
      row({
        excerpt_en: '',
        excerpt_nl: '',
        content_en: '## Heading\n\nThe **first** words of the [body](/x).',
      }),
      STORAGE,
    );
    expect(storyHead(storyView(story, 'en')).description).toBe('Heading The first words of the body.');
  });

  it('accepts the database slugs only', () => {
    expect(isStorySlug('first-jump-2')).toBe(true);
    for (const slug of ['_', 'First', 'a--b', '-a', 'a b', '']) expect(isStorySlug(slug), slug).toBe(false);
  });
});
