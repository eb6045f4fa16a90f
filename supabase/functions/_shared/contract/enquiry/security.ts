// The security pre-check every submission passes before it is stored (spec section 5). Pure, so
// the forms can run it before sending and the functions run it again on the server.

export type SecurityRule =
  | 'script-tag'
  | 'javascript-url'
  | 'event-handler'
  | 'eval-call'
  | 'iframe-tag'
  | 'data-html-url'
  | 'too-long'
  | 'too-many-urls';

export interface SecurityFinding {
  rule: SecurityRule;
  /** Dotted path of the offending value, e.g. `additionalData.specialRequests`. */
  field: string;
}

export const MAX_STRING_LENGTH = 10_000;
export const MAX_URLS_PER_FIELD = 3;

const PATTERNS: readonly (readonly [SecurityRule, RegExp])[] = [
  ['script-tag', /<\s*\/?\s*script\b/i],
  ['javascript-url', /javascript\s*:/i],
  ['event-handler', /\bon[a-z]{3,}\s*=/i],
  ['eval-call', /\b(?:eval|expression)\s*\(/i],
  ['iframe-tag', /<\s*\/?\s*iframe\b/i],
  ['data-html-url', /data\s*:\s*text\/html/i],
];

const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+/gi;

/** The first rule a string breaks, or undefined. */
export function checkText(value: string): SecurityRule | undefined {
  if (value.length > MAX_STRING_LENGTH) return 'too-long';
  for (const [rule, pattern] of PATTERNS) if (pattern.test(value)) return rule;
  if ((value.match(URL_PATTERN)?.length ?? 0) > MAX_URLS_PER_FIELD) return 'too-many-urls';
  return undefined;
}

/** Checks every string in a submitted value (nested objects and arrays included). */
export function securityPreCheck(value: unknown, path = ''): SecurityFinding | undefined {
  if (typeof value === 'string') {
    const rule = checkText(value);
    return rule ? { rule, field: path } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const finding = securityPreCheck(item, path ? `${path}.${key}` : key);
    if (finding) return finding;
  }
  return undefined;
}
