// The last build step: the offline pages in both languages, then the service worker, bundled from
// `src/service-worker/` and given, by Workbox, the list of files it keeps from the start (the offline
// pages). The worker carries the build's id, so each deploy is a new worker that takes over.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { OFFLINE_PAGES } from '../../src/service-worker/rules.ts';
import { offlinePage } from './offline-pages.ts';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');

for (const lang of ['en', 'nl'] as const) {
  const file = join(dist, OFFLINE_PAGES[lang].slice(1));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, offlinePage(lang));
}

/** The build's id: its hashed asset names and its entry page, which change with every change of code. */
const assets = (await readdir(join(dist, 'assets'))).sort();
const buildId = createHash('sha256')
  .update(assets.join('\n'))
  .update(await readFile(join(dist, 'index.html')))
  .digest('hex')
  .slice(0, 12);

const bundled = join(dist, 'sw.unmanifested.js');
await build({
  entryPoints: [join(root, 'src/service-worker/sw.ts')],
  outfile: bundled,
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  define: { BUILD_ID: JSON.stringify(buildId), 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
});
const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: join(dist, 'sw.js'),
  globDirectory: dist,
  globPatterns: Object.values(OFFLINE_PAGES).map((path) => path.slice(1)),
});
await rm(bundled);
if (warnings.length > 0) throw new Error(`the service worker build warned: ${warnings.join('; ')}`);
console.log(`service worker ${buildId}: ${count} files kept from the start (${size} bytes)`);
