import type { Page } from '@playwright/test';

// What a person sees and a gate usually does not: a page that scrolls sideways, text that an image
// or another box covers, text its own box cuts off, a word broken over two lines, and images
// without their size. Each finding names the element, so a failure says where to look.

export interface LayoutFindings {
  sidewaysScroll: string[];
  coveredText: string[];
  clippedText: string[];
  imagesWithoutSize: string[];
  /** A link or button of the site's menu whose label breaks over two lines. */
  brokenHeaderLabels: string[];
  /** A word the browser broke over two lines without a hyphen, because its box was too narrow. */
  brokenWords: string[];
}

/** Looks at the whole page, one screenful at a time (what covers text can only be asked of the screen). */
export async function layoutFindings(page: Page): Promise<LayoutFindings> {
  const height = page.viewportSize()?.height ?? 800;
  const findings: LayoutFindings = {
    sidewaysScroll: [],
    coveredText: [],
    clippedText: [],
    imagesWithoutSize: [],
    brokenHeaderLabels: [],
    brokenWords: [],
  };
  const seen = new Set<string>();
  const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < scrollHeight; top += height) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    const screenful = await page.evaluate(inspectScreen);
    for (const key of Object.keys(findings) as (keyof LayoutFindings)[]) {
      for (const finding of screenful[key]) {
        if (seen.has(`${key}:${finding}`)) continue;
        seen.add(`${key}:${finding}`);
        findings[key].push(finding);
      }
    }
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return findings;
}

/** Runs in the page: the findings for what is on the screen now (and, once, the whole page's width). */
function inspectScreen(): LayoutFindings {
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;

  const describe = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const classes =
      typeof element.className === 'string' ? element.className.split(/\s+/).filter(Boolean).slice(0, 3) : [];
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${classes.length ? `.${classes.join('.')}` : ''}>${text ? ` "${text}"` : ''}`;
  };
  const style = (element: Element) => getComputedStyle(element);
  const pinned = (element: Element | null): boolean => {
    for (let node = element; node; node = node.parentElement) {
      const position = style(node).position;
      if (position === 'fixed' || position === 'sticky') return true;
    }
    return false;
  };
  /** Hidden from everyone on purpose: an off-screen slide, a closed panel, a screen-reader-only text. */
  const meantHidden = (element: Element): boolean =>
    !!element.closest('[aria-hidden="true"], [inert], .sr-only, [hidden]') ||
    !element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const clips = (element: Element) => {
    const { overflowX, overflowY } = style(element);
    return ['hidden', 'clip'].includes(overflowX) || ['hidden', 'clip'].includes(overflowY);
  };
  /** Cut short on purpose, with an ellipsis or a line clamp the reader can see. */
  const truncatesOnPurpose = (element: Element, clipper: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const own = style(node);
      if (own.textOverflow === 'ellipsis' || own.webkitLineClamp !== 'none') return true;
      if (node === clipper) break;
    }
    return false;
  };

  const opaque = (colour: string) => colour !== 'transparent' && !/(rgba|hsla)\(.*[,/]\s*0\)$/.test(colour);
  const paintsBox = (css: CSSStyleDeclaration) =>
    opaque(css.backgroundColor) || css.backgroundImage !== 'none';
  /** Whether an element shows anything at a point: replaced content, a background, or its own text. */
  const paintsAt = (element: Element, x: number, y: number): boolean => {
    // A faded-out slide still takes the pointer, but shows nothing.
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    if (
      ['IMG', 'PICTURE', 'VIDEO', 'CANVAS', 'IFRAME', 'svg'].includes(element.tagName) ||
      element.closest('svg')
    )
      return true;
    if (paintsBox(style(element))) return true;
    if (['::before', '::after'].some((pseudo) => paintsBox(getComputedStyle(element, pseudo)))) return true;
    const text = document.createRange();
    for (const child of element.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE) continue;
      text.selectNodeContents(child);
      for (const box of text.getClientRects())
        if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return true;
    }
    return false;
  };

  const findings: LayoutFindings = {
    sidewaysScroll: [],
    coveredText: [],
    clippedText: [],
    imagesWithoutSize: [],
    brokenHeaderLabels: [],
    brokenWords: [],
  };

  if (document.documentElement.scrollWidth > viewportWidth) {
    const culprits = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= viewportWidth + 1) return false;
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
        if (style(node).overflowX !== 'visible') return false;
      return true;
    });
    // The outermost culprits: their children overflow with them.
    const outermost = culprits.filter(
      (element) => !culprits.some((other) => other !== element && other.contains(element)),
    );
    findings.sidewaysScroll.push(
      ...(outermost.length ? outermost : [document.body])
        .slice(0, 5)
        .map(
          (element) => `${describe(element)} reaches ${Math.round(element.getBoundingClientRect().right)} px`,
        ),
    );
  }

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  const range = document.createRange();
  const word = document.createRange();
  const onScreen = (box: DOMRect) =>
    box.top >= 0 && box.bottom <= viewportHeight && box.left >= 0 && box.right <= viewportWidth;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement;
    if (!owner || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION'].includes(owner.tagName)) continue;
    if (meantHidden(owner)) continue;
    const related = (element: Element) =>
      element === owner || owner.contains(element) || element.contains(owner);
    range.selectNodeContents(node);
    // Only text on more than one line can break a word; a hyphenated break shows its hyphen.
    if (range.getClientRects().length > 1 && style(owner).hyphens !== 'auto') {
      for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        word.setStart(node, match.index);
        word.setEnd(node, match.index + match[0].length);
        const boxes = [...word.getClientRects()].filter((box) => box.width > 0.5);
        if (boxes.length < 2 || !onScreen(boxes[0])) continue;
        if (new Set(boxes.map((box) => Math.round(box.top))).size > 1)
          findings.brokenWords.push(`${describe(owner)} breaks "${match[0]}"`);
      }
    }
    for (const line of range.getClientRects()) {
      if (line.width < 2 || line.height < 2) continue;
      // Only what is on this screen now; the rest is looked at when the page scrolls to it.
      if (!onScreen(line)) continue;

      let clipped = false;
      for (
        let ancestor: Element | null = owner;
        ancestor && ancestor !== document.body;
        ancestor = ancestor.parentElement
      ) {
        if (!clips(ancestor)) continue;
        const box = ancestor.getBoundingClientRect();
        const outside =
          line.left < box.left - 1 ||
          line.right > box.right + 1 ||
          line.top < box.top - 1 ||
          line.bottom > box.bottom + 1;
        if (outside && !truncatesOnPurpose(owner, ancestor)) {
          findings.clippedText.push(`${describe(owner)} cut off by ${describe(ancestor)}`);
          clipped = true;
        }
        break;
      }
      if (clipped) break;

      const x = line.left + Math.min(4, line.width / 2);
      const y = line.top + line.height / 2;
      // The topmost box that shows something there, looking through what shows nothing: a card's
      // stretched link lies over the whole card, and an image under it can still cover the text.
      const top = document
        .elementsFromPoint(x, y)
        .find((element) => related(element) || paintsAt(element, x, y));
      if (!top || related(top)) continue;
      // The header, the cookie banner and the floating buttons pass over everything as the page scrolls.
      if (pinned(top) && !pinned(owner)) continue;
      findings.coveredText.push(`${describe(owner)} under ${describe(top)}`);
      break;
    }
  }

  for (const image of document.querySelectorAll('img')) {
    const box = image.getBoundingClientRect();
    if (box.bottom < 0 || box.top > viewportHeight || meantHidden(image)) continue;
    const width = Number(image.getAttribute('width'));
    const height = Number(image.getAttribute('height'));
    if (!width || !height) {
      findings.imagesWithoutSize.push(
        `${describe(image)} ${image.currentSrc || image.src} has no width and height`,
      );
      continue;
    }
    // A drawing (SVG) has no pixel size of its own; its crop is part of the drawing.
    const drawing = /\.svg(\?|$)/.test(image.currentSrc);
    if (!drawing && image.complete && image.naturalWidth > 0) {
      const declared = width / height;
      const natural = image.naturalWidth / image.naturalHeight;
      if (Math.abs(declared - natural) / natural > 0.02)
        findings.imagesWithoutSize.push(
          `${describe(image)} ${image.currentSrc} says ${width}×${height}, is ${image.naturalWidth}×${image.naturalHeight}`,
        );
    }
  }
  // The menu's labels: the brand may take two lines on a phone, a menu item never.
  for (const control of document.querySelectorAll('header nav a, header nav button')) {
    if (meantHidden(control)) continue;
    const label = document.createRange();
    const lines = new Set<number>();
    const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (!text.parentElement || meantHidden(text.parentElement)) continue;
      label.selectNodeContents(text);
      for (const box of label.getClientRects()) if (box.width > 1) lines.add(Math.round(box.top));
    }
    if (lines.size > 1) findings.brokenHeaderLabels.push(`${describe(control)} takes ${lines.size} lines`);
  }
  return findings;
}
