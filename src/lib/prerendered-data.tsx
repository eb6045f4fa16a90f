// Page copy that travels inside the prerendered HTML instead of the first-load JavaScript. The
// content modules hold every page in both languages (tens of KB); a page needs only its own slice.
// The server loads the slice and writes it next to the markup as JSON; hydration reads it back
// synchronously, so the markup matches without loading the whole module. A page reached by client
// navigation loads the module on demand, and suspends meanwhile.
import { use, type ReactNode } from 'react';
import { LoadCache } from './load-cache';

const pageData = new LoadCache<string, unknown>();
const isServer = typeof document === 'undefined';

const elementFor = (key: string): Element | undefined =>
  isServer
    ? undefined
    : [...document.querySelectorAll('script[data-page-data]')].find(
        (candidate) => candidate.getAttribute('data-page-data') === key,
      );

/** Whether the data under `key` is at hand without loading: in the page's HTML, or read before. */
export const hasPrerenderedData = (key: string): boolean =>
  pageData.has(key) || elementFor(key) !== undefined;

/**
 * The data of one page, by a key unique to the page and language, and the element that carries it
 * in the HTML (rendered on the server and at hydration, nothing after client navigation).
 */
export function usePrerenderedData<T>(key: string, load: () => Promise<T>): [T, ReactNode] {
  const element = elementFor(key);
  if (!pageData.has(key) && element) pageData.set(key, JSON.parse(element.textContent ?? 'null'));
  if (!pageData.has(key)) use(pageData.load(key, load));
  const data = pageData.get(key) as T;
  if (!isServer && !element) return [data, null];
  // `<` escaped so the text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return [
    data,
    <script type="application/json" data-page-data={key} dangerouslySetInnerHTML={{ __html: json }} />,
  ];
}
