// The layout gate: the swept pages (`sweep-pages.ts`) at a phone's, a tablet's and a desktop's width,
// with every lazy section loaded. Nothing scrolls sideways, no text sits under an image or another
// box, no text is cut off by its box, no word breaks over two lines, and every image says its size.
// `npm test` checks the light theme: the dark one only changes colours (`dark-theme.test.ts` holds
// the styles to that), so its geometry is the same. The complete sweeps (`npm run test:sweeps`) check
// every page in both themes and put a screenshot of each of the six looks in `layout-screenshots/`,
// with an index page to leaf through.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { scrollThrough } from './a11y-checks';
import { layoutFindings } from './layout-checks';
import { storeConsent, waitForHydration } from './site';
import { SWEEP_ALL, sweptPages } from './sweep-pages';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;
const THEMES = SWEEP_ALL ? (['light', 'dark'] as const) : (['light'] as const);
const SHOTS = resolve(import.meta.dirname, '..', 'layout-screenshots');

const fileName = (path: string, width: string, theme: string) =>
  `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}--${width}-${theme}.jpg`;

/** A full-page screenshot with its own 30 s, where one takes about 1 s. */
const fullPageShot = (page: Page, path: string) =>
  page.screenshot({ path, fullPage: true, type: 'jpeg', quality: 60, timeout: 30_000 });

test.beforeAll(async () => {
  if (!SWEEP_ALL) return;
  await mkdir(SHOTS, { recursive: true });
  const rows = sweptPages
    .map((path) => {
      const cells = WIDTHS.flatMap(({ name }) =>
        THEMES.map((theme) => {
          const file = fileName(path, name, theme);
          return `<a href="${file}"><img loading="lazy" src="${file}" alt="${name} ${theme}"></a>`;
        }),
      );
      return `<h2>${path}</h2><div>${cells.join('')}</div>`;
    })
    .join('\n');
  await writeFile(
    join(SHOTS, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Layout screenshots</title><style>body{font:14px system-ui;margin:1rem}div{display:flex;gap:8px;align-items:flex-start}img{width:150px;border:1px solid #ccc}</style>\n${rows}\n`,
  );
});

for (const path of sweptPages) {
  test(`${path}: no sideways scroll, covered or cut-off text, or image without its size, at three widths`, async ({
    page,
  }) => {
    // Three widths (six looks in the complete sweeps), each scrolled through: far more than one page load.
    test.setTimeout(180_000);
    // A returning visitor's view: the cookie banner is tested on its own and would hide the page's foot.
    await storeConsent(page, { analytics: false, marketing: false });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const { name, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await waitForHydration(page);
      await scrollThrough(page);
      for (const theme of THEMES) {
        await page.evaluate(
          (dark) => document.documentElement.classList.toggle('dark', dark),
          theme === 'dark',
        );
        const findings = await layoutFindings(page);
        const where = `${path} at ${width} px, ${theme}`;
        expect.soft(findings.sidewaysScroll, `${where}: sideways scroll`).toEqual([]);
        expect.soft(findings.coveredText, `${where}: covered text`).toEqual([]);
        expect.soft(findings.clippedText, `${where}: cut-off text`).toEqual([]);
        expect.soft(findings.imagesWithoutSize, `${where}: images without their size`).toEqual([]);
        expect.soft(findings.brokenHeaderLabels, `${where}: header labels over two lines`).toEqual([]);
        expect.soft(findings.brokenWords, `${where}: words broken over two lines`).toEqual([]);
        if (SWEEP_ALL) await fullPageShot(page, join(SHOTS, fileName(path, name, theme)));
      }
    }
  });
}
