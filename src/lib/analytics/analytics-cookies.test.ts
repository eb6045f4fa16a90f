import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { deleteAnalyticsCookies, domainVariants, pathVariants } from './analytics-cookies';

/** A page on a real-looking host, so domain cookies behave as they do in a browser. */
const pageAt = (url: string) => new JSDOM('', { url }).window.document;

const names = (doc: Document) =>
  doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter(Boolean)
    .sort();

describe('analytics cookie deletion', () => {
  it('removes _ga, _ga_*, _gid and _gat whatever path and domain they were set with', () => {
    const doc = pageAt('https://www.example.nl/nl/diensten');
    const planted = [
      '_ga=GA1.1.1; path=/',
      '_ga_ABC123=GS1.1.1; path=/; domain=.example.nl',
      '_gid=GA1.1.2; path=/nl',
      '_gat=1; path=/nl/diensten; domain=www.example.nl',
      '_gat_UA-1=1; path=/nl/; domain=example.nl',
      'cookieConsentTest=keep; path=/',
      'session=keep; path=/nl; domain=.example.nl',
    ];
    for (const cookie of planted) doc.cookie = cookie;
    expect(names(doc)).toEqual([
      '_ga',
      '_ga_ABC123',
      '_gat',
      '_gat_UA-1',
      '_gid',
      'cookieConsentTest',
      'session',
    ]);

    deleteAnalyticsCookies(doc);
    expect(names(doc)).toEqual(['cookieConsentTest', 'session']);
  });

  it('removes analytics cookies set on a parent path from a page deeper down', () => {
    const doc = pageAt('https://example.nl/services/tandem-jumps');
    doc.cookie = '_ga=1; path=/services';
    doc.cookie = '_gid=1; path=/services/';
    deleteAnalyticsCookies(doc);
    expect(names(doc)).toEqual([]);
  });

  it('works on a local address without a domain to climb', () => {
    const doc = pageAt('http://127.0.0.1:4173/');
    doc.cookie = '_ga=1; path=/';
    deleteAnalyticsCookies(doc);
    expect(names(doc)).toEqual([]);
  });

  it('lists the path and domain variants a cookie may have been set with', () => {
    expect(pathVariants('/nl/diensten')).toEqual(['/', '/nl', '/nl/', '/nl/diensten', '/nl/diensten/']);
    expect(pathVariants('/')).toEqual(['/']);
    expect(domainVariants('www.example.nl')).toEqual([
      undefined,
      'www.example.nl',
      '.www.example.nl',
      'example.nl',
      '.example.nl',
    ]);
    expect(domainVariants('localhost')).toEqual([undefined, 'localhost']);
  });
});
