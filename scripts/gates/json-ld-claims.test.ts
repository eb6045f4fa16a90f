import { describe, expect, it } from 'vitest';
import { buildHead } from '@/head/head';
import { resolvePath, servedPaths } from '@/routing/paths';
import { jsonLdClaimProblems } from './json-ld-claims';

describe('structured data claims', () => {
  it('finds a self-served rating, a text price and an unconfirmed founding, wherever they sit', () => {
    expect(
      jsonLdClaimProblems({
        '@type': 'LocalBusiness',
        aggregateRating: { ratingValue: 4.9 },
        foundingDate: '1980',
        makesOffer: [{ '@type': 'Offer', price: 'Contact for pricing' }],
      }),
    ).toEqual([
      '$.aggregateRating: a self-served rating',
      '$.foundingDate: the founding year is not confirmed',
      '$.makesOffer[0].price: a price that is not a number ("Contact for pricing")',
    ]);
    expect(jsonLdClaimProblems({ '@type': 'Offer', price: 125, priceCurrency: 'EUR' })).toEqual([]);
  });

  it('is clean on the head of every public page, in both languages', () => {
    const problems = [...servedPaths.keys()].flatMap((path) =>
      buildHead(resolvePath(path)).jsonLd.flatMap((data) =>
        jsonLdClaimProblems(data).map((problem) => `${path} ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
  });
});
