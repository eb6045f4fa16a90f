// Gates over the prerendered pages: one H1, unique titles and descriptions per language,
// canonical and reciprocal hreflang (noindex pages: robots noindex, no hreflang, not in the sitemap),
// <html lang>, valid JSON-LD without self-served ratings, text prices or unconfirmed claims,
// resolving internal links and anchors, and valid HTML. Prints every problem and fails when there
// is one.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { Failures, dist, loadBuiltPages, loadServerEntry, type BuiltPage } from './built-site';
import { jsonLdClaimProblems } from './json-ld-claims';

const ssr = await loadServerEntry();
const pages = await loadBuiltPages(ssr);
const byPath = new Map(pages.map((page) => [page.path, page]));
const site = ssr.business.siteUrl;
const absolute = (path: string) => `${site}${path === '/' ? '' : path}`;
const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');

const head = new Failures();

/** An indexable page names both language versions and x-default, and its counterpart names it back. */
function checkAlternates(
  page: BuiltPage,
  resolved: ReturnType<typeof ssr.resolvePath>,
  alternates: Record<string, string | null>,
) {
  // A story written in one language has a page in both, but they are not translations of each other.
  const untranslatedStory = resolved.route.id === 'story' && Object.keys(alternates).length === 0;
  const expected = {
    en: absolute(resolved.alternates.en),
    nl: absolute(resolved.alternates.nl),
    'x-default': absolute(resolved.alternates.en),
  };
  for (const [lang, href] of untranslatedStory ? [] : Object.entries(expected)) {
    if (alternates[lang] !== href)
      head.add(page.path, `hreflang ${lang} is ${alternates[lang]}, expected ${href}`);
  }
  const counterpart = byPath.get(resolved.alternates[resolved.lang === 'en' ? 'nl' : 'en']);
  if (!counterpart) head.add(page.path, 'has no prerendered page in the other language');
  else if (!untranslatedStory) {
    const back = counterpart.document
      .querySelector(`link[rel="alternate"][hreflang="${resolved.lang}"]`)
      ?.getAttribute('href');
    if (back !== absolute(resolved.canonicalPath))
      head.add(page.path, `hreflang is not reciprocal: ${counterpart.path} points to ${back}`);
  }
}

const seen = new Map<string, string>();
for (const page of pages) {
  const doc = page.document;
  const resolved = ssr.resolvePath(page.path);
  const isCanonical = resolved.canonicalPath === page.path;
  const h1s = doc.querySelectorAll('h1').length;
  if (h1s !== 1) head.add(page.path, `has ${h1s} <h1> elements, expected 1`);
  if (doc.documentElement.lang !== resolved.lang)
    head.add(page.path, `<html lang="${doc.documentElement.lang}">, expected ${resolved.lang}`);

  const title = doc.title.trim();
  const description = doc.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
  if (!title) head.add(page.path, 'has no title');
  if (!description) head.add(page.path, 'has no description');
  if (isCanonical) {
    for (const [kind, value] of [
      ['title', title],
      ['description', description],
    ] as const) {
      const key = `${resolved.lang}:${kind}:${value}`;
      const other = seen.get(key);
      if (other) head.add(page.path, `shares its ${kind} with ${other}`);
      seen.set(key, page.path);
    }
  }

  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (canonical !== absolute(resolved.canonicalPath)) {
    head.add(page.path, `canonical is ${canonical}, expected ${absolute(resolved.canonicalPath)}`);
  }

  const alternates = Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );
  const robots = doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
  if (ssr.isIndexable(resolved)) checkAlternates(page, resolved, alternates);
  else {
    if (!/\bnoindex\b/.test(robots)) head.add(page.path, `is noindex but its robots meta is "${robots}"`);
    if (Object.keys(alternates).length > 0) head.add(page.path, 'is noindex but has hreflang alternates');
    if (sitemap.includes(`<loc>${absolute(page.path)}</loc>`))
      head.add(page.path, 'is noindex but in the sitemap');
  }

  const ogLocale = doc.querySelector('meta[property="og:locale"]')?.getAttribute('content');
  if (ogLocale !== (resolved.lang === 'nl' ? 'nl_NL' : 'en_GB'))
    head.add(page.path, `og:locale is ${ogLocale}`);
  for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
    if (!doc.querySelector(`meta[property="${property}"]`)) head.add(page.path, `has no ${property}`);
  }

  const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')];
  if (blocks.length === 0) head.add(page.path, 'has no JSON-LD');
  for (const block of blocks) {
    try {
      const data = JSON.parse(block.textContent ?? '') as Record<string, unknown>;
      if (data['@context'] !== 'https://schema.org' || typeof data['@type'] !== 'string') {
        head.add(page.path, `JSON-LD block without @context or @type: ${String(data['@type'])}`);
      }
      for (const problem of jsonLdClaimProblems(data)) head.add(page.path, `JSON-LD claims ${problem}`);
    } catch (error) {
      head.add(page.path, `JSON-LD does not parse: ${(error as Error).message}`);
    }
  }
}
head.report(
  'head',
  `${pages.length} pages have one H1, unique titles and descriptions, canonical, hreflang, lang and JSON-LD`,
);

const links = new Failures();
const idsOf = (page: BuiltPage) => new Set([...page.document.querySelectorAll('[id]')].map((el) => el.id));
const isStaticFile = (path: string) =>
  existsSync(join(dist, decodeURIComponent(path))) && /\.[a-z0-9]+$/i.test(path);
let checkedLinks = 0;
for (const page of pages) {
  for (const anchor of page.document.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (/^(https?:|mailto:|tel:)/.test(href)) continue;
    checkedLinks++;
    const url = new URL(href, absolute(page.path));
    const target =
      url.pathname === new URL(absolute(page.path)).pathname
        ? page
        : byPath.get(url.pathname.replace(/\/$/, '') || '/');
    if (!target) {
      if (!isStaticFile(url.pathname)) links.add(page.path, `link to ${href} does not resolve`);
      continue;
    }
    const id = decodeURIComponent(url.hash.slice(1));
    if (id && !idsOf(target).has(id))
      links.add(page.path, `link to ${href}: ${target.path} has no element with id "${id}"`);
  }
}
links.report('links', `${checkedLinks} internal links and anchors resolve`);

const validity = new Failures();
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes these forms; they are valid HTML.
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-inline-style': 'off',
    // Tailwind's arbitrary values use brackets and slashes in class names.
    'valid-id': ['error', { relaxed: true }],
    'long-title': 'off',
    // Prettier writes the doctype in lower case; React writes camelCase attribute names.
    'doctype-style': 'off',
    'attr-case': 'off',
  },
});
const extraFiles = [
  '404.html',
  'nl/404.html',
  'app-shell.html',
  'story-shell.html',
  'nl/story-shell.html',
  'stories-page-shell.html',
  'nl/stories-page-shell.html',
  'offline.html',
  'nl/offline.html',
];
const documents = [
  ...pages.map((page) => ({ name: page.path, html: page.html })),
  ...(await Promise.all(
    extraFiles.map(async (file) => ({ name: file, html: await readFile(join(dist, file), 'utf8') })),
  )),
];
for (const { name, html } of documents) {
  const report = await validator.validateString(html, name);
  for (const result of report.results) {
    for (const message of result.messages)
      validity.add(name, `${message.ruleId}: ${message.message} (line ${message.line})`);
  }
}
validity.report('html', `${documents.length} documents are valid HTML`);
