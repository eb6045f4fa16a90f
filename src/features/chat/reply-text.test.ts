import { describe, expect, it } from 'vitest';
import { pathInLanguage, replyParts } from './reply-text';

describe('links in a reply', () => {
  it('makes a site path a link, in the page’s language', () => {
    expect(replyParts('See [our services](/services) or [call](/contact).', 'en')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', label: 'our services', to: '/services' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', label: 'call', to: '/contact' },
      { kind: 'text', text: '.' },
    ]);
    expect(replyParts('Bekijk [onze diensten](/services#tandem).', 'nl')[1]).toEqual({
      kind: 'link',
      label: 'onze diensten',
      to: '/nl/diensten#tandem',
    });
    expect(replyParts('[Contact](/nl/contact)', 'en')[0]).toEqual({
      kind: 'link',
      label: 'Contact',
      to: '/contact',
    });
  });

  it('keeps other addresses as plain text', () => {
    for (const target of ['https://evil.example/x', '//evil.example', 'mailto:a@b.nl', '/\\evil.example']) {
      expect(replyParts(`Go [here](${target}) now`, 'en')).toEqual([{ kind: 'text', text: 'Go here now' }]);
    }
    expect(replyParts('[x](javascript:alert(1))', 'en').every((part) => part.kind === 'text')).toBe(true);
  });

  it('never turns markup into anything but text', () => {
    expect(replyParts('<img src=x onerror=alert(1)> [a](/faq)', 'en')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> ' },
      { kind: 'link', label: 'a', to: '/faq' },
    ]);
  });

  it('prefixes an unknown site path with /nl on a Dutch page', () => {
    expect(pathInLanguage('/unknown-page', 'nl')).toBe('/nl/unknown-page');
    expect(pathInLanguage('/nl/unknown-page', 'en')).toBe('/unknown-page');
  });
});
