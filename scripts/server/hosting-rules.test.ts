import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, redirectsFile } from '../build/hosting-files';
import { headersFor, matchRedirect, parseHeaders, parseRedirects } from './hosting-rules';

const input = {
  primaryHost: 'example.nl',
  alternateHosts: ['example.com', 'other-brand.nl'],
  adminPathPrefixes: ['/admin', '/ssl-status'],
  inlineScriptHashes: ['sha256-abc='],
  supabaseOrigin: 'https://project.supabase.co',
  pageShells: [
    { from: '/stories/*', to: '/story-shell.html' },
    { from: '/nl/verhalen/*', to: '/nl/story-shell.html' },
  ],
  redirects: [],
};

describe('hosting files', () => {
  const headers = parseHeaders(headersFile(input));
  const redirects = parseRedirects(redirectsFile(input));

  it('sends the security headers on every page', () => {
    const sent = Object.fromEntries(headersFor(headers, '/nl/contact'));
    expect(sent['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(sent['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(sent['X-Content-Type-Options']).toBe('nosniff');
    const csp = sent['Content-Security-Policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-abc='/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("connect-src 'self' https://project.supabase.co");
  });

  it('lets the browser send first-party analytics events to Supabase', () => {
    const csp = contentSecurityPolicy(input);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/project\.supabase\.co(\s|;|$)/);
  });

  it('allows no tag manager when no container is configured', () => {
    const csp = contentSecurityPolicy(input);
    expect(csp).not.toMatch(/google/);
    expect(csp).not.toContain('frame-src');
  });

  it('allows exactly what the tag manager and Google Analytics need when a container is configured', () => {
    const directives = Object.fromEntries(
      contentSecurityPolicy({ ...input, tagManagerId: 'GTM-ABC123' })
        .split('; ')
        .map((directive) => {
          const [name, ...sources] = directive.split(' ');
          return [name, sources];
        }),
    );
    expect(directives['script-src']).toEqual(["'self'", "'sha256-abc='", 'https://*.googletagmanager.com']);
    expect(directives['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'https://project.supabase.co',
    ]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://project.supabase.co',
      'wss://project.supabase.co',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(directives['frame-src']).toEqual(['https://www.googletagmanager.com']);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
  });

  it('caches hashed assets for a year and pages not at all', () => {
    expect(Object.fromEntries(headersFor(headers, '/assets/index-abc123.js'))['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(Object.fromEntries(headersFor(headers, '/faq'))['Cache-Control']).toBeUndefined();
  });

  it('keeps the free guide out of search results, and pages in', () => {
    expect(Object.fromEntries(headersFor(headers, '/downloads/skydiving-guide.pdf'))['X-Robots-Tag']).toBe(
      'noindex',
    );
    expect(Object.fromEntries(headersFor(headers, '/faq'))['X-Robots-Tag']).toBeUndefined();
  });

  it('redirects www, http and alternate domains to the primary domain with the same path', () => {
    expect(matchRedirect(redirects, 'https://www.example.nl', '/faq')).toEqual({
      to: 'https://example.nl/faq',
      status: 301,
    });
    expect(matchRedirect(redirects, 'http://example.nl', '/nl/diensten')).toEqual({
      to: 'https://example.nl/nl/diensten',
      status: 301,
    });
    expect(matchRedirect(redirects, 'https://other-brand.nl', '/contact')).toEqual({
      to: 'https://example.nl/contact',
      status: 301,
    });
    expect(matchRedirect(redirects, 'https://example.nl', '/faq')).toBeNull();
  });

  it('serves the app shell for admin paths', () => {
    expect(matchRedirect(redirects, 'http://localhost:4173', '/admin')).toEqual({
      to: '/app-shell.html',
      status: 200,
    });
    expect(matchRedirect(redirects, 'http://localhost:4173', '/admin/blog')).toEqual({
      to: '/app-shell.html',
      status: 200,
    });
    expect(matchRedirect(redirects, 'http://localhost:4173', '/administrator')).toBeNull();
  });

  it('answers story paths with the shell of their language', () => {
    expect(matchRedirect(redirects, 'http://localhost:4173', '/stories/new-story')).toEqual({
      to: '/story-shell.html',
      status: 200,
    });
    expect(matchRedirect(redirects, 'http://localhost:4173', '/nl/verhalen/nieuw')).toEqual({
      to: '/nl/story-shell.html',
      status: 200,
    });
    expect(matchRedirect(redirects, 'http://localhost:4173', '/stories')).toBeNull();
  });

  it('lets stories show images from any https address, and nothing else from outside', () => {
    const csp = Object.fromEntries(headersFor(headers, '/stories/a'))['Content-Security-Policy'];
    expect(csp).toMatch(/img-src 'self' data: blob: https: /);
    expect(csp).toMatch(/default-src 'self';/);
  });
});
