import { describe, expect, it } from 'vitest';
import { amsterdamWallTime } from '@contract/amsterdam-time.ts';
import { storiesCopy } from './copy';
import {
  applyChange,
  emptyStory,
  parseStoryForm,
  parseTags,
  valuesFromPost,
  type StoryFormValues,
} from './story-form';
import type { BlogPost } from './story-status';

const en = storiesCopy.en.errors;
const nl = storiesCopy.nl.errors;
const now = new Date('2026-11-26T12:00:00Z');

const filled: StoryFormValues = {
  ...emptyStory(),
  titleEn: 'Jump over Teuge',
  titleNl: 'Sprong boven Teuge',
  slug: 'jump-over-teuge',
  contentEn: 'Hello',
  readTime: '3',
};

const post: BlogPost = {
  id: '6f7d5d7e-3b1c-4c53-9d55-1c7f4e0a2b11',
  slug: 'jump-over-teuge',
  title_en: 'Jump over Teuge',
  title_nl: 'Sprong boven Teuge',
  excerpt_en: '',
  excerpt_nl: '',
  content_en: 'Hello',
  content_nl: '',
  category_en: 'Events',
  category_nl: 'Evenementen',
  tags_en: ['tandem', 'teuge'],
  tags_nl: ['tandem'],
  read_time_minutes: 3,
  published: true,
  published_at: '2026-11-01T09:30:00Z',
  image_url: null,
  image_alt_en: '',
  image_alt_nl: '',
  featured: false,
  created_at: '2026-10-30T09:00:00Z',
  updated_at: '2026-11-01T09:30:00Z',
};

const parse = (values: Partial<StoryFormValues>, stored: BlogPost | null = null, m = en) =>
  parseStoryForm({ ...filled, ...values }, m, { now, stored });

const errorsOf = (result: ReturnType<typeof parse>) => (result.ok ? {} : result.errors);

describe('the story form', () => {
  it('turns the fields into a row: trimmed text, tags as a list, minutes as a number', () => {
    const result = parse({
      titleEn: '  Jump over Teuge ',
      tagsEn: 'Tandem, events,, tandem ',
      readTime: '7',
    });
    expect(result.ok && result.row).toMatchObject({
      title_en: 'Jump over Teuge',
      tags_en: ['Tandem', 'events'],
      tags_nl: [],
      read_time_minutes: 7,
      image_url: null,
      published: false,
      published_at: null,
    });
  });

  it('asks for both titles and a valid slug, at their fields, in the admin’s language', () => {
    expect(errorsOf(parse({ titleEn: ' ', titleNl: '', slug: 'Not A Slug' }))).toEqual({
      titleEn: en.titleEn,
      titleNl: en.titleNl,
      slug: en.slugInvalid,
    });
    expect(errorsOf(parse({ titleNl: '' }, null, nl))).toEqual({ titleNl: nl.titleNl });
    expect(nl.titleNl).toBe('Schrijf de Nederlandse titel.');
  });

  it('holds the database’s limits', () => {
    expect(errorsOf(parse({ titleEn: 'x'.repeat(201), excerptNl: 'y'.repeat(501), readTime: '0' }))).toEqual({
      titleEn: en.tooLong(200),
      excerptNl: en.tooLong(500),
      readTime: en.readTime(1, 120),
    });
    expect(errorsOf(parse({ readTime: '121' })).readTime).toBe(en.readTime(1, 120));
    expect(errorsOf(parse({ readTime: '2.5' })).readTime).toBe(en.readTime(1, 120));
    const tags = Array.from({ length: 21 }, (_, index) => `tag${index}`).join(',');
    expect(errorsOf(parse({ tagsEn: tags })).tagsEn).toBe(en.tagsCount(20));
    // Characters, not UTF-16 units: 200 emoji fit in a title.
    expect(parse({ titleEn: '🪂'.repeat(200) }).ok).toBe(true);
  });

  it('wants the cover image described in both languages', () => {
    const image = 'http://127.0.0.1:54321/storage/v1/object/public/blog-images/1-a-1600.webp';
    expect(errorsOf(parse({ imageUrl: image, imageAltEn: 'A canopy' }))).toEqual({ imageAltNl: en.altNl });
    const result = parse({ imageUrl: image, imageAltEn: 'A canopy', imageAltNl: 'Een koepel' });
    expect(result.ok && result.row).toMatchObject({ image_url: image, image_alt_nl: 'Een koepel' });
    // Without a photo, a left-over description is not stored.
    const without = parse({ imageAltEn: 'Stale' });
    expect(without.ok && without.row.image_alt_en).toBe('');
  });

  it('refuses to publish at a time that has passed, and stores a future time as the instant in Amsterdam', () => {
    expect(errorsOf(parse({ published: true, when: 'at', publishAt: '2026-11-26T12:59' }))).toEqual({
      publishAt: en.publishAtPast,
    });
    expect(errorsOf(parse({ published: true, when: 'at', publishAt: '' }))).toEqual({
      publishAt: en.publishAtMissing,
    });
    const later = parse({ published: true, when: 'at', publishAt: '2026-11-26T14:30' });
    expect(later.ok && later.row.published_at).toBe('2026-11-26T13:30:00.000Z');
  });

  it('lets a published story keep its own past date, and "now" keeps it too', () => {
    const values = valuesFromPost(post);
    expect(values.when).toBe('at');
    expect(values.publishAt).toBe(amsterdamWallTime(post.published_at!));
    const kept = parseStoryForm(values, en, { now, stored: post });
    expect(kept.ok && kept.row.published_at).toBe(post.published_at);
    const moved = parseStoryForm({ ...values, publishAt: '2026-11-02T10:00' }, en, { now, stored: post });
    expect(errorsOf(moved)).toEqual({ publishAt: en.publishAtPast });
    const viaNow = parseStoryForm({ ...values, when: 'now' }, en, { now, stored: post });
    expect(viaNow.ok && viaNow.row.published_at).toBe(post.published_at);
  });

  it('leaves "now" to the database for a story that is not out yet', () => {
    const scheduled = { ...post, published_at: '2026-12-01T09:00:00Z' };
    const result = parseStoryForm({ ...valuesFromPost(scheduled), when: 'now' }, en, {
      now,
      stored: scheduled,
    });
    expect(result.ok && result.row.published_at).toBeNull();
  });
});

describe('editing', () => {
  it('makes the slug from the English title until the slug is edited', () => {
    let values = applyChange(emptyStory(), 'titleEn', 'Boogie at Texel', true);
    expect(values.slug).toBe('boogie-at-texel');
    values = applyChange(values, 'slug', 'texel', true);
    values = applyChange(values, 'titleEn', 'Boogie at Texel 2027', true);
    expect(values.slug).toBe('texel');
  });

  it('keeps a published story’s slug when its title changes', () => {
    const values = applyChange(valuesFromPost(post), 'titleEn', 'A new title', false);
    expect(values.slug).toBe('jump-over-teuge');
  });

  it('estimates the read time from the body until the admin sets it', () => {
    const long = Array.from({ length: 450 }, () => 'word').join(' ');
    let values = applyChange(emptyStory(), 'contentNl', long, true);
    expect(values.readTime).toBe('3');
    values = applyChange(values, 'readTime', '10', true);
    values = applyChange(values, 'contentEn', `${long} ${long}`, true);
    expect(values.readTime).toBe('10');
  });

  it('reads tags as typed, without empties or repeats', () => {
    expect(parseTags(' Tandem ,  vrije   val,TANDEM,, ')).toEqual(['Tandem', 'vrije val']);
  });
});
