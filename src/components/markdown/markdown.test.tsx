import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fallbackStories } from '@/features/stories/fallback-posts';
import { renderMarkdown } from './markdown';
import { safeImageSource, safeLinkTarget } from './safe-urls';

const STORAGE = 'http://127.0.0.1:54321/storage/v1/object/public/';

const html = (source: string) =>
  renderToStaticMarkup(<MemoryRouter>{renderMarkdown(source, STORAGE)}</MemoryRouter>);

describe('renderMarkdown', () => {
  it('renders headings below the page title, paragraphs and emphasis', () => {
    expect(html('# Big\n\n## On the ground\n\nYou *arrive* early, **well** rested.\nThen ***go***.')).toBe(
      '<h2>Big</h2><h2>On the ground</h2><p>You <em>arrive</em> early, <strong>well</strong> rested.\nThen <strong><em>go</em></strong>.</p>',
    );
    expect(html('### Three\n#### Four ####')).toBe('<h3>Three</h3><h4>Four</h4>');
    expect(html('__strong__ and _em_ but snake_case_name')).toBe(
      '<p><strong>strong</strong> and <em>em</em> but snake_case_name</p>',
    );
    expect(html('*a **b** c*')).toBe('<p><em>a <strong>b</strong> c</em></p>');
    expect(html('2 * 3 * 4 and a lone * star')).toBe('<p>2 * 3 * 4 and a lone * star</p>');
    expect(html('\\*not emphasis\\* and `code *here*`')).toBe(
      '<p>*not emphasis* and <code>code *here*</code></p>',
    );
    expect(html('line one  \nline two')).toBe('<p>line one<br/>line two</p>');
  });

  it('renders bullet and numbered lists, nested and loose', () => {
    expect(html('- one\n- two\n  continued\n\n* three')).toBe(
      '<ul><li>one</li><li>two\ncontinued</li><li>three</li></ul>',
    );
    expect(html('3. third\n4. fourth')).toBe('<ol start="3"><li>third</li><li>fourth</li></ol>');
    expect(html('1. first\n   - inner\n2. second')).toBe(
      '<ol><li><p>first</p><ul><li>inner</li></ul></li><li>second</li></ol>',
    );
    expect(html('Text\n- item')).toBe('<p>Text</p><ul><li>item</li></ul>');
    expect(html('In\n1980. a year')).toBe('<p>In\n1980. a year</p>');
  });

  it('renders block quotes with their own blocks', () => {
    expect(html('> The crowd\n> never sees it.\n>\n> - a list')).toBe(
      '<blockquote><p>The crowd\nnever sees it.</p><ul><li>a list</li></ul></blockquote>',
    );
  });

  it('renders links to the web, mail, phone and this site', () => {
    expect(
      html('[site](https://example.com/a_(b)) [mail](mailto:info@example.com) [call](tel:+31612345678)'),
    ).toBe(
      '<p><a href="https://example.com/a_(b)">site</a> <a href="mailto:info@example.com">mail</a> <a href="tel:+31612345678">call</a></p>',
    );
    expect(html('[**Contact**](/contact "Contact us") and [top](#top)')).toBe(
      '<p><a href="/contact" data-discover="true"><strong>Contact</strong></a> and <a href="#top">top</a></p>',
    );
    expect(html('[not a link] [half](')).toBe('<p>[not a link] [half](</p>');
  });

  it('shows images from https and the site storage only', () => {
    expect(html(`![Canopy](https://images.example.com/c.jpg) ![Ice](${STORAGE}blog-images/ice.jpg)`)).toBe(
      `<p><img src="https://images.example.com/c.jpg" alt="Canopy" loading="lazy" decoding="async" class="my-6 h-auto max-w-full rounded-xl"/> <img src="${STORAGE}blog-images/ice.jpg" alt="Ice" loading="lazy" decoding="async" class="my-6 h-auto max-w-full rounded-xl"/></p>`,
    );
    expect(
      html('![Plain](http://example.com/a.jpg) ![Local](/a.jpg) ![Data](data:image/png;base64,AAAA)'),
    ).toBe('<p>Plain Local Data</p>');
  });

  describe('hostile input', () => {
    it('shows raw HTML as text and never creates elements from it', () => {
      const source =
        '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n## <b>bold</b>\n\n- <iframe src="https://evil.example"></iframe>';
      const rendered = html(source);
      expect(rendered).toBe(
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p><h2>&lt;b&gt;bold&lt;/b&gt;</h2><ul><li>&lt;iframe src=&quot;https://evil.example&quot;&gt;&lt;/iframe&gt;</li></ul>',
      );
      const container = document.createElement('div');
      container.innerHTML = rendered;
      expect(container.querySelectorAll('script, img, iframe, b')).toHaveLength(0);
    });

    it('drops the link but keeps its text for script and data addresses, however they are disguised', () => {
      for (const target of [
        'javascript:alert(1)',
        'JavaScript:alert(1)',
        ' javascript:alert(1)',
        '<java\tscript:alert(1)>',
        '<java\nscript:alert(1)>',
        'vbscript:msgbox',
        'data:text/html;base64,PHNjcmlwdD4=',
        '//evil.example',
        '/\\evil.example',
        'javascript&#58;alert(1)',
        'file:///etc/passwd',
      ]) {
        const rendered = html(`[click me](${target})`);
        expect(rendered, target).not.toContain('<a');
        expect(rendered, target).toContain('click me');
      }
    });

    it('refuses script addresses as images', () => {
      expect(html('![x](javascript:alert(1))')).toBe('<p>x</p>');
    });

    it('renders the longest body a story may have quickly, however its markers are arranged', () => {
      const longest = 100_000;
      const fill = (unit: string) => unit.repeat(Math.ceil(longest / unit.length)).slice(0, longest);
      for (const body of [
        fill('*a '),
        fill('[a]('),
        fill('['),
        fill('`` ` '),
        fill('_a *b '),
        fill('> '),
        fill('[a](x "'),
        `${'*a '.repeat(20)}x${' a*'.repeat(20)}`,
      ]) {
        const start = performance.now();
        html(body);
        // Without the bounds some of these take minutes; with them, well under a second on a laptop.
        expect(performance.now() - start, body.slice(0, 12)).toBeLessThan(5000);
      }
    });

    it('keeps markers nested too deep as text', () => {
      expect(html('> > > > > > > > > > deep')).toContain('&gt; &gt; deep');
    });
  });

  it('renders every built-in story without leftover Markdown', () => {
    for (const story of fallbackStories) {
      for (const lang of ['en', 'nl'] as const) {
        const container = document.createElement('div');
        container.innerHTML = html(story.body[lang]);
        expect(container.textContent, `${story.slug} ${lang}`).not.toMatch(/[#*_[\]]/);
        expect(container.querySelectorAll('h2').length).toBeGreaterThan(1);
      }
    }
  });
});

describe('safe addresses', () => {
  it('accepts http, https, mail, phone and paths on this site', () => {
    for (const href of [
      'http://a.nl',
      'HTTPS://a.nl/x',
      'mailto:a@b.nl',
      'tel:+31',
      '/nl/contact',
      '#x',
      '?q=1',
      './a',
      '../b',
    ])
      expect(safeLinkTarget(href), href).toBe(href);
    for (const href of ['ftp://a.nl', 'contact', '//a.nl', 'javascript:x', 'a b'])
      expect(safeLinkTarget(href), href).toBeNull();
  });

  it('accepts images from https and the storage address only', () => {
    expect(safeImageSource('https://a.nl/x.jpg', STORAGE)).toBe('https://a.nl/x.jpg');
    expect(safeImageSource(`${STORAGE}x.jpg`, STORAGE)).toBe(`${STORAGE}x.jpg`);
    expect(safeImageSource('http://a.nl/x.jpg', STORAGE)).toBeNull();
    expect(safeImageSource('/images/x.jpg', STORAGE)).toBeNull();
  });
});
