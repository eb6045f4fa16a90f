// The sample `npm test` sweeps leaves no page out for long: each template every time, and every
// other page within one turn of the rotation.
import { expect, test } from '@playwright/test';
import { publicPages, ssr } from './site';
import { ROTATION, samplePages } from './sweep-pages';

const shares = Array.from({ length: ROTATION }, (_, share) => samplePages(share));

test('every page is swept within one turn of the rotation', () => {
  expect(new Set(shares.flat())).toEqual(new Set(publicPages));
});

test('every sample holds a page of each template, and at most a few more', () => {
  const templates = new Set(publicPages.map((path) => ssr.resolvePath(path).route.page));
  for (const sample of shares) {
    expect(new Set(sample.map((path) => ssr.resolvePath(path).route.page))).toEqual(templates);
    expect(sample.length).toBeLessThanOrEqual(templates.size + Math.ceil(publicPages.length / ROTATION));
  }
});
