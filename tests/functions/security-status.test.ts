import assert from 'node:assert/strict';
import { business } from '../../supabase/functions/_shared/contract/business.ts';
import type {
  SecurityCheckId,
  SecurityCheckResult,
  SecurityStatusReport,
} from '../../supabase/functions/_shared/contract/security-status.ts';
import { createSecurityStatus } from '../../supabase/functions/security-status/handler.ts';
import { networkProbe, type CertificateFacts } from '../../supabase/functions/security-status/probe.ts';
import { newAdminWithCode } from './support/callers.ts';
import { serve, test, testConfig } from './support/harness.ts';

// security-status against a site served here with good or bad hosting rules, asked the way the
// function asks a local build: by host name, through the local address.

type Behaviour = 'good' | 'weak';
let behaviour: Behaviour = 'good';

const GOOD_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
};

const site = serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, (request) => {
  const host = request.headers.get('host') ?? '';
  const scheme = request.headers.get('x-forwarded-proto') ?? 'http';
  const path = new URL(request.url).pathname;
  const onPrimary = host === business.primaryHost;
  if (behaviour === 'good') {
    if (onPrimary && scheme === 'https') return new Response('home', { headers: GOOD_HEADERS });
    return new Response(null, {
      status: 301,
      headers: { Location: `https://${business.primaryHost}${path}` },
    });
  }
  // Weak: a one-year HSTS, no CSP or frame rules, a leaky referrer policy, www redirected only
  // temporarily, http sent to the home page, and one alternate domain serving the site itself.
  if (host === `www.${business.primaryHost}`)
    return new Response(null, {
      status: 302,
      headers: { Location: `https://${business.primaryHost}${path}` },
    });
  if (onPrimary && scheme === 'http')
    return new Response(null, { status: 301, headers: { Location: `https://${business.primaryHost}/` } });
  if (onPrimary || host === business.alternateHosts[0])
    return new Response('home', {
      headers: { 'Strict-Transport-Security': 'max-age=31536000', 'Referrer-Policy': 'unsafe-url' },
    });
  return new Response(null, { status: 301, headers: { Location: `https://${business.primaryHost}${path}` } });
});
const siteUrl = `http://127.0.0.1:${site.addr.port}`;

let adminToken: string | undefined;
const token = async () => (adminToken ??= (await newAdminWithCode('security')).token);

async function report(
  handler: (request: Request) => Promise<Response>,
): Promise<{ report: SecurityStatusReport; byId: Map<SecurityCheckId, SecurityCheckResult> }> {
  const response = await handler(
    new Request('http://functions.test/security-status', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await token()}` },
    }),
  );
  assert.equal(response.status, 200);
  const body = (await response.json()) as SecurityStatusReport;
  return { report: body, byId: new Map(body.checks.map((check) => [check.id, check])) };
}

const statuses = (byId: Map<SecurityCheckId, SecurityCheckResult>) =>
  Object.fromEntries([...byId].map(([id, check]) => [id, check.status]));

test('security-status: refuses a caller without an admin session, before looking at anything', async () => {
  const handler = createSecurityStatus({ config: testConfig({ siteUrl }) });
  const response = await handler(new Request('http://functions.test/security-status', { method: 'POST' }));
  assert.equal(response.status, 401);
  assert.equal(((await response.json()) as { success: boolean }).success, false);
});

test('security-status: a well-configured local build passes every check it can make', async () => {
  behaviour = 'good';
  const { report: body, byId } = await report(createSecurityStatus({ config: testConfig({ siteUrl }) }));
  assert.equal(body.local, true);
  assert.equal(body.site, siteUrl);
  assert.deepEqual(statuses(byId), {
    https: 'skipped',
    'http-redirect': 'pass',
    certificate: 'skipped',
    hsts: 'pass',
    csp: 'pass',
    'referrer-policy': 'pass',
    'frame-protection': 'pass',
    'content-type-options': 'pass',
    'www-redirect': 'pass',
    'alternate-domains': 'pass',
    'database-rls': 'pass',
  });
  assert.equal(byId.get('hsts')?.found, GOOD_HEADERS['Strict-Transport-Security']);
});

test('security-status: weak hosting rules fail or warn, each saying what it found', async () => {
  behaviour = 'weak';
  const { byId } = await report(createSecurityStatus({ config: testConfig({ siteUrl }) }));
  assert.equal(byId.get('hsts')?.status, 'warn');
  assert.equal(byId.get('csp')?.status, 'fail');
  assert.equal(byId.get('csp')?.found, '(missing)');
  assert.equal(byId.get('referrer-policy')?.status, 'fail');
  assert.equal(byId.get('referrer-policy')?.found, 'unsafe-url');
  assert.equal(byId.get('frame-protection')?.status, 'fail');
  assert.equal(byId.get('content-type-options')?.status, 'fail');
  assert.equal(byId.get('www-redirect')?.status, 'warn');
  assert.equal(byId.get('http-redirect')?.status, 'fail');
  assert.match(byId.get('http-redirect')?.found ?? '', /\/contact → 301 https:\/\/skydiveevents\.nl\/$/);
  const alternates = byId.get('alternate-domains');
  assert.equal(alternates?.status, 'fail');
  assert.match(alternates?.found ?? '', new RegExp(`${business.alternateHosts[0]}/contact → 200`));
  assert.match(
    alternates?.found ?? '',
    new RegExp(`https://${business.alternateHosts[1]}/contact → 301 https://${business.primaryHost}/contact`),
  );
});

test('security-status: on the live domain it checks HTTPS and the certificate, warning before it runs out', async () => {
  behaviour = 'good';
  const now = new Date('2026-11-25T10:00:00Z');
  const live = (facts: CertificateFacts) =>
    createSecurityStatus({
      config: testConfig({ siteUrl: `https://${business.primaryHost}` }),
      // The live domain's requests go to the site served here, as DNS would send them to the host.
      probe: networkProbe(new URL(siteUrl)),
      certificate: async () => facts,
      now: () => now,
    });
  const healthy = await report(live({ trusted: true, validTo: new Date('2027-02-01T00:00:00Z') }));
  assert.equal(healthy.report.local, false);
  assert.equal(healthy.byId.get('https')?.status, 'pass');
  assert.equal(healthy.byId.get('certificate')?.status, 'pass');
  assert.equal(healthy.byId.get('certificate')?.found, '2027-02-01 (67 d)');

  const soon = await report(live({ trusted: true, validTo: new Date('2026-12-05T00:00:00Z') }));
  assert.equal(soon.byId.get('certificate')?.status, 'warn');
  const expired = await report(live({ trusted: true, validTo: new Date('2026-11-20T00:00:00Z') }));
  assert.equal(expired.byId.get('certificate')?.status, 'fail');
  const untrusted = await report(
    live({
      trusted: false,
      validTo: new Date('2027-02-01T00:00:00Z'),
      problem: 'DEPTH_ZERO_SELF_SIGNED_CERT',
    }),
  );
  assert.equal(untrusted.byId.get('certificate')?.status, 'fail');
  assert.match(untrusted.byId.get('certificate')?.found ?? '', /SELF_SIGNED/);
});

test('security-status: a site that does not answer fails its checks instead of failing the report', async () => {
  const { byId } = await report(
    createSecurityStatus({ config: testConfig({ siteUrl: 'http://127.0.0.1:9' }) }),
  );
  assert.equal(byId.get('hsts')?.status, 'fail');
  assert.equal(byId.get('www-redirect')?.status, 'fail');
  assert.match(byId.get('www-redirect')?.found ?? '', /ECONNREFUSED|refused/i);
  assert.equal(byId.get('database-rls')?.status, 'pass');
});
