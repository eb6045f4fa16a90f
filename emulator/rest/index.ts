import type { RequestContext, ServiceHandler } from '../contract.ts';
import type { ProjectConfig } from '../project-config.ts';
import { PgrstError, fromPostgresError, isPostgresError } from './errors.ts';
import { readTable } from './read.ts';
import { parseApiRequest } from './request.ts';
import { callRoutine } from './rpc.ts';
import { mutateTable } from './write.ts';

// The CLI's `[api] schemas` default; the first one is used when no profile header is sent.
const EXPOSED_SCHEMAS = ['public', 'graphql_public'];

function jwtError(ctx: RequestContext): PgrstError | undefined {
  const failure = ctx.authError;
  if (!failure) return undefined;
  const [code, message] =
    failure.reason === 'expired'
      ? ['PGRST303', 'JWT expired']
      : [
          'PGRST301',
          failure.reason === 'malformed' ? 'Expected 3 parts in JWT' : 'No suitable key or wrong key type',
        ];
  return new PgrstError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

function requestedSchema(request: Request): string {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const header = request.headers.get(isRead ? 'accept-profile' : 'content-profile');
  const schema = header ?? (EXPOSED_SCHEMAS[0] as string);
  if (!EXPOSED_SCHEMAS.includes(schema)) {
    throw new PgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${EXPOSED_SCHEMAS.join(', ')}`,
    );
  }
  return schema;
}

async function dispatch(ctx: RequestContext, config: ProjectConfig): Promise<Response> {
  const failure = jwtError(ctx);
  if (failure) throw failure;
  const schema = requestedSchema(ctx.request);
  const segments = ctx.path
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeURIComponent);
  const api = parseApiRequest(ctx.request, config);
  const method = ctx.request.method;
  if (segments.length === 2 && segments[0] === 'rpc') {
    if (!['GET', 'HEAD', 'POST'].includes(method)) throw unsupportedMethod(method);
    return callRoutine(ctx, api, schema, segments[1] as string);
  }
  if (segments.length !== 1) throw new PgrstError(404, 'PGRST125', `Invalid path specified in request URL`);
  const table = segments[0] as string;
  if (method === 'GET' || method === 'HEAD') return readTable(ctx, api, schema, table);
  if (method === 'POST' || method === 'PATCH' || method === 'DELETE')
    return mutateTable(ctx, api, schema, table);
  throw unsupportedMethod(method);
}

function unsupportedMethod(method: string): PgrstError {
  return new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

export function createRestHandler(options: { config: ProjectConfig }): ServiceHandler {
  return async (ctx) => {
    try {
      return await dispatch(ctx, options.config);
    } catch (error) {
      if (error instanceof PgrstError) return error.toResponse();
      if (isPostgresError(error)) return fromPostgresError(error, ctx.claims.role).toResponse();
      throw error;
    }
  };
}
