// Fills the client build's index.html with one page's language, head, cookie banner and body.
import { minifySync } from 'vite';

export const APP_PLACEHOLDER = '<!--app-html-->';
export const HEAD_PLACEHOLDER = '<!--head-->';
export const CONSENT_PLACEHOLDER = '<!--consent-html-->';
const HTML_TAG = '<html lang="en">';

/**
 * The page's modules, which the template's loader fetches once the first content has painted, and
 * those it fetches without running once the page has loaded and the browser is idle.
 */
export interface PageModules {
  entry: string;
  preload: readonly string[];
  idle: readonly string[];
}

export const MODULES_ID = 'modules-after-paint';
const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Takes the build's entry script and module preloads out of the client template, so that nothing
 * fetches them before the loader does; each page lists them with `modulesData`.
 */
export function takeModuleTags(template: string): {
  template: string;
  modules: Omit<PageModules, 'idle'>;
} {
  const entry = ENTRY_TAG.exec(template)?.[1];
  if (!entry) throw new Error('the client template has no entry module script');
  const preload = [...template.matchAll(PRELOAD_TAG)].map((match) => match[1]);
  return { template: template.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, ''), modules: { entry, preload } };
}

/**
 * Minifies the template's inline scripts, which every page carries in its HTML: their comments are
 * for the source, not for each visitor's download. The Content-Security-Policy hashes are taken after.
 */
export function minifyInlineScripts(template: string): string {
  return template.replace(/<script>([\s\S]*?)<\/script>/g, (_, code: string) => {
    const result = minifySync('inline-script.js', code);
    if (result.errors.length > 0)
      throw new Error(`an inline script does not parse: ${result.errors[0].message}`);
    return `<script>${result.code.trim()}</script>`;
  });
}

/** The page's modules as inert JSON for the loader; `<` escaped so no path can end the element. */
export const modulesData = (modules: PageModules) =>
  `<script type="application/json" id="${MODULES_ID}">${JSON.stringify(modules).replace(/</g, '\\u003c')}</script>`;

export interface PageParts {
  lang: string;
  head: string;
  consent: string;
  body: string;
}

/** Whether the template has every placeholder the pages are written into. */
export const isPageTemplate = (template: string) =>
  [APP_PLACEHOLDER, HEAD_PLACEHOLDER, CONSENT_PLACEHOLDER].every((mark) => template.includes(mark));

/**
 * Each placeholder once, replaced by a function: a replacement string would read `$&`, `` $` ``,
 * `$'` or `$1` in a story's title or body as patterns and copy parts of the template into the page.
 */
const putOnce = (html: string, mark: string, content: string) => html.replace(mark, () => content);

export function fillTemplate(template: string, parts: PageParts): string {
  let html = putOnce(template, HTML_TAG, `<html lang="${parts.lang}">`);
  html = putOnce(html, HEAD_PLACEHOLDER, parts.head);
  html = putOnce(html, CONSENT_PLACEHOLDER, parts.consent);
  return putOnce(html, APP_PLACEHOLDER, parts.body);
}
