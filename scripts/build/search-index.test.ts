import { describe, expect, it } from 'vitest';
import { pageDocument } from './search-index';

const html = `<!doctype html><html><head><title>Balloon Jumps | Brand</title>
<meta name="description" content="Jump from a balloon."></head><body>
<header><a href="/">Home</a></header>
<main><nav aria-label="Breadcrumb"><a href="/">Home</a></nav><h1>Balloon jumps</h1>
<script type="application/json" data-page-data="x">{"secret":"json"}</script>
<svg aria-hidden="true"><text>Teuge</text></svg>
<h2>How it works</h2><p>Step out of the basket.</p><p>Land softly.</p></main>
<footer>Footer text</footer></body></html>`;

describe('pageDocument', () => {
  it('indexes the title, description, headings, keywords and the readable text of <main>', () => {
    expect(pageDocument('/balloon', html, ['hot air'])).toEqual({
      path: '/balloon',
      title: 'Balloon Jumps',
      description: 'Jump from a balloon.',
      headings: 'Balloon jumps · How it works · hot air',
      body: 'How it works Step out of the basket. Land softly.',
    });
  });
});
