import { expect, test } from '@playwright/test';
import { ssr } from './site';

const primary = ssr.business.primaryHost;

test('pages carry the security headers', async ({ request }) => {
  const response = await request.get('/nl/contact');
  const headers = response.headers();
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
});

test('hashed assets are cached for a year', async ({ request, page }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"]').getAttribute('src');
  const response = await request.get(script ?? '');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('www, http and alternate domains redirect to the primary domain with the same path', async ({
  request,
}) => {
  const cases = [
    { host: `www.${primary}`, proto: 'https' },
    { host: primary, proto: 'http' },
    ...ssr.business.alternateHosts.map((host) => ({ host, proto: 'https' })),
  ];
  for (const { host, proto } of cases) {
    const response = await request.get('/nl/diensten?x=1', {
      headers: { host, 'x-forwarded-proto': proto },
      maxRedirects: 0,
    });
    expect(response.status(), `${proto}://${host}`).toBe(301);
    expect(response.headers().location).toBe(`https://${primary}/nl/diensten?x=1`);
  }
});

test('the Content-Security-Policy lets the page run without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // A violation that a script catches (such as a probe for eval) never reaches the console, but the
  // page still reports it, and so does Lighthouse.
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  // The home page idly loads the chat's code; the contact page validates its forms.
  for (const path of ['/', '/contact']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
