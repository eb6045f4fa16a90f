import { describe, expect, it } from 'vitest';
import { resolvePath } from '@/routing/paths';
import { buildHead } from './head';

// Each page of the stories list is a page of its own: its own title, description, canonical and
// hreflang pair, and a breadcrumb under the stories page.

describe('the head of a stories list page', () => {
  it('gives a further page its own title, description and canonical', () => {
    const first = buildHead(resolvePath('/nl/verhalen'));
    const second = buildHead(resolvePath('/nl/verhalen/pagina/2'));
    expect(second.title).not.toBe(first.title);
    expect(second.title).toMatch(/pagina 2/);
    expect(second.meta.find((m) => m.name === 'description')?.content).toMatch(/^Pagina 2\. /);
    expect(second.links).toContainEqual({
      rel: 'canonical',
      href: expect.stringMatching(/\/nl\/verhalen\/pagina\/2$/),
    });
    expect(second.links).toContainEqual({
      rel: 'alternate',
      hreflang: 'en',
      href: expect.stringMatching(/\/stories\/page\/2$/),
    });
  });

  it('places a further page under the stories page in the breadcrumb', () => {
    const head = buildHead(resolvePath('/stories/page/3'));
    const trail = head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as {
      itemListElement: { item: string }[];
    };
    expect(trail.itemListElement.map((crumb) => new URL(crumb.item).pathname)).toEqual([
      '/',
      '/stories',
      '/stories/page/3',
    ]);
  });
});
