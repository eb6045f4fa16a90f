import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database, MailCatcher, ServiceHandler } from '../contract.ts';
import type { ApiKeys } from '../keys.ts';
import { CORS_HEADERS, preflightResponse, withCors, withPreflight } from './cors.ts';
import { resolveIdentity } from './identity.ts';
import { sendWebResponse, toWebRequest } from './node-bridge.ts';

export interface GatewayServices {
  auth: ServiceHandler;
  rest: ServiceHandler;
  storage?: ServiceHandler;
  functions?: ServiceHandler;
}

export interface GatewayOptions {
  host: string;
  port: number;
  keys: ApiKeys;
  db: Database;
  mail: MailCatcher;
  services: GatewayServices;
  /** Base URL clients use; defaults to http://host:port. */
  publicUrl?: string;
  onError?: (error: unknown) => void;
}

export interface Gateway {
  url: string;
  close(): Promise<void>;
}

const PREFIXES = {
  '/auth/v1': 'auth',
  '/rest/v1': 'rest',
  '/storage/v1': 'storage',
  '/functions/v1': 'functions',
} as const satisfies Record<string, keyof GatewayServices>;

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function route(pathname: string): { service: keyof GatewayServices; path: string } | undefined {
  for (const [prefix, service] of Object.entries(PREFIXES)) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { service, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return undefined;
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`${options.host}:${options.port} is already in use (is another emulator running?)`, {
              cause: error,
            })
          : error,
      );
    server.once('error', fail);
    server.listen(options.port, options.host, () => {
      server.off('error', fail);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = options.publicUrl ?? `http://${options.host}:${port}`;

  async function handle(request: Request): Promise<Response> {
    const target = route(new URL(request.url).pathname);
    const handler = target && options.services[target.service];
    // tus clients discover the resumable-upload endpoint with OPTIONS; storage answers that itself.
    const isTusDiscovery =
      target?.service === 'storage' &&
      (target.path === '/upload/resumable' || target.path.startsWith('/upload/resumable/'));
    if (request.method === 'OPTIONS' && !isTusDiscovery) return preflightResponse(request);
    if (!target || !handler) {
      return withCors(jsonResponse(404, { message: 'no Route matched with those values' }));
    }
    const identity = resolveIdentity(request.headers, options.keys);
    const response = await handler({
      request,
      path: target.path,
      claims: identity.claims,
      authError: identity.authError,
      db: options.db,
      mail: options.mail,
      publicUrl: url,
    });
    return request.method === 'OPTIONS' ? withPreflight(request, response) : withCors(response);
  }

  server.on('request', (req, res) => {
    void (async () => {
      try {
        const request = await toWebRequest(req, res, url);
        await sendWebResponse(res, await handle(request), request.method);
      } catch (error) {
        options.onError?.(error);
        if (!res.headersSent) {
          res.writeHead(500, { 'Content-Type': 'application/json', ...CORS_HEADERS });
          res.end(JSON.stringify({ message: 'An invalid response was received from the upstream server' }));
        } else {
          res.destroy();
        }
      }
    })();
  });

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
