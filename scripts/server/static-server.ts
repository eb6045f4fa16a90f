// The production server used by `npm start`, the end-to-end tests and the benchmark: serves the
// prerendered build with the hosting files' headers and redirects, and a real 404.
// It answers only from the site's own folder, as a static host does: a path that decodes to a
// place outside it, or to the hosting files themselves, is a 404; a malformed escape is a 400; and
// its own redirects always stay on the site (never a `//host` Location a browser would follow away).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { headersFor, matchRedirect, parseHeaders, parseRedirects } from './hosting-rules';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;
/** The hosting configuration static hosts read and never serve. */
const HOSTING_FILES = new Set(['/_headers', '/_redirects']);

/** The path with its escapes decoded, or null when an escape is malformed (`/%`, `/%zz`). */
function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The request target as a URL on this site. Prefixed rather than resolved against a base: resolved,
 * `//evil.com/faq` would read as the host `evil.com` with the path `/faq`.
 */
function requestUrl(target: string): URL | null {
  try {
    return target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target);
  } catch {
    return null;
  }
}

/** A request target or escape that cannot be read is the client's error. */
const malformed = (res: ServerResponse) =>
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Malformed address');

/**
 * The path without its trailing slashes, as a same-site path: repeated leading slashes collapse to
 * one, since `//evil.com/path` in a Location header is another site's address.
 */
export const withoutTrailingSlash = (pathname: string): string =>
  `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`;

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

async function isFile(path: string) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function startStaticServer({
  dir,
  port,
  host = '127.0.0.1',
}: {
  dir: string;
  port: number;
  host?: string;
}) {
  const root = resolve(dir);
  const headerRules = parseHeaders(await readFile(join(root, '_headers'), 'utf8'));
  const redirectRules = parseRedirects(await readFile(join(root, '_redirects'), 'utf8'));
  const encoded = new Map<string, Buffer>();

  /** The file that answers a decoded path inside the site's folder: the exact file, or the page's `.html`. */
  const locate = async (path: string): Promise<string | null> => {
    const target = normalize(join(root, path));
    // With the separator, so a sibling folder whose name starts with the site's (`dist-ssr`) is outside.
    if (!target.startsWith(root + sep)) return null;
    if (HOSTING_FILES.has(target.slice(root.length).split(sep).join('/'))) return null;
    if (path !== '/' && (await isFile(target))) return target;
    const page = path === '/' ? join(root, 'index.html') : `${target}.html`;
    return (await isFile(page)) ? page : null;
  };

  const send = async (
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    status: number,
    path: string,
  ) => {
    const type = contentTypes[extname(file)] ?? 'application/octet-stream';
    let body: Buffer = await readFile(file);
    const headers: Record<string, string> = { 'Content-Type': type, Vary: 'Accept-Encoding' };
    for (const [name, value] of headersFor(headerRules, path)) headers[name] = value;
    headers['Cache-Control'] ??= 'no-cache';
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = compressible.test(type)
      ? /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : null
      : null;
    if (encoding) {
      // Keyed by the content, so a file rebuilt while the server runs is never served stale.
      const key = `${encoding}:${createHash('sha1').update(body).digest('hex')}`;
      let compressed = encoded.get(key);
      if (!compressed) {
        compressed = encoding === 'br' ? brotliCompressSync(body) : gzipSync(body, { level: 9 });
        encoded.set(key, compressed);
      }
      body = compressed;
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = requestUrl(req.url ?? '/');
    if (!url) {
      malformed(res);
      return;
    }
    const protocol = String(req.headers['x-forwarded-proto'] ?? 'http');
    const origin = `${protocol}://${req.headers.host ?? ''}`;
    const redirect = matchRedirect(redirectRules, origin, url.pathname);
    if (redirect && redirect.status !== 200) {
      res.writeHead(redirect.status, { Location: `${redirect.to}${url.search}` }).end();
      return;
    }
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      res.writeHead(301, { Location: `${withoutTrailingSlash(url.pathname)}${url.search}` }).end();
      return;
    }
    const path = decodePath(url.pathname);
    if (path === null) {
      malformed(res);
      return;
    }
    // A rewrite (status 200) answers only where no file does, as static hosts do by default.
    const file = (await locate(path)) ?? (redirect ? await locate(redirect.to) : null);
    if (file) return send(req, res, file, 200, url.pathname);
    const notFound = url.pathname === '/nl' || url.pathname.startsWith('/nl/') ? 'nl/404.html' : '404.html';
    return send(req, res, join(root, notFound), 404, url.pathname);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  // Port 0 asks the system for a free port; the address says which one it gave.
  const address = server.address();
  const boundPort = address && typeof address === 'object' ? address.port : port;
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${boundPort}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  } satisfies StaticServer;
}
