import { describe, expect, it } from 'vitest';
import { fillTemplate, isPageTemplate } from './page-template';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--head-->
  </head>
  <body>
    <!--consent-html-->
    <div id="root"><!--app-html--></div>
  </body>
</html>
`;

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('filling the page template', () => {
  it('puts each part in its place', () => {
    const html = fillTemplate(template, {
      lang: 'nl',
      head: '<title>Verhalen</title>',
      consent: '<div id="consent"></div>',
      body: '<main>Hallo</main>',
    });
    expect(html).toContain('<html lang="nl">');
    expect(html).toMatch(/<head>[\s\S]*<title>Verhalen<\/title>[\s\S]*<\/head>/);
    expect(html).toContain('<div id="root"><main>Hallo</main></div>');
    expect(isPageTemplate(html)).toBe(false);
  });

  it.each(['$`', "$'", '$&', '$1', '$$', '$<name>'])(
    'writes a story’s %s text literally and keeps the page whole',
    (dollar) => {
      const title = `Jump ${dollar} of the year`;
      const html = fillTemplate(template, {
        lang: 'en',
        head: `<title>${title}</title><meta property="og:title" content="${title}">`,
        consent: '',
        body: `<article><h1>${title}</h1><p>Excerpt ${dollar}</p></article>`,
      });
      expect(occurrences(html, `<title>${title}</title>`)).toBe(1);
      expect(html).toContain(`<h1>${title}</h1><p>Excerpt ${dollar}</p>`);
      expect(occurrences(html, '<!doctype html>')).toBe(1);
      expect(occurrences(html, '<head>')).toBe(1);
      expect(html.indexOf('<article>')).toBeGreaterThan(html.indexOf('</head>'));
      expect(html.length).toBeLessThan(template.length + 300);
    },
  );
});
