import {
  CERTIFICATE_WARN_DAYS,
  HSTS_MAX_AGE_SECONDS,
  type SecurityCheckId,
  type SecurityCheckResult,
} from '../_shared/contract/security-status.ts';
import type { CertificateFacts, CertificateReader, Probe, ProbeAnswer } from './probe.ts';

// Each check turns what the site answered into pass / warn / fail, with what it found.

const result = (
  id: SecurityCheckId,
  status: SecurityCheckResult['status'],
  found: string,
): SecurityCheckResult => ({
  id,
  status,
  found,
});

const MISSING = '(missing)';

export function hstsCheck(value: string | undefined): SecurityCheckResult {
  if (!value) return result('hsts', 'fail', MISSING);
  const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(value)?.[1] ?? 0);
  const complete =
    maxAge >= HSTS_MAX_AGE_SECONDS && /includesubdomains/i.test(value) && /preload/i.test(value);
  return result('hsts', complete ? 'pass' : maxAge > 0 ? 'warn' : 'fail', value);
}

export function cspCheck(value: string | undefined): SecurityCheckResult {
  if (!value) return result('csp', 'fail', MISSING);
  const directives = new Map(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  const strong =
    directives.has('default-src') && !scripts.includes("'unsafe-eval'") && !scripts.includes('*');
  return result('csp', strong ? 'pass' : 'warn', value);
}

const STRICT_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

export function referrerCheck(value: string | undefined): SecurityCheckResult {
  if (!value) return result('referrer-policy', 'fail', MISSING);
  // Browsers use the last policy they understand.
  const last =
    value
      .split(',')
      .map((policy) => policy.trim().toLowerCase())
      .at(-1) ?? '';
  return result('referrer-policy', STRICT_REFERRER.includes(last) ? 'pass' : 'fail', value);
}

export function frameCheck(frameOptions: string | undefined, csp: string | undefined): SecurityCheckResult {
  const ancestors = /frame-ancestors\s+([^;]+)/i.exec(csp ?? '')?.[1]?.trim();
  const options = frameOptions?.trim().toUpperCase();
  const found = [
    frameOptions && `X-Frame-Options: ${frameOptions}`,
    ancestors && `frame-ancestors ${ancestors}`,
  ]
    .filter(Boolean)
    .join('; ');
  const protectedByCsp = ancestors !== undefined && /^('none'|'self')$/i.test(ancestors);
  const protectedByHeader = options === 'DENY' || options === 'SAMEORIGIN';
  return result('frame-protection', protectedByCsp || protectedByHeader ? 'pass' : 'fail', found || MISSING);
}

export function contentTypeOptionsCheck(value: string | undefined): SecurityCheckResult {
  return result(
    'content-type-options',
    value?.trim().toLowerCase() === 'nosniff' ? 'pass' : 'fail',
    value || MISSING,
  );
}

type Asked = { url: URL; answer: ProbeAnswer } | { url: URL; error: string };

const PERMANENT = [301, 308];

/** Every request must be a permanent redirect to `expected`; one temporary redirect makes a warning. */
export function redirectCheck(
  id: SecurityCheckId,
  asked: Asked[],
  expected: (url: URL) => string,
): SecurityCheckResult {
  let status: SecurityCheckResult['status'] = 'pass';
  const lines = asked.map((item) => {
    if ('error' in item) {
      status = 'fail';
      return `${item.url.href} → ${item.error}`;
    }
    const location = item.answer.headers['location'] ?? '';
    const target = location ? new URL(location, item.url).href : '';
    const right = target === expected(item.url);
    if (!right || ![...PERMANENT, 302, 303, 307].includes(item.answer.status)) status = 'fail';
    else if (!PERMANENT.includes(item.answer.status) && status === 'pass') status = 'warn';
    return `${item.url.href} → ${item.answer.status}${target ? ` ${target}` : ''}`;
  });
  return result(id, status, lines.join('\n'));
}

const DAY_MS = 86_400_000;

export function certificateCheck(facts: CertificateFacts, now: Date): SecurityCheckResult {
  const days = Math.floor((facts.validTo.getTime() - now.getTime()) / DAY_MS);
  const until = `${facts.validTo.toISOString().slice(0, 10)} (${days} d)`;
  if (!facts.trusted) return result('certificate', 'fail', `${facts.problem ?? 'not trusted'}; ${until}`);
  if (days < 0) return result('certificate', 'fail', until);
  return result('certificate', days < CERTIFICATE_WARN_DAYS ? 'warn' : 'pass', until);
}

export const rlsCheck = (tables: string[]): SecurityCheckResult =>
  result('database-rls', tables.length === 0 ? 'pass' : 'fail', tables.join(', '));

export interface SiteUnderCheck {
  /** The live domain (host only). */
  primaryHost: string;
  alternateHosts: readonly string[];
  /** A local build: no TLS to check; host rules are asked of it by name. */
  local: boolean;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function ask(probe: Probe, url: URL): Promise<Asked> {
  try {
    return { url, answer: await probe(url) };
  } catch (error) {
    return { url, error: errorText(error) };
  }
}

/** Every check of the site's side, in the contract's order (the database's check is added by the caller). */
export async function siteChecks(
  site: SiteUnderCheck,
  probe: Probe,
  certificate: CertificateReader,
  now: Date,
): Promise<SecurityCheckResult[]> {
  const primary = (path = '/') => new URL(`https://${site.primaryHost}${path}`);
  // A path on every redirect request proves the path is kept, not just the host changed.
  const path = '/contact';
  const sameOnPrimary = (url: URL) => primary(url.pathname).href;
  const [home, plain, www, alternates, tls] = await Promise.all([
    ask(probe, primary()),
    ask(probe, new URL(`http://${site.primaryHost}${path}`)),
    Promise.all(
      ['http', 'https'].map((scheme) => ask(probe, new URL(`${scheme}://www.${site.primaryHost}${path}`))),
    ),
    Promise.all(
      site.alternateHosts.flatMap((host) =>
        ['http', 'https'].map((scheme) => ask(probe, new URL(`${scheme}://${host}${path}`))),
      ),
    ),
    site.local
      ? undefined
      : certificate(site.primaryHost).then(
          (facts) => certificateCheck(facts, now),
          (error: unknown) => result('certificate', 'fail', errorText(error)),
        ),
  ]);

  const headers = 'answer' in home ? home.answer.headers : {};
  const httpsResult =
    'error' in home
      ? result('https', 'fail', home.error)
      : result(
          'https',
          home.answer.status === 200 ? 'pass' : 'fail',
          `${home.url.href} → ${home.answer.status}`,
        );
  return [
    site.local ? result('https', 'skipped', '') : httpsResult,
    redirectCheck('http-redirect', [plain], sameOnPrimary),
    tls ?? result('certificate', 'skipped', ''),
    hstsCheck(headers['strict-transport-security']),
    cspCheck(headers['content-security-policy']),
    referrerCheck(headers['referrer-policy']),
    frameCheck(headers['x-frame-options'], headers['content-security-policy']),
    contentTypeOptionsCheck(headers['x-content-type-options']),
    redirectCheck('www-redirect', www, sameOnPrimary),
    redirectCheck('alternate-domains', alternates, sameOnPrimary),
  ];
}
