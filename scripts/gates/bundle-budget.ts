// The bytes a public page makes the browser download before any interaction: its HTML, the entry
// script, everything it imports statically, the preloaded page chunks, and the stylesheets. Fails
// when a page goes over budget, in bytes, files or elements, or when back-office, chat or Supabase
// code is among them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Failures, dist, loadBuiltPages, loadServerEntry, storyPagePaths } from './built-site';
import { MODULES_ID, type PageModules } from '../build/page-template';

// Requests count as well as bytes: on a slow connection each one waits its turn for a connection.
// The HTML's elements count too: each is parsed, styled and laid out before the first paint. 728 is
// half the 1,456 the home page had before its diet (docs/bench/first-paint.md).
export const BUDGET = {
  jsGzipBytes: 110 * 1024,
  jsFiles: 12,
  cssGzipBytes: 20 * 1024,
  htmlGzipBytes: 15 * 1024,
  htmlElements: 728,
} as const;

/** Code that must arrive only when a visitor uses it. */
const FORBIDDEN = [
  { name: 'supabase-js', pattern: /GoTrueClient|PostgrestClient|StorageClient|\/auth\/v1|\/rest\/v1/ },
  { name: 'admin area', pattern: /data-admin-area/ },
  { name: 'chat', pattern: /gemini-chat|data-chat-widget/ },
];

type Manifest = Record<
  string,
  { file: string; src?: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>;

const ssr = await loadServerEntry();
const pages = await loadBuiltPages(ssr);
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const gzipSize = new Map<string, number>();
const sizeOf = async (file: string) => {
  let size = gzipSize.get(file);
  if (size === undefined) {
    size = gzipSync(await readFile(join(dist, file))).length;
    gzipSize.set(file, size);
  }
  return size;
};

const failures = new Failures();
// The admin area's chunks, by their source under src/admin: none may be in a public page's first load.
const adminFiles = new Set(
  Object.values(manifest)
    .filter((chunk) => chunk.src?.startsWith('src/admin/'))
    .map((chunk) => chunk.file),
);
if (adminFiles.size === 0)
  failures.add('build', 'no chunk from src/admin in the manifest: the admin check would see nothing');
// The chat panel's own chunk (the chat button alone is in the first load): none may be preloaded.
const chatFiles = new Set(
  Object.values(manifest)
    .filter((chunk) => chunk.src?.startsWith('src/features/chat/'))
    .map((chunk) => chunk.file),
);
if (chatFiles.size === 0)
  failures.add('build', 'no chunk from src/features/chat in the manifest: the chat check would see nothing');
// A story's length is its author's to choose: its page answers to the budgets for code alone.
const storyPages = new Set(await storyPagePaths(ssr));
const rows: { path: string; js: number; jsFiles: number; css: number; html: number; elements: number }[] = [];
for (const page of pages) {
  const doc = page.document;
  const html = gzipSync(page.html).length;
  const elements = doc.querySelectorAll('*').length;
  if (!storyPages.has(page.path)) {
    if (html > BUDGET.htmlGzipBytes)
      failures.add(page.path, `HTML ${(html / 1024).toFixed(1)} KB gzip > ${BUDGET.htmlGzipBytes / 1024} KB`);
    if (elements > BUDGET.htmlElements)
      failures.add(page.path, `${elements} HTML elements > ${BUDGET.htmlElements}`);
  }
  if (!doc.querySelector('[data-chat-launcher]'))
    failures.add(page.path, 'no chat button in the prerendered HTML');
  const scripts = new Set<string>();
  const visit = (file: string) => {
    if (scripts.has(file)) return;
    scripts.add(file);
    byFile.get(file)?.imports?.forEach((key) => visit(manifest[key].file));
  };
  // Every page's modules wait for its first paint: the loader reads them from one inert list.
  if (doc.querySelector('script[type="module"][src], link[rel="modulepreload"]'))
    failures.add(page.path, 'a module script or preload in the HTML is fetched before the first paint');
  const listed = doc.getElementById(MODULES_ID)?.textContent;
  if (listed) {
    const modules = JSON.parse(listed) as PageModules;
    for (const file of [modules.entry, ...modules.preload]) visit(file.replace(/^\//, ''));
    // What the loader warms once the page is idle is not in the first load, but it is public code.
    const idle = modules.idle.map((file) => file.replace(/^\//, ''));
    if (!idle.some((file) => chatFiles.has(file)))
      failures.add(page.path, "the chat panel's code is not warmed once the page is idle");
    for (const file of idle.filter((file) => adminFiles.has(file)))
      failures.add(page.path, `admin area chunk ${file}, warmed once the page is idle`);
  } else failures.add(page.path, `no #${MODULES_ID} list for the module loader`);
  const styles = new Set(
    [...doc.querySelectorAll('link[rel="stylesheet"]')].map((el) => (el.getAttribute('href') ?? '').slice(1)),
  );

  let js = 0;
  for (const file of scripts) {
    js += await sizeOf(file);
    if (adminFiles.has(file))
      failures.add(page.path, `admin area chunk ${file}, loaded before any interaction`);
    if (chatFiles.has(file)) failures.add(page.path, `chat chunk ${file}, loaded before any interaction`);
    const code = await readFile(join(dist, file), 'utf8');
    for (const forbidden of FORBIDDEN) {
      if (forbidden.pattern.test(code))
        failures.add(page.path, `${forbidden.name} code in ${file}, loaded before any interaction`);
    }
  }
  let css = 0;
  for (const file of styles) css += await sizeOf(file);
  if (js > BUDGET.jsGzipBytes)
    failures.add(page.path, `JavaScript ${(js / 1024).toFixed(1)} KB gzip > ${BUDGET.jsGzipBytes / 1024} KB`);
  if (scripts.size > BUDGET.jsFiles)
    failures.add(
      page.path,
      `${scripts.size} JavaScript files > ${BUDGET.jsFiles}: ${[...scripts].join(', ')}`,
    );
  if (css > BUDGET.cssGzipBytes)
    failures.add(page.path, `CSS ${(css / 1024).toFixed(1)} KB gzip > ${BUDGET.cssGzipBytes / 1024} KB`);
  rows.push({ path: page.path, js, jsFiles: scripts.size, css, html, elements });
}

const max = (key: 'js' | 'jsFiles' | 'css' | 'html' | 'elements', among = rows) =>
  among.reduce((top, row) => (row[key] > top[key] ? row : top));
const ownPages = rows.filter((row) => !storyPages.has(row.path));
const summary = [
  `largest JS ${(max('js').js / 1024).toFixed(1)} KB gzip (${max('js').path})`,
  `most JS files ${max('jsFiles').jsFiles} (${max('jsFiles').path})`,
  `largest CSS ${(max('css').css / 1024).toFixed(1)} KB gzip`,
  `largest HTML ${(max('html', ownPages).html / 1024).toFixed(1)} KB gzip (${max('html', ownPages).path})`,
  `most elements ${max('elements', ownPages).elements} (${max('elements', ownPages).path})`,
].join(', ');
failures.report(
  'bundle budget',
  `${rows.length} pages within ${BUDGET.jsGzipBytes / 1024} KB JS in ${BUDGET.jsFiles} files / ${BUDGET.cssGzipBytes / 1024} KB CSS, ${ownPages.length} within ${BUDGET.htmlGzipBytes / 1024} KB HTML and ${BUDGET.htmlElements} elements; ${summary}`,
);
