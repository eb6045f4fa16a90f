// The swept pages (`sweep-pages.ts`; every public page in `npm run test:sweeps`) as a first-time
// visitor meets them, with the cookie banner showing. On a phone: the menu covers the screen and
// every link in it can be tapped, no tab stop hides behind a fixed element, focus outlines stand out,
// nothing moves on its own once paused, the page reflows at 320 px, and axe finds nothing. Then the
// same page at desktop width: focus and axe again.
import { expect, test } from '@playwright/test';
import {
  axeViolations,
  menuProblems,
  motionAfterPausing,
  scrollThrough,
  sidewaysOverflow,
  walkFocus,
} from './a11y-checks';
import { waitForHydration } from './site';
import { sweptPages } from './sweep-pages';

test.use({ viewport: { width: 390, height: 844 } });

for (const path of sweptPages) {
  test(`${path}: menu, focus, motion, reflow and axe on a phone and a desktop`, async ({ page }) => {
    await page.clock.install();
    await page.goto(path);
    await waitForHydration(page);
    await scrollThrough(page);

    expect.soft(await menuProblems(page), 'menu').toEqual([]);

    const walk = await walkFocus(page);
    expect(walk.stops).toBeGreaterThan(10);
    expect.soft(walk.hidden, 'tab stops hidden when focused at 390 px').toEqual([]);
    expect.soft(walk.faintOutlines, 'focus outlines under 3:1 at 390 px').toEqual([]);

    const motion = await motionAfterPausing(page);
    expect.soft(motion.movesAfterPausing, 'what moves after every pause control is pressed').toEqual([]);
    if (motion.movedBeforePausing.length > 0)
      expect
        .soft(motion.paused, `pause controls for ${motion.movedBeforePausing.join('; ')}`)
        .toBeGreaterThan(0);

    expect.soft(await axeViolations(page), 'axe at 390 px').toEqual([]);

    await page.setViewportSize({ width: 320, height: 800 });
    expect.soft(await sidewaysOverflow(page), 'sideways scroll at 320 px').toBe(0);

    await page.setViewportSize({ width: 1366, height: 900 });
    const desktop = await walkFocus(page);
    expect.soft(desktop.hidden, 'tab stops hidden when focused at 1366 px').toEqual([]);
    expect.soft(desktop.faintOutlines, 'focus outlines under 3:1 at 1366 px').toEqual([]);
    expect.soft(await axeViolations(page), 'axe at 1366 px').toEqual([]);
  });
}
