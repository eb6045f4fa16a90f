import { request as httpRequest } from 'node:http';

// Requests from a chosen loopback address (127.0.0.0/8, all of which Linux routes to this machine),
// so tests through the gateway can be many clients: the gateway takes the client's address from the
// connection, as the hosted edge does, and a header cannot choose it.

/** The `index`-th loopback address after 127.0.0.1: 127.0.0.2, 127.0.0.3, ... 127.255.255.254. */
export function loopbackAddress(index: number): string {
  const n = index + 2;
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** `fetch` with the connection opened from `localAddress`; the answer is read in full. */
export function fetchFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
              headers.append(name, item);
          }
          const status = incoming.statusCode ?? 500;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
