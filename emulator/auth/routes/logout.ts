import type { RequestContext } from '../../contract.ts';
import { loadCaller, requireCaller } from '../guard.ts';
import { AuthError, noContent } from '../http.ts';

export async function handleLogout(ctx: RequestContext): Promise<Response> {
  const scope = new URL(ctx.request.url).searchParams.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  const caller = requireCaller(ctx);
  await ctx.db.asOwner(async (tx) => {
    await loadCaller(tx, caller);
    if (scope === 'global' || !caller.sessionId) {
      await tx.query('delete from auth.sessions where user_id = $1', [caller.userId]);
    } else if (scope === 'local') {
      await tx.query('delete from auth.sessions where id = $1', [caller.sessionId]);
    } else {
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        caller.userId,
        caller.sessionId,
      ]);
    }
  });
  return noContent();
}
