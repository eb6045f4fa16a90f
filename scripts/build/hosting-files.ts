// The hosting configuration (Netlify/Cloudflare Pages `_headers` and `_redirects` syntax), written
// into the build and read by our own production server, so both behave the same.

export interface HostingInput {
  primaryHost: string;
  alternateHosts: readonly string[];
  adminPathPrefixes: readonly string[];
  /** Hashes of the inline scripts the pages carry, for the Content-Security-Policy. */
  inlineScriptHashes: readonly string[];
  /** The Supabase project the browser calls: auth, tables (the first-party analytics events too), storage. */
  supabaseOrigin: string;
  /** The Google Tag Manager container, when analytics goes through one. */
  tagManagerId?: string;
  /** Paths (with `*`) answered by a page shell when no prerendered page exists, such as new stories. */
  pageShells: readonly { from: string; to: string }[];
  /** Old addresses that moved for good, such as a renamed story's. */
  redirects: readonly { from: string; to: string }[];
}

/**
 * The addresses of renamed stories: each old slug, in both languages and at the `/nl` twin of the
 * English path, leads to the story's slug now.
 */
export function storyRedirectPaths(
  slugs: readonly { from: string; to: string }[],
  storyPath: (slug: string, lang: 'en' | 'nl') => string,
): { from: string; to: string }[] {
  return slugs.flatMap(({ from, to }) => [
    { from: storyPath(from, 'en'), to: storyPath(to, 'en') },
    { from: storyPath(from, 'nl'), to: storyPath(to, 'nl') },
    { from: `/nl${storyPath(from, 'en')}`, to: storyPath(to, 'nl') },
  ]);
}

export const APP_SHELL = '/app-shell.html';

/**
 * What Google Tag Manager with Google Analytics 4 needs, as Google's CSP guide lists it: its scripts,
 * the measurement requests and the no-script frame (its pixels are https images, which stories
 * already allow). Nothing when no container is set.
 */
const tagManagerSources = (input: HostingInput) =>
  input.tagManagerId
    ? {
        script: ['https://*.googletagmanager.com'],
        connect: [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://*.googletagmanager.com',
        ],
        frame: ['https://www.googletagmanager.com'],
      }
    : { script: [], connect: [], frame: [] };

export function contentSecurityPolicy(input: HostingInput): string {
  const supabase = input.supabaseOrigin;
  const supabaseWs = supabase.replace(/^http/, 'ws');
  const tags = tagManagerSources(input);
  const directive = (name: string, sources: readonly string[]) => [name, ...sources].join(' ');
  return [
    "default-src 'self'",
    directive('script-src', ["'self'", ...input.inlineScriptHashes.map((h) => `'${h}'`), ...tags.script]),
    "style-src 'self' 'unsafe-inline'",
    // Stories may show images from any https address (their Markdown allows no other scheme).
    directive('img-src', ["'self'", 'data:', 'blob:', 'https:', supabase]),
    "font-src 'self'",
    directive('connect-src', ["'self'", supabase, supabaseWs, ...tags.connect]),
    `media-src 'self' blob: ${supabase}`,
    ...(tags.frame.length > 0 ? [directive('frame-src', tags.frame)] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function headersFile(input: HostingInput): string {
  return `/*
  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload
  Referrer-Policy: strict-origin-when-cross-origin
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()
  Cross-Origin-Opener-Policy: same-origin
  Content-Security-Policy: ${contentSecurityPolicy(input)}
/assets/*
  Cache-Control: public, max-age=31536000, immutable
# The newsletter's free guide is for subscribers: reachable by its link, kept out of search results.
/downloads/*
  X-Robots-Tag: noindex
# The service worker is asked for afresh on every visit, so a new deploy takes over at once.
/sw.js
  Cache-Control: no-cache
`;
}

export function redirectsFile(input: HostingInput): string {
  const primary = `https://${input.primaryHost}`;
  const hostRules = [
    `http://${input.primaryHost}/*`,
    `http://www.${input.primaryHost}/*`,
    `https://www.${input.primaryHost}/*`,
    ...input.alternateHosts.flatMap((host) => [`http://${host}/*`, `https://${host}/*`]),
  ].map((from) => `${from} ${primary}/:splat 301!`);
  const adminRules = input.adminPathPrefixes.flatMap((prefix) => [
    `${prefix} ${APP_SHELL} 200`,
    `${prefix}/* ${APP_SHELL} 200`,
  ]);
  return [
    '# One host, over https: www, http and the alternate domains go to the primary domain.',
    ...hostRules,
    '# Admin area: the app shell, rendered in the browser, never prerendered.',
    ...adminRules,
    '# Addresses that moved (renamed stories): before the shells, which would answer them too.',
    ...input.redirects.map(({ from, to }) => `${from} ${to} 301`),
    '# Pages published after the build (stories): where no prerendered file answers, a shell that',
    '# loads the page in the browser. Rewrites do not shadow existing files.',
    ...input.pageShells.map(({ from, to }) => `${from} ${to} 200`),
    '',
  ].join('\n');
}
