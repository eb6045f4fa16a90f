import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists both languages of a page, each naming the other, and leaves untranslated pages unpaired', () => {
    const xml = sitemapXml(
      [
        { en: 'https://a.nl/faq', nl: 'https://a.nl/nl/veelgestelde-vragen' },
        {
          en: 'https://a.nl/stories/x',
          nl: 'https://a.nl/nl/verhalen/x',
          alternates: false,
          lastmod: '2026-05-02',
        },
      ],
      '2026-06-01',
    );
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml.match(/hreflang="nl"/g)).toHaveLength(2);
    expect(xml).toContain(
      '<loc>https://a.nl/nl/verhalen/x</loc>\n    <lastmod>2026-05-02</lastmod>\n  </url>',
    );
    expect(xml).toContain('<loc>https://a.nl/faq</loc>\n    <lastmod>2026-06-01</lastmod>');
  });
});
