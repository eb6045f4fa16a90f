export interface SitemapEntry {
  /** Absolute URLs of the page in each language. */
  en: string;
  nl: string;
  /** False when the two are not translations of each other (a story written in one language). */
  alternates?: boolean;
  /** When the page last changed, if known; else the build date. */
  lastmod?: string;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One <url> per language version, each listing both versions and x-default as alternates. */
export function sitemapXml(entries: readonly SitemapEntry[], lastmod: string): string {
  const urls = entries.flatMap((entry) =>
    [entry.en, entry.nl].map((loc) =>
      [
        '  <url>',
        `    <loc>${escapeXml(loc)}</loc>`,
        `    <lastmod>${entry.lastmod ?? lastmod}</lastmod>`,
        ...(entry.alternates === false
          ? []
          : [
              `    <xhtml:link rel="alternate" hreflang="en" href="${escapeXml(entry.en)}"/>`,
              `    <xhtml:link rel="alternate" hreflang="nl" href="${escapeXml(entry.nl)}"/>`,
              `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(entry.en)}"/>`,
            ]),
        '  </url>',
      ].join('\n'),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxt(siteUrl: string, disallowed: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
