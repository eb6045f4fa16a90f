// What the security-status function answers and the admin screen shows: one result per check, in
// this order. `found` is what the check saw (a header, a redirect target, a date), shown verbatim.

export const SECURITY_CHECKS = [
  'https',
  'http-redirect',
  'certificate',
  'hsts',
  'csp',
  'referrer-policy',
  'frame-protection',
  'content-type-options',
  'www-redirect',
  'alternate-domains',
  'database-rls',
] as const;

export type SecurityCheckId = (typeof SECURITY_CHECKS)[number];

/** `skipped`: the check cannot be made against a local build (no TLS in front of it). */
export type SecurityCheckStatus = 'pass' | 'warn' | 'fail' | 'skipped';

export interface SecurityCheckResult {
  id: SecurityCheckId;
  status: SecurityCheckStatus;
  found: string;
}

export interface SecurityStatusReport {
  success: true;
  /** The site that was checked (the configured site URL). */
  site: string;
  /** True when the site URL is a local address: host rules are asked of it with the live domain's names. */
  local: boolean;
  checkedAt: string;
  checks: SecurityCheckResult[];
}

/** HSTS as spec section 9 sets it: two years, subdomains, preload. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** A certificate closer than this to its end is a warning: renewal has evidently failed. */
export const CERTIFICATE_WARN_DAYS = 21;
