// The layout gate's own check: on a real page given one defect of each kind, every kind is found,
// and on the page as built none is (a card's stretched link, which lies over its text without painting,
// is not taken for a cover).
import { expect, test } from '@playwright/test';
import { layoutFindings } from './layout-checks';
import { waitForHydration } from './site';

test.use({ viewport: { width: 390, height: 844 } });

test('the layout checks find a sideways scroll, covered text, cut-off text, a broken word and an image without its size', async ({
  page,
}) => {
  await page.goto('/nl');
  await waitForHydration(page);
  expect(await layoutFindings(page)).toEqual({
    sidewaysScroll: [],
    coveredText: [],
    clippedText: [],
    imagesWithoutSize: [],
    brokenHeaderLabels: [],
    brokenWords: [],
  });

  await page.evaluate(() => {
    const main = document.querySelector('main');
    const heading = document.querySelector('h1');
    if (!main || !heading?.parentElement) throw new Error('the home page has no main or heading');
    const cover = document.createElement('img');
    cover.src = '/favicon.svg';
    cover.alt = '';
    cover.style.cssText = 'position:absolute;left:0;top:0;width:200px;height:200px';
    heading.parentElement.style.position = 'relative';
    heading.parentElement.append(cover);
    const wide = document.createElement('div');
    wide.textContent = 'Te breed';
    wide.style.width = '600px';
    main.prepend(wide);
    const narrow = document.createElement('p');
    narrow.textContent = 'Een veel te lange tekst in een klein vak';
    narrow.style.cssText = 'width:60px;height:20px;overflow:hidden;white-space:nowrap';
    main.prepend(narrow);
    const squeezed = document.createElement('p');
    squeezed.textContent = 'Wolkenbasis';
    squeezed.style.cssText = 'width:48px;overflow-wrap:anywhere';
    main.prepend(squeezed);
  });

  const findings = await layoutFindings(page);
  expect(findings.sidewaysScroll).toEqual([expect.stringContaining('"Te breed" reaches 600 px')]);
  expect(findings.coveredText).toContainEqual(expect.stringMatching(/^<h1#hero-title.* under <img/));
  expect(findings.clippedText).toEqual([expect.stringContaining('"Een veel te lange tekst')]);
  expect(findings.brokenWords).toEqual([expect.stringContaining('"Wolkenbasis" breaks "Wolkenbasis"')]);
  expect(findings.imagesWithoutSize).toEqual([
    expect.stringContaining('/favicon.svg has no width and height'),
  ]);

  // The menu shows from 1280 px; one of its items squeezed into 40 px breaks its label.
  await page.setViewportSize({ width: 1366, height: 900 });
  expect((await layoutFindings(page)).brokenHeaderLabels).toEqual([]);
  await page.evaluate(() => {
    const item = document.querySelector('header nav a[href="/nl/veelgestelde-vragen"]');
    if (!(item instanceof HTMLElement)) throw new Error('the menu has no FAQ item');
    item.style.cssText = 'display:inline-block;width:40px;white-space:normal';
  });
  expect((await layoutFindings(page)).brokenHeaderLabels).toEqual([
    expect.stringMatching(/^<a.* "Veelgestelde vragen" takes 2 lines$/),
  ]);
});

test('the layout checks find text an image covers under a card link that paints nothing', async ({
  page,
}) => {
  await page.goto('/nl');
  await waitForHydration(page);
  // Outside the app's root, which React may render again while the checks scroll.
  await page.evaluate(() => {
    const card = document.createElement('article');
    card.style.cssText = 'position:relative;padding:8px';
    const text = document.createElement('p');
    text.textContent = 'Een verhaal onder een foto';
    const photo = document.createElement('img');
    photo.src = '/favicon.svg';
    photo.alt = '';
    photo.width = 120;
    photo.height = 120;
    photo.style.cssText = 'position:absolute;left:0;top:0';
    // The stretched link of a story card: over everything in the card, painting nothing.
    const link = document.createElement('a');
    link.href = '/nl/verhalen';
    link.setAttribute('aria-label', 'Lees het verhaal');
    link.style.cssText = 'position:absolute;inset:0;z-index:1';
    card.append(text, photo, link);
    document.body.prepend(card);
  });
  expect((await layoutFindings(page)).coveredText).toEqual(['<p> "Een verhaal onder een foto" under <img>']);
});
