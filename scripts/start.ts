// `npm start`: builds when the build is missing or older than the sources, then serves the
// production build at http://localhost:4173 with the local backend beside it.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startLocalBackend, stopOnSignal, usesLocalBackend } from './local-backend';
import { startStaticServer } from './server/static-server';

const root = resolve(import.meta.dirname, '..');
const PORT = 4173;

const newestMtime = (path: string): number => {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
};

const built = join(root, 'dist', 'index.html');
const sources = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'scripts/build',
  '.env',
]
  .map((name) => join(root, name))
  .filter(existsSync);
if (!existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs) {
  // A build for the local stack names it; one for another project takes that project from .env.
  execSync(usesLocalBackend(root) ? 'npm run build:local' : 'npm run build', { cwd: root, stdio: 'inherit' });
}

const backend = await startLocalBackend(root);
const server = await startStaticServer({ dir: join(root, 'dist'), port: PORT });
console.log(`Site: http://localhost:${PORT}`);
stopOnSignal([server.close, ...(backend ? [backend.stop] : [])]);
