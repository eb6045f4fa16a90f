import type { ServiceClient } from './database.ts';

// 5 submissions per 60 s per form type, counted per client address (`clientAddress`: the one the
// platform vouches for) and per e-mail address (spec section 5), in the database so the limit holds
// across function instances.

export const RATE_LIMIT = { hits: 5, windowSeconds: 60 } as const;

export function rateLimitKeys(scope: string, address: string, email: string): string[] {
  return [`${scope}:ip:${address}`, `${scope}:email:${email.toLowerCase()}`];
}

/**
 * Takes a slot on every key. Returns the seconds to wait when a key is exhausted, or 0. When the
 * database cannot answer, the submission goes through: losing an enquiry is worse than letting
 * one too many in.
 */
export async function takeRateLimitSlot(db: ServiceClient, keys: string[]): Promise<number> {
  const { data, error } = await db.rpc('rate_limit_hit', {
    p_keys: keys,
    p_limit: RATE_LIMIT.hits,
    p_window_seconds: RATE_LIMIT.windowSeconds,
  });
  if (error) {
    console.error('rate limit check failed', error.message);
    return 0;
  }
  return typeof data === 'number' ? data : 0;
}
