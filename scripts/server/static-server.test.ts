// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, withoutTrailingSlash, type StaticServer } from './static-server';

interface RawAnswer {
  status: number;
  location?: string;
  body: string;
}

/** A request with the path exactly as written: fetch and URL would normalise `//` and `..` away. */
function rawGet(server: StaticServer, path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Where a browser on the site would go after a redirect. */
const followedTo = (location: string) => new URL(location, 'https://example.nl/start');

describe('production server', () => {
  let parent: string;
  let server: StaticServer;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'static-server-'));
    const site = join(parent, 'site');
    // A sibling whose name starts with the site folder's, as dist-ssr sits beside dist.
    const sibling = join(parent, 'site-ssr');
    await mkdir(join(site, 'nl'), { recursive: true });
    await mkdir(sibling);
    await writeFile(join(site, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
    await writeFile(join(site, '_redirects'), '/old/* /new/:splat 301\n');
    await writeFile(join(site, 'index.html'), 'home');
    await writeFile(join(site, 'about.html'), 'about');
    await writeFile(join(site, '404.html'), 'not found');
    await writeFile(join(site, 'nl/404.html'), 'niet gevonden');
    await writeFile(join(sibling, 'entry-server.js'), 'server bundle');
    await writeFile(join(parent, 'secret.txt'), 'outside');
    server = await startStaticServer({ dir: site, port: 0 });
  });

  afterAll(async () => {
    await server.close();
    await rm(parent, { recursive: true, force: true });
  });

  it('serves pages and their trailing-slash twins', async () => {
    expect(await rawGet(server, '/about')).toMatchObject({ status: 200, body: 'about' });
    expect(await rawGet(server, '/about/?q=1')).toMatchObject({ status: 301, location: '/about?q=1' });
  });

  it.each(['/.//evil.com/path/?q=1', '/a/..//evil.com/', '//evil.com/', '///evil.com//', '/\\evil.com/'])(
    'keeps the trailing-slash redirect of %s on the site',
    async (path) => {
      const answer = await rawGet(server, path);
      expect(answer.status).toBe(301);
      expect(answer.location).toMatch(/^\/(?![/\\])/);
      expect(followedTo(answer.location ?? '').host).toBe('example.nl');
    },
  );

  it.each(['/..%2fsite-ssr%2fentry-server.js', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/..%5csecret.txt'])(
    'serves nothing outside the site folder for %s',
    async (path) => {
      const answer = await rawGet(server, path);
      expect(answer.status).toBe(404);
      expect(answer.body).toBe('not found');
    },
  );

  it.each(['/_headers', '/_redirects', '/%5fredirects', '/nl/../_headers'])(
    'does not serve the hosting file %s',
    async (path) => {
      expect(await rawGet(server, path)).toMatchObject({ status: 404, body: 'not found' });
    },
  );

  it.each(['/%', '/%zz', '/nl/%e0%a4%a'])(
    'answers a malformed escape (%s) as the client’s error',
    async (path) => {
      expect((await rawGet(server, path)).status).toBe(400);
    },
  );

  it('redirects with the requested path taken literally, `$` patterns included', async () => {
    const answer = await rawGet(server, "/old/a$'b$&c");
    expect(answer).toMatchObject({ status: 301, location: "/new/a$'b$&c" });
  });
});

describe('trailing-slash target', () => {
  it('is always one same-site path', () => {
    expect(withoutTrailingSlash('/faq/')).toBe('/faq');
    expect(withoutTrailingSlash('//evil.com/path/')).toBe('/evil.com/path');
    expect(withoutTrailingSlash('///')).toBe('/');
  });
});
