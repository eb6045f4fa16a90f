// Request checks and response helpers shared by the functions.

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, idempotency-key',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export const MAX_BODY_BYTES = 32 * 1024;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** An admin function's refusal: a status, a code the screen can act on and a sentence for people. */
export const errorResponse = (status: number, code: string, error: string): Response =>
  jsonResponse(status, { success: false, code, error });

export const preflight = () => new Response('ok', { headers: corsHeaders });

export function methodNotAllowed(allow: string): Response {
  return jsonResponse(405, { success: false, error: 'Method not allowed' }, { Allow: allow });
}

export type BodyResult = { ok: true; body: unknown } | { ok: false; response: Response };

/** Reads a JSON body of at most `maxBytes`, answering 415, 413 or 400 when it is not one. */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return {
      ok: false,
      response: jsonResponse(415, { success: false, error: 'Content-Type must be application/json' }),
    };
  }
  const tooLarge = () => ({
    ok: false as const,
    response: jsonResponse(413, { success: false, error: 'Request body too large' }),
  });
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge();
  // The declared length may be absent or wrong, so count while reading.
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, body: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return {
      ok: false,
      response: jsonResponse(400, { success: false, error: 'The request body is not valid JSON' }),
    };
  }
}

/** A honeypot counts as filled when it holds anything a person could not have typed by accident. */
export function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as { website?: unknown }).website;
  return (
    value !== undefined &&
    value !== null &&
    value !== '' &&
    !(typeof value === 'string' && value.trim() === '')
  );
}
