import type { RequestContext, ServiceHandler } from '../contract.ts';
import type { ProjectConfig } from '../project-config.ts';
import { FactorGuard } from './factor-guard.ts';
import { AuthError, OAuthError, errorResponse, json } from './http.ts';
import { GOTRUE_BCRYPT_COST } from './passwords.ts';
import {
  handleAdminCreateUser,
  handleAdminDeleteFactor,
  handleAdminDeleteUser,
  handleAdminGetUser,
  handleAdminListFactors,
  handleAdminListUsers,
  handleAdminUpdateUser,
} from './routes/admin.ts';
import { handleChallenge, handleEnroll, handleUnenroll, handleVerify } from './routes/factors.ts';
import { handleInvite } from './routes/invite.ts';
import { handleLogout } from './routes/logout.ts';
import { handleOtp } from './routes/otp.ts';
import { handleRecover, handleVerifyLink, handleVerifyOtp } from './routes/recovery.ts';
import { handleSignup } from './routes/signup.ts';
import { handleToken } from './routes/token.ts';
import { handleGetUser, handleUpdateUser } from './routes/user.ts';
import type { AuthSettings } from './settings.ts';

type Route = (ctx: RequestContext, settings: AuthSettings, params: string[]) => Promise<Response>;

const ROUTES: { method: string; pattern: RegExp; run: Route }[] = [
  {
    method: 'GET',
    pattern: /^\/health$/,
    run: async () =>
      json({
        version: 'emulator',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      }),
  },
  // HS256-only projects publish an empty key set; auth-js then verifies through GET /user.
  { method: 'GET', pattern: /^\/\.well-known\/jwks\.json$/, run: async () => json({ keys: [] }) },
  { method: 'POST', pattern: /^\/token$/, run: (ctx, s) => handleToken(ctx, s) },
  { method: 'POST', pattern: /^\/signup$/, run: (ctx, s) => handleSignup(ctx, s) },
  { method: 'GET', pattern: /^\/user$/, run: (ctx) => handleGetUser(ctx) },
  { method: 'PUT', pattern: /^\/user$/, run: (ctx, s) => handleUpdateUser(ctx, s) },
  { method: 'POST', pattern: /^\/logout$/, run: (ctx) => handleLogout(ctx) },
  { method: 'POST', pattern: /^\/recover$/, run: (ctx, s) => handleRecover(ctx, s) },
  { method: 'POST', pattern: /^\/otp$/, run: (ctx, s) => handleOtp(ctx, s) },
  { method: 'GET', pattern: /^\/verify$/, run: (ctx, s) => handleVerifyLink(ctx, s) },
  { method: 'POST', pattern: /^\/verify$/, run: (ctx, s) => handleVerifyOtp(ctx, s) },
  { method: 'POST', pattern: /^\/factors$/, run: (ctx, s) => handleEnroll(ctx, s) },
  {
    method: 'POST',
    pattern: /^\/factors\/([^/]+)\/challenge$/,
    run: (ctx, s, [id]) => handleChallenge(ctx, s, id as string),
  },
  {
    method: 'POST',
    pattern: /^\/factors\/([^/]+)\/verify$/,
    run: (ctx, s, [id]) => handleVerify(ctx, s, id as string),
  },
  {
    method: 'DELETE',
    pattern: /^\/factors\/([^/]+)$/,
    run: (ctx, _s, [id]) => handleUnenroll(ctx, id as string),
  },
  { method: 'POST', pattern: /^\/invite$/, run: (ctx, s) => handleInvite(ctx, s) },
  {
    method: 'GET',
    pattern: /^\/admin\/users\/([^/]+)\/factors$/,
    run: (ctx, _s, [id]) => handleAdminListFactors(ctx, id as string),
  },
  {
    method: 'DELETE',
    pattern: /^\/admin\/users\/([^/]+)\/factors\/([^/]+)$/,
    run: (ctx, _s, [id, factorId]) => handleAdminDeleteFactor(ctx, id as string, factorId as string),
  },
  { method: 'POST', pattern: /^\/admin\/users$/, run: (ctx, s) => handleAdminCreateUser(ctx, s) },
  { method: 'GET', pattern: /^\/admin\/users$/, run: (ctx) => handleAdminListUsers(ctx) },
  {
    method: 'GET',
    pattern: /^\/admin\/users\/([^/]+)$/,
    run: (ctx, _s, [id]) => handleAdminGetUser(ctx, id as string),
  },
  {
    method: 'PUT',
    pattern: /^\/admin\/users\/([^/]+)$/,
    run: (ctx, s, [id]) => handleAdminUpdateUser(ctx, s, id as string),
  },
  {
    method: 'DELETE',
    pattern: /^\/admin\/users\/([^/]+)$/,
    run: (ctx, _s, [id]) => handleAdminDeleteUser(ctx, id as string),
  },
];

export function createAuthHandler(options: {
  config: ProjectConfig;
  jwtSecret: string;
  /** The bcrypt cost of new password hashes; GoTrue's by default. */
  bcryptCost?: number;
}): ServiceHandler {
  const factorGuard = new FactorGuard(options.config.tokenVerifications);
  return async (ctx) => {
    const settings: AuthSettings = {
      config: options.config,
      jwtSecret: options.jwtSecret,
      publicUrl: ctx.publicUrl,
      factorGuard,
      bcryptCost: options.bcryptCost ?? GOTRUE_BCRYPT_COST,
    };
    const path = ctx.path.replace(/\/+$/, '') || '/';
    const candidates = ROUTES.filter((route) => route.pattern.test(path));
    const route = candidates.find((candidate) => candidate.method === ctx.request.method);
    try {
      if (!route) {
        if (candidates.length > 0) throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
        throw new AuthError(404, 'not_found', 'Not found');
      }
      const params = (route.pattern.exec(path) ?? []).slice(1);
      return await route.run(ctx, settings, params);
    } catch (error) {
      if (error instanceof AuthError || error instanceof OAuthError) return errorResponse(ctx.request, error);
      console.error('emulator auth: unexpected failure', error);
      return errorResponse(
        ctx.request,
        new AuthError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        ),
      );
    }
  };
}
