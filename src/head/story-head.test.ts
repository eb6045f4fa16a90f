import { describe, expect, it } from 'vitest';
import { resolvePath } from '@/routing/paths';
import { buildHead, renderHeadHtml, type StoryHead } from './head';

const story: StoryHead = {
  title: 'Night jump </script><script>alert(1)</script>',
  description: 'What a night jump looks like.',
  category: 'Experiences',
  tags: ['night', 'canopy'],
  image: 'https://cdn.example/night.jpg',
  publishedAt: '2026-05-01T10:00:00Z',
  updatedAt: null,
  translated: true,
};

const meta = (head: ReturnType<typeof buildHead>, key: string) =>
  head.meta.find((tag) => tag.name === key || tag.property === key)?.content;
const link = (head: ReturnType<typeof buildHead>, hreflang: string) =>
  head.links.find((candidate) => candidate.hreflang === hreflang)?.href;

describe('the head of a story page', () => {
  it('takes title, description, image and a BlogPosting from the story', () => {
    const head = buildHead(resolvePath('/nl/verhalen/night-jump'), undefined, story);
    expect(head.lang).toBe('nl');
    expect(head.title).toBe(`${story.title} | Skydive Events Holland`);
    expect(meta(head, 'og:type')).toBe('article');
    expect(meta(head, 'og:image')).toBe(story.image);
    expect(meta(head, 'robots')).toMatch(/^index/);
    expect(head.links[0]).toEqual({
      rel: 'canonical',
      href: 'https://skydiveevents.nl/nl/verhalen/night-jump',
    });
    expect(link(head, 'en')).toBe('https://skydiveevents.nl/stories/night-jump');
    const posting = head.jsonLd.find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: story.title,
      inLanguage: 'nl-NL',
      datePublished: story.publishedAt,
    });
    expect(renderHeadHtml(head)).not.toContain('<script>alert');
  });

  it('names no other language for a story written in one', () => {
    const head = buildHead(resolvePath('/stories/night-jump'), undefined, { ...story, translated: false });
    expect(link(head, 'nl')).toBeUndefined();
    expect(head.links).toHaveLength(1);
  });

  it('is a not-found head, noindex, when there is no such story', () => {
    const head = buildHead(resolvePath('/nl/verhalen/missing'), undefined, null);
    expect(head.title).toMatch(/^Pagina niet gevonden/);
    expect(meta(head, 'robots')).toBe('noindex, nofollow');
  });

  it('has no canonical link while the story is not known yet (the shell)', () => {
    const head = buildHead(resolvePath('/stories/_'));
    expect(head.links).toEqual([]);
    expect(meta(head, 'robots')).toMatch(/^index/);
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
  });
});
