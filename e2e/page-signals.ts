import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

// Signals a test waits for instead of a fixed time, so that "nothing happened" is read only once the
// page has had its chance to make it happen.

const manifest = JSON.parse(
  readFileSync(join(resolve(import.meta.dirname, '..'), 'dist/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string }>;

/** The address of the built chunk of a module the page loads on demand, such as `src/lib/analytics/runtime.ts`. */
export function chunkOf(source: string): string {
  const entry = manifest[source];
  if (!entry) throw new Error(`the build has no chunk for ${source}`);
  return `/${entry.file}`;
}

let marks = 0;

/**
 * Resolves once the test has been told of every request the page started before this call: the page
 * asks for one more address, and a page's requests are reported in the order it starts them.
 */
export async function requestsSeen(page: Page): Promise<void> {
  marks += 1;
  const mark = `/robots.txt?requests-seen=${marks}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(mark));
  await page.evaluate((url) => void fetch(url, { cache: 'no-store' }), mark);
  await seen;
}

/**
 * Notes when the page's React root (`#root`; the cookie banner and the toasts have roots of their own)
 * has run the effects of its first commit, through the hook React reports to developer tools on. Call
 * before the page loads; `untilHydrationSettled` then waits for it.
 */
export async function watchReactCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type FiberRoot = { containerInfo?: { id?: string } };
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    Object.assign(window, {
      reactSettled: settled,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberRoot: () => undefined,
        onPostCommitFiberRoot: (_renderer: number, root: FiberRoot) => {
          if (root.containerInfo?.id === 'root') settle();
        },
        onCommitFiberUnmount: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
}

/**
 * Resolves once React has committed the page's hydration and run that commit's effects: by then it
 * has reported any recoverable hydration error, and the effects have logged what they log at once.
 * Sections still waiting for their code hydrate later, as they come into view.
 */
export async function untilHydrationSettled(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { reactSettled: Promise<void> }).reactSettled);
}
