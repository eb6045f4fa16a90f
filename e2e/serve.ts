// The production build with its local backend on a fresh database, served as `npm start` serves
// them, for the end-to-end tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startEmulator } from '../emulator/start';
import { stopOnSignal } from '../scripts/local-backend';
import { startStaticServer } from '../scripts/server/static-server';

const root = resolve(import.meta.dirname, '..');
const dataDir = await mkdtemp(join(tmpdir(), 'e2e-backend-'));
const backend = await startEmulator({ dataDir, fresh: true, quiet: true });
const server = await startStaticServer({ dir: join(root, 'dist'), port: 4173 });
console.log(`serving the build at ${server.url}, backend at ${backend.url}`);
stopOnSignal([server.close, backend.stop, () => rm(dataDir, { recursive: true, force: true })]);
