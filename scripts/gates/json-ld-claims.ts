// What structured data may not claim: a rating the site serves about itself (aggregateRating,
// review), a price that is not a number, and the founding or founder before `claimStatus` marks
// them confirmed. Used by the pages gate on the prerendered HTML and by its unit test on every head.
import { claimStatus, isConfirmed } from '../../supabase/functions/_shared/contract/business.ts';

const SELF_SERVED = ['aggregateRating', 'review'];

export function jsonLdClaimProblems(data: unknown, at = '$'): string[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => jsonLdClaimProblems(item, `${at}[${index}]`));
  if (typeof data !== 'object' || data === null) return [];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const path = `${at}.${key}`;
    if (SELF_SERVED.includes(key)) problems.push(`${path}: a self-served rating`);
    if ((key === 'price' || key === 'lowPrice' || key === 'highPrice') && typeof value !== 'number')
      problems.push(`${path}: a price that is not a number (${JSON.stringify(value)})`);
    if (key === 'foundingDate' && !isConfirmed(claimStatus.foundingYear))
      problems.push(`${path}: the founding year is not confirmed`);
    if (key === 'founder' && !isConfirmed(claimStatus.founder))
      problems.push(`${path}: the founder is not confirmed`);
    problems.push(...jsonLdClaimProblems(value, path));
  }
  return problems;
}
