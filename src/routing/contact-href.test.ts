import { describe, expect, it } from 'vitest';
import { contactHref } from './contact-href';

describe('contactHref', () => {
  it('leads to the English contact page with the service preselected', () => {
    expect(contactHref('tandem-jump', 'en')).toBe('/contact?service=tandem-jump');
  });

  it('keeps the Dutch prefix', () => {
    expect(contactHref('demo-event', 'nl')).toBe('/nl/contact?service=demo-event');
  });
});
