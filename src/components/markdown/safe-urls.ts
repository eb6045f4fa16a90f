// The addresses a story may link to or show an image from. Story text comes from the back office;
// these rules keep a mistaken or hostile address from running script or leaving the site unseen.

// Browsers drop or reinterpret spaces, control characters and backslashes in addresses, which
// could reveal a scheme such as `javascript:`; an address with any of them is refused outright.
const hasUnsafeCharacters = (address: string) =>
  [...address].some((char) => {
    const code = char.charCodeAt(0);
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\';
  });

/**
 * A link's address when it may be followed: http, https, mailto and tel, or a path on this site
 * (starting with `/`, `#`, `?`, `./` or `../`, but not `//`, which names another host).
 */
export function safeLinkTarget(href: string): string | null {
  if (hasUnsafeCharacters(href)) return null;
  if (/^(https?|mailto|tel):/i.test(href)) return href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null;
  return /^(\/|#|\?|\.\.?\/)/.test(href) ? href : null;
}

/** An image's address when it may be shown: https anywhere, or the site's own storage. */
export function safeImageSource(src: string, storageUrl: string): string | null {
  if (hasUnsafeCharacters(src)) return null;
  if (src.startsWith(storageUrl)) return src;
  return /^https:\/\/[^/\\]/i.test(src) ? src : null;
}
