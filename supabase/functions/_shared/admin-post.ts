import { requireAdminWithCode, type AdminCaller } from './admin-guard.ts';
import type { FunctionConfig } from './config.ts';
import type { z } from './contract/zod.ts';
import { errorResponse, methodNotAllowed, preflight, readJsonBody } from './http.ts';

// What every admin action's function does before its own work, in this order: answer the browser's
// preflight, take only POST, refuse anyone but an admin who entered their code, then read a body
// of the expected shape (400 with `badRequest` otherwise).

export type AdminPost<T> = { ok: true; caller: AdminCaller; body: T } | { ok: false; response: Response };

export async function readAdminPost<T>(
  request: Request,
  config: FunctionConfig,
  schema: z.ZodType<T>,
  badRequest: string,
): Promise<AdminPost<T>> {
  if (request.method === 'OPTIONS') return { ok: false, response: preflight() };
  if (request.method !== 'POST') return { ok: false, response: methodNotAllowed('POST, OPTIONS') };
  const caller = await requireAdminWithCode(request, config);
  if (!caller.ok) return caller;
  const read = await readJsonBody(request);
  if (!read.ok) return read;
  const parsed = schema.safeParse(read.body);
  if (!parsed.success) return { ok: false, response: errorResponse(400, 'bad_request', badRequest) };
  return { ok: true, caller, body: parsed.data };
}
