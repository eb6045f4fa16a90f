import type { SecurityCheckId, SecurityCheckStatus } from '@contract/security-status.ts';

// The security status screen's words: per check, what it is and what good looks like.

type CheckWords = Record<SecurityCheckId, { title: string; expected: string }>;

const enChecks: CheckWords = {
  https: { title: 'HTTPS', expected: 'The site answers over HTTPS.' },
  'http-redirect': {
    title: 'From http to https',
    expected: 'An http address redirects permanently (301) to the same page over https.',
  },
  certificate: {
    title: 'Certificate',
    expected: 'Trusted by browsers and valid for at least another 21 days.',
  },
  hsts: {
    title: 'Strict Transport Security',
    expected: 'max-age of two years (63072000), includeSubDomains and preload.',
  },
  csp: {
    title: 'Content Security Policy',
    expected: "Present, with a default-src and no 'unsafe-eval' for scripts.",
  },
  'referrer-policy': {
    title: 'Referrer-Policy',
    expected: 'strict-origin-when-cross-origin, or stricter.',
  },
  'frame-protection': {
    title: 'Protection against framing',
    expected: "frame-ancestors 'none' or 'self', or X-Frame-Options DENY or SAMEORIGIN.",
  },
  'content-type-options': { title: 'X-Content-Type-Options', expected: 'nosniff.' },
  'www-redirect': {
    title: 'www to the main domain',
    expected: 'www addresses redirect permanently to the same page on the main domain.',
  },
  'alternate-domains': {
    title: 'Other domains',
    expected: 'Every other domain of the company redirects permanently to the same page on the main domain.',
  },
  'database-rls': {
    title: 'Row-level security in the database',
    expected: 'On for every table the API can reach.',
  },
};

const nlChecks: CheckWords = {
  https: { title: 'HTTPS', expected: 'De site antwoordt via HTTPS.' },
  'http-redirect': {
    title: 'Van http naar https',
    expected: 'Een http-adres stuurt blijvend (301) door naar dezelfde pagina via https.',
  },
  certificate: {
    title: 'Certificaat',
    expected: 'Vertrouwd door browsers en nog minstens 21 dagen geldig.',
  },
  hsts: {
    title: 'Strict Transport Security',
    expected: 'max-age van twee jaar (63072000), includeSubDomains en preload.',
  },
  csp: {
    title: 'Content Security Policy',
    expected: "Aanwezig, met een default-src en zonder 'unsafe-eval' voor scripts.",
  },
  'referrer-policy': {
    title: 'Referrer-Policy',
    expected: 'strict-origin-when-cross-origin, of strenger.',
  },
  'frame-protection': {
    title: 'Bescherming tegen inbedden',
    expected: "frame-ancestors 'none' of 'self', of X-Frame-Options DENY of SAMEORIGIN.",
  },
  'content-type-options': { title: 'X-Content-Type-Options', expected: 'nosniff.' },
  'www-redirect': {
    title: 'Van www naar het hoofddomein',
    expected: 'Adressen met www sturen blijvend door naar dezelfde pagina op het hoofddomein.',
  },
  'alternate-domains': {
    title: 'Andere domeinen',
    expected:
      'Elk ander domein van het bedrijf stuurt blijvend door naar dezelfde pagina op het hoofddomein.',
  },
  'database-rls': {
    title: 'Rijbeveiliging in de database',
    expected: 'Aan voor elke tabel die de API kan bereiken.',
  },
};

const en = {
  title: 'Security status',
  lead: (site: string, time: string) => `Checked against ${site} on ${time}.`,
  local:
    'This is a local build, so HTTPS and the certificate cannot be checked here. The redirects are asked of the local server under the live domain names, as the live host would receive them.',
  summary: (passed: number, total: number) => `${passed} of ${total} checks pass.`,
  checkAgain: 'Check again',
  checking: 'Checking…',
  expected: 'Expected',
  found: 'Found',
  checks: enChecks,
  status: {
    pass: 'Pass',
    warn: 'Warning',
    fail: 'Fails',
    skipped: 'Not checked locally',
  } satisfies Record<SecurityCheckStatus, string>,
};

export type SecurityCopy = typeof en;

const nl: SecurityCopy = {
  title: 'Beveiligingsstatus',
  lead: (site, time) => `Gecontroleerd op ${site}, ${time}.`,
  local:
    'Dit is een lokale build, dus HTTPS en het certificaat zijn hier niet te controleren. De doorverwijzingen worden aan de lokale server gevraagd onder de echte domeinnamen, zoals de host ze live krijgt.',
  summary: (passed, total) => `${passed} van de ${total} controles in orde.`,
  checkAgain: 'Opnieuw controleren',
  checking: 'Bezig met controleren…',
  expected: 'Verwacht',
  found: 'Gevonden',
  checks: nlChecks,
  status: {
    pass: 'In orde',
    warn: 'Let op',
    fail: 'Niet in orde',
    skipped: 'Lokaal niet gecontroleerd',
  },
};

export const securityCopy = { en, nl } as const;
