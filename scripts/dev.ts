// `npm run dev`: the Vite dev server with the local backend beside it.
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { startLocalBackend, stopOnSignal } from './local-backend';

const root = resolve(import.meta.dirname, '..');
const backend = await startLocalBackend(root);
const vite = await createServer({ root });
await vite.listen();
vite.printUrls();
stopOnSignal([() => vite.close(), ...(backend ? [backend.stop] : [])]);
