import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

// Converts between node:http and the Fetch API objects the services work with.

export async function toWebRequest(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  tellWhoConnected(headers, req.socket.remoteAddress);
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', origin);
  const hasBody = method !== 'GET' && method !== 'HEAD';
  if (hasBody && streamsThrough(url, headers)) {
    // Node's fetch needs `duplex` for a streamed body; the DOM typings do not know it yet.
    const init: RequestInit & { duplex: 'half' } = {
      method,
      headers,
      body: bodyStream(req, res),
      duplex: 'half',
    };
    return new Request(url, init);
  }
  const body = hasBody ? await readBody(req) : undefined;
  return new Request(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
}

/**
 * A resumable-upload chunk streams through: a 200 MB video never sits in memory, and when the
 * connection drops the service still has the bytes that arrived before it. A function's body does
 * too: the function reads it only as far as its own limit, so an oversized one is never held here.
 */
function streamsThrough(url: URL, headers: Headers): boolean {
  return (
    headers.get('content-type') === 'application/offset+octet-stream' ||
    url.pathname.startsWith('/functions/v1/')
  );
}

/**
 * As hosted Supabase's edge (Cloudflare) does: `CF-Connecting-IP` becomes the address that opened
 * the connection, whatever the client sent, and that address is appended to the client's
 * `X-Forwarded-For` (MFA challenges are bound to its first hop; the functions' limits key on the
 * vouched address).
 */
function tellWhoConnected(headers: Headers, socketAddress: string | undefined): void {
  if (!socketAddress) return;
  const address = socketAddress.replace(/^::ffff:(?=\d+\.)/i, '');
  headers.set('cf-connecting-ip', address);
  const forwarded = headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${address}` : address);
}

/**
 * The request body as a web stream that lets go once the service is done with it. A service that
 * refuses a body (a function over its size limit) answers without reading the rest, and the
 * function runtime stops reading too. Left so, the connection stalled with the client mid-body
 * until the server's keep-alive timer reset it, and a reset can reach a client before the answer
 * does. So once the service cancels the stream, or its answer has been sent, the rest is read and
 * dropped, as Node does with a body no one reads: the client finishes sending, reads the answer and
 * may use the connection again.
 */
function bodyStream(req: IncomingMessage, res: ServerResponse): ReadableStream<Uint8Array> {
  let controller: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const finish = (error?: Error): void => {
    if (!open) return;
    open = false;
    if (error) controller.error(error);
    else controller.close();
  };
  const forward = (chunk: Buffer): void => {
    controller.enqueue(chunk);
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  const letGo = (): void => {
    req.off('data', forward);
    req.resume();
  };
  res.once('finish', () => {
    if (req.complete) return;
    finish(new Error('the answer was sent before the request body was read'));
    letGo();
  });
  return new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      req.on('data', forward);
      req.once('end', () => finish());
      req.once('error', finish);
      // A client that hangs up mid-body: the service keeps what arrived and learns no more will.
      req.once('close', () =>
        finish(req.complete ? undefined : new Error('the client closed the connection')),
      );
    },
    pull() {
      req.resume();
    },
    cancel() {
      open = false;
      letGo();
    },
  });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  method: string,
): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body || method === 'HEAD') {
    await response.body?.cancel();
    res.end();
    return;
  }
  // Streams (function responses, downloads) pass through without buffering.
  // The DOM and node typings describe the same ReadableStream class differently.
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
  } catch (error) {
    // A client that hung up (a dropped upload, a video player seeking) is no server failure.
    if (!res.destroyed) throw error;
  }
}
