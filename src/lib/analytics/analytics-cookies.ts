// Google Analytics' cookies are deleted when analytics is denied or withdrawn. A cookie can only be
// removed with the path and domain it was set with, so every plausible variant is written.

/** _ga, _ga_<stream>, _gid and _gat (also in its per-property form _gat_<id>). */
const ANALYTICS_COOKIE = /^(_ga(_.+)?|_gid|_gat(_.+)?)$/;
const KNOWN_NAMES = ['_ga', '_gid', '_gat'];

/** Every prefix of the path, with and without a trailing slash. */
export function pathVariants(pathname: string): string[] {
  const variants = new Set(['/']);
  let path = '';
  for (const segment of pathname.split('/').filter(Boolean)) {
    path += `/${segment}`;
    variants.add(path);
    variants.add(`${path}/`);
  }
  return [...variants];
}

/** No domain (host-only), then the host and each parent domain above the top level, with and without a dot. */
export function domainVariants(hostname: string): (string | undefined)[] {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname)) return [undefined, hostname];
  const labels = hostname.split('.');
  const variants: (string | undefined)[] = [undefined];
  for (let i = 0; i < labels.length - 1; i++) {
    const domain = labels.slice(i).join('.');
    variants.push(domain, `.${domain}`);
  }
  return variants;
}

export function deleteAnalyticsCookies(doc: Document = document) {
  const names = new Set(KNOWN_NAMES);
  for (const pair of doc.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (ANALYTICS_COOKIE.test(name)) names.add(name);
  }
  const { hostname, pathname } = doc.location;
  for (const name of names) {
    for (const path of pathVariants(pathname)) {
      for (const domain of domainVariants(hostname)) {
        doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=${path}${domain ? `; domain=${domain}` : ''}`;
      }
    }
  }
}
