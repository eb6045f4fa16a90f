import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { listPagePaths, storyPagePaths } from '../scripts/gates/built-site';

type ServerEntry = typeof import('../src/entry-server');

/** The built routes table: the same one the prerenderer used. */
export const ssr = (await import(
  pathToFileURL(join(resolve(import.meta.dirname, '..'), 'dist-ssr/entry-server.js')).href
)) as ServerEntry;

export const servedPaths = [...ssr.servedPaths.keys()];

/** Every public page once, in both languages: the canonical paths (no aliases), the list and story pages. */
export const publicPages = [
  ...servedPaths.filter((path) => ssr.resolvePath(path).canonicalPath === path),
  ...(await listPagePaths(ssr)),
  ...(await storyPagePaths(ssr)),
];

/** Records console errors and warnings and uncaught page errors (React reports hydration mismatches there). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The tests block the service worker (it would answer requests they route); the page is not at fault.
    if (message.text().includes('Service Worker registration blocked by Playwright')) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Resolves once React has hydrated the page (the header's buttons respond). It polls on a timer, not
 * on animation frames (Playwright's default), so a page that draws no frame still answers.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    },
    undefined,
    { polling: 100 },
  );
}

/** Resolves once React has taken over this element: a lazily loaded section's HTML is there before its code. */
export const untilHydrated = (element: Locator) =>
  expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);

/**
 * Stores a cookie choice before the first page loads, as a returning visitor has it, so the banner
 * stays away. A choice the test makes later is kept across reloads.
 */
export async function storeConsent(page: Page, preferences: { analytics: boolean; marketing: boolean }) {
  const record = JSON.stringify({
    hasConsent: true,
    preferences: { essential: true, ...preferences },
    timestamp: Date.now(),
  });
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    ['cookieConsent', record],
  );
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The serious and critical accessibility problems axe finds on the page. */
export async function seriousAxeViolations(page: Page) {
  // Only violations are read, so axe skips collecting the nodes of every rule that passed.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
