// What a person sees and reaches, measured in the page: hit tests with elementFromPoint, not the
// accessibility tree. Each function runs in the browser in one round trip, so the checks stay fast
// enough to run on every page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Scrolls through the page as a reader does, so every section that loads on sight has loaded. */
export async function scrollThrough(page: Page) {
  const step = page.viewportSize()?.height ?? 800;
  for (let top = 0; top < (await page.evaluate(() => document.documentElement.scrollHeight)); top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

export interface FocusWalk {
  stops: number;
  /** Tab stops that nothing of could be seen once focused: covered by something else or off screen. */
  hidden: string[];
  /** Tab stops that show no focus indicator, or one with under 3:1 contrast against what is behind it. */
  faintOutlines: string[];
}

/**
 * Focuses every tab stop in document order, as Tab does, and looks at each: is any of it visible
 * (not under a fixed banner, header or button), and does its outline stand out from its background.
 * Sections that load as they come into view add stops; they are walked too.
 */
export async function walkFocus(page: Page): Promise<FocusWalk> {
  // A key press first: after a mouse click Chromium shows no :focus-visible for scripted focus.
  await page.keyboard.press('Shift');
  return page.evaluate(async () => {
    const TABBABLE =
      'a[href], button, input, select, textarea, summary, iframe, video[controls], [tabindex], [contenteditable="true"]';
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
        '';
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> “${name}”`;
    };
    const isTabbable = (el: HTMLElement) => {
      if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || el.closest('[inert]')) return false;
      if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
      if (el.getClientRects().length === 0 || getComputedStyle(el).visibility !== 'visible') return false;
      // One stop per radio group: the checked one, or the first.
      if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
        const group = [...document.querySelectorAll<HTMLInputElement>(`input[type=radio]`)].filter(
          (radio) => radio.name === el.name,
        );
        return el === (group.find((radio) => radio.checked) ?? group[0]);
      }
      return true;
    };

    const parse = (color: string): number[] | null => {
      const match = color.match(/rgba?\(([^)]+)\)/);
      if (!match) return null;
      const parts = match[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const over = (top: number[], below: number[]) =>
      [0, 1, 2].map((i) => top[i] * top[3] + below[i] * (1 - top[3])).concat(1);
    /** The colours an outline around `el` is drawn on: its ancestors' backgrounds, gradients included. */
    const backdrops = (el: Element): number[][] | null => {
      const layers: number[][][] = [];
      for (let node = el.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage.includes('url(')) return null;
        const stops = [...style.backgroundImage.matchAll(/rgba?\([^)]+\)/g)]
          .map(([color]) => parse(color))
          .filter((color): color is number[] => color !== null);
        const fill = parse(style.backgroundColor);
        const layer = stops.length > 0 ? stops : fill && fill[3] > 0 ? [fill] : [];
        if (layer.length === 0) continue;
        layers.push(layer);
        if (layer.every((color) => color[3] === 1)) break;
      }
      let result = [[255, 255, 255, 1]];
      for (const layer of layers.reverse())
        result = layer.flatMap((top) => result.map((below) => over(top, below)));
      return result;
    };

    const lookOf = (node: Element) => {
      const style = getComputedStyle(node);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
    };

    const hidden: string[] = [];
    const faintOutlines: string[] = [];
    const walked = new Set<Element>();
    let stops = 0;
    for (let round = 0; round < 5; round++) {
      const next = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
        (el) => !walked.has(el) && isTabbable(el),
      );
      if (next.length === 0) break;
      for (const el of next) {
        walked.add(el);
        if (!el.isConnected || !isTabbable(el)) continue;
        const chain = [el, el.parentElement, el.parentElement?.parentElement].filter(
          (node): node is HTMLElement => node instanceof HTMLElement,
        );
        (document.activeElement as HTMLElement | null)?.blur();
        const unfocused = chain.map(lookOf);
        el.focus();
        if (document.activeElement !== el) continue;
        stops++;
        // Let focus handlers (a dropdown closing, a carousel pausing) render first.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const rect = el.getBoundingClientRect();
        const left = Math.max(rect.left, 0);
        const right = Math.min(rect.right, innerWidth);
        const top = Math.max(rect.top, 0);
        const bottom = Math.min(rect.bottom, innerHeight);
        let seen = 0;
        const coveredBy = new Set<string>();
        if (right > left && bottom > top) {
          for (let i = 0; i < 5; i++) {
            for (let j = 0; j < 5; j++) {
              const x = left + ((right - left) * (i + 0.5)) / 5;
              const y = top + ((bottom - top) * (j + 0.5)) / 5;
              const hit = document.elementFromPoint(x, y);
              if (hit && (el === hit || el.contains(hit) || (hit as HTMLLabelElement).control === el)) seen++;
              else if (hit)
                coveredBy.add(describe(hit.closest('[id], section, aside, header, footer') ?? hit));
            }
          }
        }
        if (seen === 0)
          hidden.push(
            `${describe(el)} ${coveredBy.size ? `under ${[...coveredBy].join(', ')}` : 'off screen'}`,
          );

        // The indicator is what focus changed on the element or, for a card that shows focus
        // within, on an ancestor: an outline, or else a ring (the widest box shadow with no offset
        // and no blur). Its colour is measured against what is behind the element that draws it.
        const changed = chain.find((node, index) => lookOf(node) !== unfocused[index]);
        if (!changed) {
          faintOutlines.push(`${describe(el)} shows no focus indicator`);
          continue;
        }
        const style = getComputedStyle(changed);
        const outline = parse(style.outlineColor);
        const ring = [...style.boxShadow.matchAll(/(rgba?\([^)]+\)) 0px 0px 0px ([\d.]+)px/g)]
          .filter(([, , spread]) => parseFloat(spread) > 0)
          .sort((a, b) => parseFloat(b[2]) - parseFloat(a[2]))[0];
        const drawn =
          style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && outline && outline[3] > 0
            ? outline
            : ring
              ? parse(ring[1])
              : null;
        if (!drawn) continue;
        const behind = backdrops(changed);
        const worst = behind ? Math.min(...behind.map((color) => contrast(drawn, color))) : Infinity;
        if (worst < 3) faintOutlines.push(`${describe(el)} ${worst.toFixed(2)}:1`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    scrollTo(0, 0);
    return { stops, hidden, faintOutlines };
  });
}

/** How far the page scrolls sideways: 0 when everything reflows into the viewport. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Opens the small-screen menu and reports what a thumb cannot do: the panel must cover the screen,
 * and every link in it must be the element under its own centre once scrolled to.
 */
export async function menuProblems(page: Page): Promise<string[]> {
  await page.locator('[aria-controls="mobile-menu"]').click();
  await page.locator('#mobile-menu').waitFor({ state: 'visible' });
  const problems = await page.evaluate(() => {
    const menu = document.getElementById('mobile-menu');
    if (!menu) return ['no #mobile-menu'];
    const found: string[] = [];
    const box = menu.getBoundingClientRect();
    if (box.top > 0 || box.left > 0 || box.right < innerWidth || box.bottom < innerHeight)
      found.push(
        `the menu covers ${Math.round(box.width)}×${Math.round(box.height)} px of ${innerWidth}×${innerHeight}`,
      );
    const links = [...menu.querySelectorAll<HTMLElement>('a[href], button')];
    if (links.length < 10) found.push(`only ${links.length} links and buttons in the menu`);
    for (const link of links) {
      link.scrollIntoView({ block: 'nearest' });
      const rect = link.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!hit || !link.contains(hit))
        found.push(`“${link.innerText || link.getAttribute('aria-label')}” cannot be tapped`);
    }
    return found;
  });
  await page.keyboard.press('Escape');
  await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
  return problems;
}

/** Everything that moves by changing the DOM: each element's classes, inline style and states. */
const motionFingerprint = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')].map(
      (el) =>
        `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ` +
        ['class', 'style', 'aria-hidden', 'aria-pressed', 'aria-current', 'data-state']
          .map((name) => el.getAttribute(name) ?? '')
          .join('|'),
    ),
  );

/** What changed between two fingerprints: the first few elements that differ. */
const changes = (before: string[], after: string[]) =>
  after.length !== before.length
    ? [`${before.length} elements became ${after.length}`]
    : after.filter((line, index) => line !== before[index]).slice(0, 5);

/**
 * What moves on its own in 12 s of page time, before and after every pause control on the page
 * is pressed. The page must have been opened after `page.clock.install()`, and scrolled through.
 */
export async function motionAfterPausing(page: Page) {
  const before = await motionFingerprint(page);
  await page.clock.runFor(12_000);
  const movedBeforePausing = changes(before, await motionFingerprint(page));
  const pauseButtons = page.getByRole('button', { name: /\b(pause|pauzeren)\b/i });
  const paused = await pauseButtons.count();
  for (let i = 0; i < paused; i++) await pauseButtons.first().click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // A slide already on its way finishes its move first.
  await page.clock.runFor(5_000);
  const afterPausing = await motionFingerprint(page);
  await page.clock.runFor(12_000);
  return {
    movedBeforePausing,
    paused,
    movesAfterPausing: changes(afterPausing, await motionFingerprint(page)),
  };
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Every axe violation, whatever its impact, as one line each. */
export async function axeViolations(page: Page) {
  // Only violations are read, so axe skips collecting every passing node: a third of its time.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
