// How a prerendered page reaches the screen when its HTML arrives in parts, as on a slow network.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

const REST_AFTER_MS = 1_500;

/**
 * Serves `path` in two parts, the second `REST_AFTER_MS` later; every other request (styles,
 * scripts, images) comes from the site as it is.
 */
async function slowPage(site: string, path: string, html: string, cutAt: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cutAt));
      setTimeout(() => response.end(html.slice(cutAt)), REST_AFTER_MS);
      return;
    }
    void fetch(new URL(request.url ?? '/', site)).then(async (upstream) => {
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

test('the first paint waits for the whole page, so the page is laid out once and not again after it shows', async ({
  page,
  baseURL,
}) => {
  const path = '/nl';
  const html = await (await page.request.get(path)).text();
  // The head, the header and the hero arrive first: enough for a browser to paint.
  const cutAt = html.indexOf('id="experiences"');
  expect(cutAt).toBeGreaterThan(0);
  const server = await slowPage(baseURL ?? '', path, html, cutAt);
  try {
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}${path}`);
    const firstPaint = () =>
      page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    await expect.poll(firstPaint).not.toBeNull();
    expect(await firstPaint()).toBeGreaterThanOrEqual(REST_AFTER_MS);
    await expect(page.locator('#page-end')).toBeAttached();
  } finally {
    server.close();
  }
});

test('the parsing waits for a late stylesheet, so the page is not styled and laid out once unstyled first', async ({
  page,
}) => {
  const LATE_MS = 1_000;
  await page.route('**/assets/*.css', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    await route.fulfill({ response });
  });
  await page.goto('/services');
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const sheet = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.css'));
    return { parsed: navigation.domContentLoadedEventStart, sheetArrived: sheet?.responseEnd ?? null };
  });
  // Chromium styles and lays out the whole document when the parsing ends (DOMContentLoaded); before
  // the stylesheet, that is a full pass over the unstyled page, thrown away when the sheet arrives.
  expect(timing.sheetArrived).toBeGreaterThanOrEqual(LATE_MS);
  expect(timing.parsed).toBeGreaterThanOrEqual(timing.sheetArrived ?? Infinity);
});
