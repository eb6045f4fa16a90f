import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type ServerEntry = typeof import('../src/entry-server');

/** The built routes table: the same one the prerenderer used. */
export const ssr = (await import(
  pathToFileURL(join(resolve(import.meta.dirname, '..'), 'dist-ssr/entry-server.js')).href
)) as ServerEntry;

export const servedPaths = [...ssr.servedPaths.keys()];

/** Records console errors and warnings and uncaught page errors (React reports hydration mismatches there). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once React has hydrated the page (the header's buttons respond). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The serious and critical accessibility problems axe finds on the page. */
export async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
