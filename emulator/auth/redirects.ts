import type { ProjectConfig } from '../project-config.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function globToRegExp(glob: string): RegExp {
  // GoTrue compiles allow-list globs with '.' and '/' as separators: '*' stays within one segment.
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i] as string;
    if (char === '*' && glob[i + 1] === '*') {
      pattern += '.*';
      i += 1;
    } else if (char === '*') {
      pattern += '[^./]*';
    } else if (char === '?') {
      pattern += '[^./]';
    } else {
      pattern += char.replace(/[\\^$+.()|{}[\]]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

/** GoTrue's `getRedirectTo`: the requested URL if allowed, else the site URL. */
export function allowedRedirect(requested: string | null, config: ProjectConfig): string {
  if (!requested) return config.siteUrl;
  let target: URL;
  let site: URL;
  try {
    target = new URL(requested);
    site = new URL(config.siteUrl);
  } catch {
    return config.siteUrl;
  }
  const sameSite =
    target.protocol === site.protocol &&
    target.hostname === site.hostname &&
    (target.port === site.port || LOOPBACK_HOSTS.has(target.hostname));
  if (sameSite) return requested;
  const allowed = config.additionalRedirectUrls.some((glob) => globToRegExp(glob).test(requested));
  return allowed ? requested : config.siteUrl;
}
