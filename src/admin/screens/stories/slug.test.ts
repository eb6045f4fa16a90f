import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_MAX, slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it('makes lower-case ASCII words joined by hyphens from a title', () => {
    expect(slugify('Tandem Jump over Teuge!')).toBe('tandem-jump-over-teuge');
    expect(slugify('  Vrije val -- 4.000 m  ')).toBe('vrije-val-4-000-m');
  });

  it('strips accents and spells out letters without one', () => {
    expect(slugify('Café crème in Ærø, Straße')).toBe('cafe-creme-in-aero-strasse');
    expect(slugify('Groenland: één sprong')).toBe('groenland-een-sprong');
  });

  it('keeps a word with an apostrophe whole', () => {
    expect(slugify("Skydiver's day, ’s zomers")).toBe('skydivers-day-s-zomers');
  });

  it('gives nothing for a title without letters or digits', () => {
    expect(slugify('🪂 !!! ')).toBe('');
  });

  it('cuts a long title at a whole word within the limit, and the result passes the database rule', () => {
    const title = `${'parachute '.repeat(20)}end`;
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('parachute')).toBe(true);
    expect(isSlug(slug)).toBe(true);
  });
});

describe('isSlug', () => {
  it('follows the database rule', () => {
    expect(isSlug('my-first-jump')).toBe(true);
    expect(isSlug('My-first')).toBe(false);
    expect(isSlug('double--hyphen')).toBe(false);
    expect(isSlug('-leading')).toBe(false);
    expect(isSlug('a'.repeat(121))).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('adds the first free number', () => {
    expect(uniqueSlug('jump-copy', new Set())).toBe('jump-copy');
    expect(uniqueSlug('jump-copy', new Set(['jump-copy', 'jump-copy-2']))).toBe('jump-copy-3');
  });

  it('stays within the limit when a number is added', () => {
    const base = `${'word-'.repeat(23)}last`.slice(0, SLUG_MAX);
    const slug = uniqueSlug(base, new Set([base]));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('-2')).toBe(true);
    expect(isSlug(slug)).toBe(true);
  });
});
