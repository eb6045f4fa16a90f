import { describe, expect, it } from 'vitest';
import { uiCopy } from '@/content/ui';
import type { PageId } from '@/routing/page-ids';
import { publicRoutes } from '@/routing/routes';
import { relatedLabel } from './labels';
import { MAX_RELATED_LINKS, linkGroups, relatedLinks } from './related-links';

const ids = (page: PageId) => relatedLinks(page).map((link) => link.id);
const inGroup = (group: keyof typeof linkGroups, id: PageId) =>
  linkGroups[group].some((link) => link.id === id);

describe('relatedLinks', () => {
  it('offers a city page other cities and services', () => {
    const links = ids('city-amsterdam');
    expect(links.some((id) => id.startsWith('city-'))).toBe(true);
    expect(links.some((id) => inGroup('services', id))).toBe(true);
    expect(links.every((id) => inGroup('locations', id) || inGroup('services', id))).toBe(true);
  });

  it('offers a service page services, safety and locations', () => {
    const links = relatedLinks('service-tandem-jumps');
    expect(links.some((link) => inGroup('services', link.id))).toBe(true);
    expect(links.some((link) => link.hash === 'safety' || link.id === 'weather')).toBe(true);
    expect(links.some((link) => link.id.startsWith('city-'))).toBe(true);
  });

  it('never links to the current page and never twice to one page', () => {
    for (const route of publicRoutes) {
      const links = ids(route.id);
      expect(links).not.toContain(route.id);
      expect(new Set(links).size).toBe(links.length);
      expect(links.length).toBeLessThanOrEqual(MAX_RELATED_LINKS);
    }
  });

  it('gives every public page some links, and the admin area none', () => {
    for (const route of publicRoutes) expect(ids(route.id).length).toBeGreaterThan(0);
    expect(ids('story')).toContain('stories');
    expect(relatedLinks('admin')).toEqual([]);
  });

  it('lets neighbouring city pages offer different cities', () => {
    expect(ids('city-amsterdam')).not.toEqual(ids('city-rotterdam'));
  });

  it('has a label for every link in both languages', () => {
    for (const route of publicRoutes) {
      for (const link of relatedLinks(route.id)) {
        expect(relatedLabel(link, 'en', uiCopy.en)).not.toBe('');
        expect(relatedLabel(link, 'nl', uiCopy.nl)).not.toBe('');
      }
    }
  });
});
