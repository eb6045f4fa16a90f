import QRCode from 'qrcode';
import type { RequestContext, Tx } from '../../contract.ts';
import { isUuid, loadCaller, requireCaller, type Caller } from '../guard.ts';
import { AuthError, clientIp, json, optionalString, readJsonBody } from '../http.ts';
import { addAmrClaim, downgradeSessionsOf, issueRefreshToken, tokenResponse } from '../sessions.ts';
import type { AuthSettings } from '../settings.ts';
import { generateTotpSecret, totpStep } from '../totp.ts';
import type { FactorRow } from '../users.ts';

const CHALLENGE_EXPIRY_SECONDS = 300;
const UNVERIFIED_FACTOR_TTL_SECONDS = 300;

async function ownFactor(tx: Tx, caller: Caller, factorId: string): Promise<FactorRow> {
  if (!isUuid(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const { rows } = await tx.query<FactorRow>(
    `select id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone, last_challenged_at
     from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, caller.userId],
  );
  const factor = rows[0];
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

function requireNamedUser(ctx: RequestContext): Caller {
  const caller = requireCaller(ctx);
  if (ctx.claims.is_anonymous === true)
    throw new AuthError(403, 'no_authorization', 'Anonymous users cannot use MFA');
  return caller;
}

export async function handleEnroll(ctx: RequestContext, settings: AuthSettings): Promise<Response> {
  const caller = requireNamedUser(ctx);
  const body = await readJsonBody(ctx.request);
  const factorType = optionalString(body, 'factor_type');
  if (factorType !== 'totp' && factorType !== 'phone' && factorType !== 'webauthn') {
    throw new AuthError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  if (factorType !== 'totp') {
    throw new AuthError(
      422,
      `mfa_${factorType}_enroll_not_enabled`,
      `MFA enroll is disabled for ${factorType === 'phone' ? 'Phone' : 'WebAuthn'}`,
    );
  }
  if (!settings.config.totpEnrollEnabled)
    throw new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  const friendlyName = optionalString(body, 'friendly_name') ?? '';
  const issuer = optionalString(body, 'issuer') || new URL(settings.config.siteUrl).hostname;
  const secret = generateTotpSecret();

  const enrolled = await ctx.db.asOwner(async (tx) => {
    const user = await loadCaller(tx, caller);
    await tx.query(
      `delete from auth.mfa_factors where status = 'unverified' and last_challenged_at is null
         and created_at < now() - make_interval(secs => $1)`,
      [UNVERIFIED_FACTOR_TTL_SECONDS],
    );
    const existing = (
      await tx.query<{ friendly_name: string | null; status: string }>(
        'select friendly_name, status from auth.mfa_factors where user_id = $1',
        [caller.userId],
      )
    ).rows;
    if (existing.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    if (
      existing.filter((factor) => factor.status === 'verified').length >= settings.config.maxEnrolledFactors
    ) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (existing.some((factor) => factor.status === 'verified') && caller.aal !== 'aal2') {
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1, $2, 'totp', 'unverified', now(), now(), $3) returning id`,
      [caller.userId, friendlyName, secret],
    );
    return { id: (rows[0] as { id: string }).id, email: user.email ?? '' };
  });

  const uri = otpauthUri(issuer, enrolled.email, secret);
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M' });
  return json({
    id: enrolled.id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: qrCode, secret, uri },
  });
}

function otpauthUri(issuer: string, account: string, secret: string): string {
  const query = new URLSearchParams({ algorithm: 'SHA1', digits: '6', issuer, period: '30', secret });
  return `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?${query.toString()}`;
}

export async function handleChallenge(
  ctx: RequestContext,
  settings: AuthSettings,
  factorId: string,
): Promise<Response> {
  const caller = requireNamedUser(ctx);
  await readJsonBody(ctx.request);
  const challenge = await ctx.db.asOwner(async (tx) => {
    await loadCaller(tx, caller);
    const factor = await ownFactor(tx, caller, factorId);
    if (factor.factor_type === 'totp' && !settings.config.totpVerifyEnabled) {
      throw new AuthError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    }
    const { rows } = await tx.query<{ id: string; created_at: Date }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values (gen_random_uuid(), $1, now(), $2::inet)
       returning id, created_at`,
      [factor.id, clientIp(ctx.request)],
    );
    await tx.query(
      'update auth.mfa_factors set last_challenged_at = clock_timestamp(), updated_at = now() where id = $1',
      [factor.id],
    );
    return rows[0] as { id: string; created_at: Date };
  });
  return json({
    id: challenge.id,
    type: 'totp',
    expires_at: Math.floor(challenge.created_at.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
  });
}

interface ChallengeRow {
  id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
}

export async function handleVerify(
  ctx: RequestContext,
  settings: AuthSettings,
  factorId: string,
): Promise<Response> {
  const caller = requireNamedUser(ctx);
  const body = await readJsonBody(ctx.request);
  const code = optionalString(body, 'code') ?? '';
  const challengeId = optionalString(body, 'challenge_id') ?? '';
  if (code === '') throw new AuthError(400, 'validation_failed', 'Code needs to be non-empty');

  // Errors are returned, not thrown, so that deleting an expired challenge commits.
  const outcome = await ctx.db.asOwner(async (tx) => {
    await loadCaller(tx, caller);
    const factor = await ownFactor(tx, caller, factorId);
    if (!settings.config.totpVerifyEnabled) {
      return new AuthError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    }
    const challenge = isUuid(challengeId)
      ? (
          await tx.query<ChallengeRow>(
            `select id, created_at, verified_at, host(ip_address) as ip_address from auth.mfa_challenges
             where id = $1 and factor_id = $2`,
            [challengeId, factor.id],
          )
        ).rows[0]
      : undefined;
    if (!challenge)
      return new AuthError(
        422,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      );
    if (challenge.verified_at || challenge.ip_address !== clientIp(ctx.request)) {
      return new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (Date.now() - challenge.created_at.getTime() > CHALLENGE_EXPIRY_SECONDS * 1000) {
      await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
      return new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const guard = settings.factorGuard;
    if (guard.isThrottled(factor.id)) {
      return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    const step = factor.secret ? totpStep(factor.secret, code) : undefined;
    if (step === undefined) guard.recordFailure(factor.id);
    // A code counts once: a step at or before the last accepted one is refused like a wrong code
    // (but is no guess, so it does not count towards the throttle).
    if (step === undefined || guard.isSpent(factor.id, step)) {
      return new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    if (!caller.sessionId) return new AuthError(403, 'session_not_found', 'Session not found');
    guard.recordAccepted(factor.id, step);

    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
    await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [
      factor.id,
    ]);
    await addAmrClaim(tx, caller.sessionId, 'totp');
    await tx.query(
      `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
      [caller.sessionId, factor.id],
    );
    // As GoTrue: once a factor is verified, the user's other low-assurance sessions end.
    await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`, [
      caller.userId,
      caller.sessionId,
    ]);
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and id <> $2 and factor_type = 'totp' and status = 'unverified'`,
      [caller.userId, factor.id],
    );
    const current = (
      await tx.query<{ token: string }>(
        'select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
        [caller.sessionId],
      )
    ).rows[0];
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
      [caller.sessionId],
    );
    const refreshToken = await issueRefreshToken(tx, caller.userId, caller.sessionId, current?.token ?? null);
    return tokenResponse(tx, settings, caller.sessionId, refreshToken);
  });
  if (outcome instanceof AuthError) throw outcome;
  return json(outcome);
}

export async function handleUnenroll(ctx: RequestContext, factorId: string): Promise<Response> {
  const caller = requireNamedUser(ctx);
  const removed = await ctx.db.asOwner(async (tx) => {
    await loadCaller(tx, caller);
    const factor = await ownFactor(tx, caller, factorId);
    if (factor.status === 'verified' && caller.aal !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    await downgradeSessionsOf(tx, factor.id);
    return factor.id;
  });
  return json({ id: removed });
}
