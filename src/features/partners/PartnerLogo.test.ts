import { describe, expect, it } from 'vitest';
import { logoOf } from './PartnerLogo';
import { partners } from './partners';

describe('partner logos', () => {
  it('has a logo file for every partner', () => {
    for (const partner of partners)
      expect(logoOf(partner.id), partner.id).toMatch(new RegExp(`/${partner.id}\\.svg`));
  });
});
