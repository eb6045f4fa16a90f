// Fills the client build's index.html with one page's language, head, cookie banner and body.

export const APP_PLACEHOLDER = '<!--app-html-->';
export const HEAD_PLACEHOLDER = '<!--head-->';
export const CONSENT_PLACEHOLDER = '<!--consent-html-->';
const HTML_TAG = '<html lang="en">';

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
