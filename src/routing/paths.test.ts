import { describe, expect, it } from 'vitest';
import {
  localizeHref,
  pathFor,
  resolvePath,
  servedPaths,
  storiesListPath,
  storyPath,
  switchLanguageHref,
} from './paths';
import { publicRoutes } from './routes';

describe('resolvePath', () => {
  it('takes the language from the /nl prefix', () => {
    expect(resolvePath('/contact').lang).toBe('en');
    expect(resolvePath('/nl/contact').lang).toBe('nl');
    expect(resolvePath('/nl').route.id).toBe('home');
    expect(resolvePath('/nlx').route.id).toBe('not-found');
  });

  it('makes the Dutch alias canonical and points the /nl twin at it', () => {
    const alias = resolvePath('/nl/diensten');
    const twin = resolvePath('/nl/services');
    expect(alias.route.id).toBe('services');
    expect(twin.route.id).toBe('services');
    expect(alias.canonicalPath).toBe('/nl/diensten');
    expect(twin.canonicalPath).toBe('/nl/diensten');
    expect(twin.alternates).toEqual({ en: '/services', nl: '/nl/diensten' });
  });

  it('gives pages that are the same one canonical URL', () => {
    expect(resolvePath('/terms-conditions').canonicalPath).toBe('/terms');
    expect(resolvePath('/privacy-policy').canonicalPath).toBe('/privacy');
    expect(resolvePath('/nl/privacy-policy').canonicalPath).toBe('/nl/privacy');
  });

  it('resolves the pages of the stories list in both languages, page 1 being the stories page', () => {
    expect(resolvePath('/stories/page/2')).toMatchObject({
      lang: 'en',
      listPage: 2,
      canonicalPath: '/stories/page/2',
      alternates: { en: '/stories/page/2', nl: '/nl/verhalen/pagina/2' },
    });
    expect(resolvePath('/stories/page/2').route.id).toBe('stories');
    expect(resolvePath('/nl/stories/page/3').canonicalPath).toBe('/nl/verhalen/pagina/3');
    expect(resolvePath('/stories/page/1')).toMatchObject({ listPage: 1, canonicalPath: '/stories' });
    expect(resolvePath('/nl/verhalen')).toMatchObject({ listPage: 1, canonicalPath: '/nl/verhalen' });
    expect(resolvePath('/stories/page/0').route.id).toBe('not-found');
    expect(resolvePath('/stories/page/02').route.id).toBe('not-found');
    expect(resolvePath('/stories/page').route.id).toBe('story');
    expect(storiesListPath(1, 'nl')).toBe('/nl/verhalen');
    expect(storiesListPath(4, 'nl')).toBe('/nl/verhalen/pagina/4');
  });

  it('ignores a trailing slash', () => {
    expect(resolvePath('/faq/').canonicalPath).toBe('/faq');
  });

  it('sends admin paths to the admin page and unknown paths to not-found', () => {
    expect(resolvePath('/admin').route.id).toBe('admin');
    expect(resolvePath('/admin/blog').route.id).toBe('admin');
    expect(resolvePath('/chat-management').route.id).toBe('admin');
    expect(resolvePath('/administrator').route.id).toBe('not-found');
    expect(resolvePath('/no-such-page').route.id).toBe('not-found');
  });

  it('resolves a story page in both languages by its slug, with the Dutch alias canonical', () => {
    expect(resolvePath('/stories/first-jump')).toMatchObject({
      lang: 'en',
      slug: 'first-jump',
      canonicalPath: '/stories/first-jump',
      alternates: { en: '/stories/first-jump', nl: '/nl/verhalen/first-jump' },
    });
    expect(resolvePath('/nl/verhalen/first-jump/')).toMatchObject({ lang: 'nl', slug: 'first-jump' });
    expect(resolvePath('/nl/stories/first-jump').canonicalPath).toBe('/nl/verhalen/first-jump');
    expect(resolvePath('/nl/verhalen/first-jump').route.id).toBe('story');
    expect(resolvePath('/stories').route.id).toBe('stories');
    expect(resolvePath('/stories/a/b').route.id).toBe('not-found');
    expect(storyPath('first-jump', 'nl')).toBe('/nl/verhalen/first-jump');
  });

  it('serves every public route in both languages', () => {
    for (const route of publicRoutes) {
      expect(servedPaths.get(route.path)?.lang).toBe('en');
      expect(servedPaths.get(pathFor(route.id, 'nl'))?.lang).toBe('nl');
    }
    expect(publicRoutes.filter((r) => r.group === 'city')).toHaveLength(11);
  });
});

describe('switchLanguageHref', () => {
  it('adds or removes /nl, alias-aware, keeping query and hash', () => {
    expect(switchLanguageHref('/services', '?a=1', '#x', 'nl')).toBe('/nl/diensten?a=1#x');
    expect(switchLanguageHref('/nl/diensten', '', '#x', 'en')).toBe('/services#x');
    expect(switchLanguageHref('/nl/services', '', '', 'en')).toBe('/services');
    expect(switchLanguageHref('/', '?q=1', '', 'nl')).toBe('/nl?q=1');
    expect(switchLanguageHref('/nl', '', '#faq', 'en')).toBe('/#faq');
    expect(switchLanguageHref('/missing', '', '', 'nl')).toBe('/nl/missing');
    expect(switchLanguageHref('/stories/first-jump', '', '', 'nl')).toBe('/nl/verhalen/first-jump');
  });
});

describe('localizeHref', () => {
  it('keeps the /nl prefix for internal links on Dutch pages', () => {
    expect(localizeHref('/contact', 'nl')).toBe('/nl/contact');
    expect(localizeHref('/about#safety-record', 'nl')).toBe('/nl/over-ons#safety-record');
    expect(localizeHref('/#services', 'nl')).toBe('/nl#services');
    expect(localizeHref('/contact', 'en')).toBe('/contact');
    expect(localizeHref('/stories/first-jump', 'nl')).toBe('/nl/verhalen/first-jump');
  });
});
