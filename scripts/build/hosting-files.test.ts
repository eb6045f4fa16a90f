import { describe, expect, it } from 'vitest';
import { storyPath } from '../../src/routing/paths';
import { matchRedirect, parseRedirects } from '../server/hosting-rules';
import { redirectsFile, storyRedirectPaths } from './hosting-files';

// The rules that keep renamed stories' old addresses working and answer list pages added after the
// build, as the static host reads them.

const origin = 'https://example.nl';
const rules = parseRedirects(
  redirectsFile({
    primaryHost: 'example.nl',
    alternateHosts: [],
    adminPathPrefixes: ['/admin'],
    inlineScriptHashes: [],
    supabaseOrigin: 'https://project.supabase.co',
    pageShells: [
      { from: '/stories/page/*', to: '/stories-page-shell.html' },
      { from: '/nl/verhalen/pagina/*', to: '/nl/stories-page-shell.html' },
      { from: '/stories/*', to: '/story-shell.html' },
      { from: '/nl/verhalen/*', to: '/nl/story-shell.html' },
    ],
    redirects: storyRedirectPaths(
      [
        { from: 'first-name', to: 'third-name' },
        { from: 'second-name', to: 'third-name' },
      ],
      storyPath,
    ),
  }),
);

describe('renamed stories', () => {
  it('sends every old slug to the current one with a 301, in both languages', () => {
    expect(matchRedirect(rules, origin, '/stories/first-name')).toEqual({
      to: '/stories/third-name',
      status: 301,
    });
    expect(matchRedirect(rules, origin, '/stories/second-name')).toEqual({
      to: '/stories/third-name',
      status: 301,
    });
    expect(matchRedirect(rules, origin, '/nl/verhalen/first-name')).toEqual({
      to: '/nl/verhalen/third-name',
      status: 301,
    });
    expect(matchRedirect(rules, origin, '/nl/stories/second-name')).toEqual({
      to: '/nl/verhalen/third-name',
      status: 301,
    });
  });

  it('leaves other story addresses to the story shell', () => {
    expect(matchRedirect(rules, origin, '/stories/third-name')).toEqual({
      to: '/story-shell.html',
      status: 200,
    });
  });
});

describe('pages of the stories list', () => {
  it('answers a page added after the build with the list shell of its language, not the story shell', () => {
    expect(matchRedirect(rules, origin, '/stories/page/7')).toEqual({
      to: '/stories-page-shell.html',
      status: 200,
    });
    expect(matchRedirect(rules, origin, '/nl/verhalen/pagina/7')).toEqual({
      to: '/nl/stories-page-shell.html',
      status: 200,
    });
  });
});
