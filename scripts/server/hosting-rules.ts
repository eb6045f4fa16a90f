// Reads the `_headers` and `_redirects` files of the build the way static hosts do.

export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

export interface RedirectRule {
  /** `http://host` or `https://host` for host rules, absent for path rules. */
  origin?: string;
  pattern: RegExp;
  to: string;
  status: number;
}

const globToRegExp = (glob: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '(.*)')}$`);

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: globToRegExp(line.trim()), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      const url = /^(https?:\/\/[^/]+)(\/.*)$/.exec(from);
      return {
        origin: url?.[1],
        pattern: globToRegExp(url ? url[2] : from),
        to,
        status: Number.parseInt(status, 10),
      };
    });
}

export const headersFor = (rules: readonly HeaderRule[], path: string): [string, string][] =>
  rules.filter((rule) => rule.pattern.test(path)).flatMap((rule) => rule.headers);

/** The first rule that matches, with `:splat` filled in. */
export function matchRedirect(
  rules: readonly RedirectRule[],
  origin: string,
  path: string,
): { to: string; status: number } | null {
  for (const rule of rules) {
    if (rule.origin && rule.origin !== origin) continue;
    const match = rule.pattern.exec(path);
    if (!match) continue;
    // A function, so `$&` or `$'` in the requested path stays text rather than a replacement pattern.
    return { to: rule.to.replace(':splat', () => match[1] ?? ''), status: rule.status };
  }
  return null;
}
