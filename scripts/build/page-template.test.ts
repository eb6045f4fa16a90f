import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  isPageTemplate,
  minifyInlineScripts,
  modulesData,
  takeModuleTags,
} from './page-template';

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

describe('the modules after the first paint', () => {
  const built = template.replace(
    '<!--head-->',
    `<!--head-->
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/app-c3.js">`,
  );

  it('takes every module tag out of the template and lists them', () => {
    const { template: bare, modules } = takeModuleTags(built);
    expect(modules).toEqual({
      entry: '/assets/index-a1.js',
      preload: ['/assets/runtime-b2.js', '/assets/app-c3.js'],
    });
    expect(bare).not.toMatch(/<script type="module"|modulepreload/);
    expect(isPageTemplate(bare)).toBe(true);
  });

  it('refuses a template without its entry script', () => {
    expect(() => takeModuleTags(template)).toThrow(/entry module/);
  });

  it('lists the modules as JSON that no path can break out of', () => {
    const modules = { entry: '/assets/index.js', preload: ['/a</script><script>x.js'], idle: ['/b.js'] };
    const html = modulesData(modules);
    expect(occurrences(html, '</script>')).toBe(1);
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(modules);
  });
});

describe('the inline scripts', () => {
  it('lose their comments and spaces and keep their meaning', () => {
    const html = minifyInlineScripts(
      `<head><script>\n  // Why this runs first.\n  (function () {\n    window.marked = 1 + 1;\n  })();\n</script><script type="application/json">{"a": 1}</script></head>`,
    );
    const code = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(code).not.toContain('Why');
    expect(code.length).toBeLessThan(40);
    const scope: { marked?: number } = {};
    new Function('window', code)(scope);
    expect(scope.marked).toBe(2);
    expect(html).toContain('<script type="application/json">{"a": 1}</script>');
  });

  it('refuses a script that does not parse', () => {
    expect(() => minifyInlineScripts('<script>if (</script>')).toThrow(/does not parse/);
  });
});
