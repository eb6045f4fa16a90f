// Writes one static HTML file per public route and language, the 404 pages, the admin app shell,
// sitemap.xml, robots.txt and the hosting files, from the client build and the server bundle.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { APP_SHELL, headersFile, redirectsFile, storyRedirectPaths } from './hosting-files';
import {
  fillTemplate,
  isPageTemplate,
  minifyInlineScripts,
  modulesData,
  takeModuleTags,
} from './page-template';
import { LIST_SHELLS, SHELL_SLUG, STORY_SHELLS, fileForPath } from './prerender-paths';
import { buildSearchIndexes, type StoryPageHtml } from './search-index';
import { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap';

type ServerEntry = typeof import('../../src/entry-server');
type Story = Awaited<ReturnType<ServerEntry['fetchStories']>>[number];
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');

const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `sha256-${createHash('sha256').update(match[1]).digest('base64')}`,
  );

/** Every chunk `start` reaches through its static imports, by file. */
function chunksReached(manifest: Manifest, start: string): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(start);
  return files;
}

async function write(file: string, content: string) {
  const target = join(dist, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

/**
 * The chat panel, which every public page offers: its code is warmed (fetched, not run) once the page
 * has settled, so the visitor's first click opens it at once.
 */
const IDLE_MODULE_SOURCE = 'src/features/chat/ChatWidget.tsx';

const BACKEND_TIMEOUT_MS = 10_000;

/** What went wrong, from an Error (its cause says more for network errors). */
const reasonOf = (error: unknown): string => {
  if (error instanceof Error && error.cause instanceof Error) return error.cause.message;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error);
};

/**
 * The stories published now, from the backend the site is built for. Without it (no backend in CI,
 * or it is down) the build warns and goes on: the built-in stories still get their pages, and newer
 * stories render in the browser.
 */
async function readPublishedStories(ssr: ServerEntry): Promise<readonly Story[]> {
  try {
    const backend = {
      url: ssr.SUPABASE_URL,
      key: ssr.SUPABASE_PUBLISHABLE_KEY,
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        fetch(input, { ...init, signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS) }),
    };
    const stories = await ssr.fetchStories(backend, ssr.STORAGE_PUBLIC_URL);
    console.log(`read ${stories.length} published stories from ${ssr.SUPABASE_URL}`);
    return stories;
  } catch (error) {
    console.warn(
      `warning: could not read the published stories from ${ssr.SUPABASE_URL} (${reasonOf(error)}); only the built-in stories get pages`,
    );
    return [];
  }
}

/** The old slugs of published stories and where they lead now; none when the backend is out of reach. */
async function readStoryRedirects(ssr: ServerEntry): Promise<{ from: string; to: string }[]> {
  try {
    const backend = {
      url: ssr.SUPABASE_URL,
      key: ssr.SUPABASE_PUBLISHABLE_KEY,
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        fetch(input, { ...init, signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS) }),
    };
    return await ssr.fetchStoryRedirects(backend);
  } catch (error) {
    console.warn(
      `warning: could not read the story redirects (${reasonOf(error)}); old story addresses get none`,
    );
    return [];
  }
}

/** The site photos chosen by now; none (the illustrations) when the backend is out of reach. */
async function readSitePhotos(
  ssr: ServerEntry,
): Promise<Awaited<ReturnType<ServerEntry['fetchSitePhotos']>>> {
  try {
    const backend = {
      url: ssr.SUPABASE_URL,
      key: ssr.SUPABASE_PUBLISHABLE_KEY,
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        fetch(input, { ...init, signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS) }),
    };
    const photos = await ssr.fetchSitePhotos(backend);
    console.log(`read ${photos.length} site photos from ${ssr.SUPABASE_URL}`);
    return photos;
  } catch (error) {
    console.warn(
      `warning: could not read the site photos (${reasonOf(error)}); their places show the illustrations until the page loads them`,
    );
    return [];
  }
}

async function main() {
  const env = loadEnv('production', root, '');
  const clientTemplate = await readFile(join(dist, 'index.html'), 'utf8');
  if (!isPageTemplate(clientTemplate)) {
    throw new Error(
      'dist/index.html is not the client build template: run the client build before prerendering',
    );
  }
  const { template: bareTemplate, modules } = takeModuleTags(clientTemplate);
  const template = minifyInlineScripts(bareTemplate);
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryChunks = chunksReached(manifest, 'index.html');
  /** The page chunk and every chunk it imports beyond the entry's own, fetched beside the entry. */
  const pageChunks = (source: string | undefined) =>
    source && manifest[source]
      ? [...chunksReached(manifest, source)]
          .filter((file) => !entryChunks.has(file))
          .map((file) => `/${file}`)
      : [];
  if (!manifest[IDLE_MODULE_SOURCE]) throw new Error(`${IDLE_MODULE_SOURCE} is not in the build manifest`);
  const idleChunks = pageChunks(IDLE_MODULE_SOURCE);
  const ssr = (await import(pathToFileURL(join(root, 'dist-ssr/entry-server.js')).href)) as ServerEntry;
  const verification = env.VITE_SITE_VERIFICATION || undefined;
  const siteUrl = ssr.business.siteUrl;

  const page = (path: string, body: string, head = ssr.buildHead(ssr.resolvePath(path), verification)) => {
    const resolved = ssr.resolvePath(path);
    // The admin app shell has no cookie banner: the admin area sets no optional cookies.
    const consentHtml = ssr.isAdminPath(path) ? '' : ssr.renderConsentBanner(resolved.lang);
    const preload = [...pageChunks(ssr.pageSourceOf(resolved.route)), ...modules.preload];
    // The admin area has no chat.
    const idle = ssr.isAdminPath(path) ? [] : idleChunks.filter((file) => !preload.includes(file));
    const headHtml = [ssr.renderHeadHtml(head), modulesData({ entry: modules.entry, preload, idle })].join(
      '\n    ',
    );
    return fillTemplate(template, { lang: resolved.lang, head: headHtml, consent: consentHtml, body });
  };

  const started = performance.now();
  const storyPages = ssr.prepareStoryPages(await readPublishedStories(ssr));
  ssr.setPrerenderSitePhotos(await readSitePhotos(ssr));
  const listPages = ssr.storyListPageCount();

  /** A page of the stories list names the pages before and after it. */
  const listHead = (path: string) => {
    const resolved = ssr.resolvePath(path);
    const head = ssr.buildHead(resolved, verification);
    const number = resolved.listPage ?? 1;
    const link = (n: number) => `${siteUrl}${ssr.storiesListPath(n, resolved.lang)}`;
    if (number > 1) head.links.push({ rel: 'prev', href: link(number - 1) });
    if (number < listPages) head.links.push({ rel: 'next', href: link(number + 1) });
    return head;
  };

  const paths = [...ssr.servedPaths.keys()];
  const htmlByPath = new Map<string, string>();
  for (const path of paths) {
    const isList = ssr.resolvePath(path).route.id === 'stories';
    const html = page(path, await ssr.renderRoute(path), isList ? listHead(path) : undefined);
    htmlByPath.set(path, html);
    await write(fileForPath(path), html);
  }
  for (let number = 2; number <= listPages; number++) {
    for (const lang of ['en', 'nl'] as const) {
      const path = ssr.storiesListPath(number, lang);
      await write(fileForPath(path), page(path, await ssr.renderRoute(path), listHead(path)));
    }
  }
  // Pages of the list added after the build: a shell with no canonical, so the browser writes the head.
  for (const lang of ['en', 'nl'] as const) {
    const path = ssr.storiesListPath(listPages + 1, lang);
    const head = { ...ssr.buildHead(ssr.resolvePath(path), verification), links: [] };
    await write(LIST_SHELLS[lang].slice(1), page(path, await ssr.renderRoute(path), head));
  }
  const storyHtml: StoryPageHtml[] = [];
  for (const story of storyPages) {
    for (const lang of ['en', 'nl'] as const) {
      const path = ssr.storyPath(story.slug, lang);
      const head = ssr.buildHead(
        ssr.resolvePath(path),
        verification,
        ssr.storyHead(ssr.storyView(story, lang)),
      );
      const html = page(path, await ssr.renderRoute(path), head);
      await write(fileForPath(path), html);
      if (story.languages.includes(lang)) {
        storyHtml.push({ lang, path, html, keywords: [story.text[lang].category, ...story.text[lang].tags] });
      }
    }
  }
  for (const lang of ['en', 'nl'] as const) {
    const shell = ssr.storyPath(SHELL_SLUG, lang);
    await write(STORY_SHELLS[lang].slice(1), page(shell, await ssr.renderRoute(shell)));
  }
  await write('404.html', page('/404', await ssr.renderRoute('/404')));
  await write('nl/404.html', page('/nl/404', await ssr.renderRoute('/nl/404')));
  await write(APP_SHELL.slice(1), page('/admin', ''));
  for (const [lang, index] of Object.entries(buildSearchIndexes(ssr, htmlByPath, storyHtml))) {
    await write(`search/index.${lang}.json`, JSON.stringify(index));
  }

  const entries: SitemapEntry[] = ssr.publicRoutes
    .map((route) => ssr.resolvePath(route.path))
    .filter((resolved) => ssr.isIndexable(resolved))
    .map(({ alternates }) => ({
      en: `${siteUrl}${alternates.en === '/' ? '' : alternates.en}`,
      nl: `${siteUrl}${alternates.nl}`,
    }));
  for (let number = 2; number <= listPages; number++) {
    entries.push({
      en: `${siteUrl}${ssr.storiesListPath(number, 'en')}`,
      nl: `${siteUrl}${ssr.storiesListPath(number, 'nl')}`,
    });
  }
  for (const story of storyPages) {
    entries.push({
      en: `${siteUrl}${ssr.storyPath(story.slug, 'en')}`,
      nl: `${siteUrl}${ssr.storyPath(story.slug, 'nl')}`,
      alternates: story.languages.length === 2,
      ...(story.updatedAt ? { lastmod: story.updatedAt.slice(0, 10) } : {}),
    });
  }
  await write('sitemap.xml', sitemapXml(entries, new Date().toISOString().slice(0, 10)));
  await write('robots.txt', robotsTxt(siteUrl, ssr.adminPathPrefixes));

  const hosting = {
    primaryHost: ssr.business.primaryHost,
    alternateHosts: ssr.business.alternateHosts,
    adminPathPrefixes: ssr.adminPathPrefixes,
    inlineScriptHashes: inlineScriptHashes(template),
    supabaseOrigin: new URL(ssr.SUPABASE_URL).origin,
    tagManagerId: env.VITE_GTM_ID || undefined,
    redirects: storyRedirectPaths(await readStoryRedirects(ssr), ssr.storyPath),
    // Before the story shells, whose patterns would take these addresses too.
    pageShells: [
      { from: ssr.storiesListPath(2, 'en').replace(/2$/, '*'), to: LIST_SHELLS.en },
      { from: ssr.storiesListPath(2, 'nl').replace(/2$/, '*'), to: LIST_SHELLS.nl },
      { from: `/nl${ssr.storiesListPath(2, 'en').replace(/2$/, '*')}`, to: LIST_SHELLS.nl },
      { from: ssr.storyPath('*', 'en'), to: STORY_SHELLS.en },
      { from: ssr.storyPath('*', 'nl'), to: STORY_SHELLS.nl },
      // The /nl twin of the English path, as for every other page.
      { from: `/nl${ssr.storyPath('*', 'en')}`, to: STORY_SHELLS.nl },
    ],
  };
  await write('_headers', headersFile(hosting));
  await write('_redirects', redirectsFile(hosting));
  console.log(
    `prerendered ${paths.length} pages + ${(listPages - 1) * 2} list pages + ${storyPages.length * 2} story pages + 404s + shells in ${Math.round(performance.now() - started)} ms`,
  );
}

await main();
