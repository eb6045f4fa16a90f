// The production build, served as `npm start` serves it, for the end-to-end tests.
import { join, resolve } from 'node:path';
import { stopOnSignal } from '../scripts/local-backend';
import { startStaticServer } from '../scripts/server/static-server';

const root = resolve(import.meta.dirname, '..');
const server = await startStaticServer({ dir: join(root, 'dist'), port: 4173 });
console.log(`serving the build at ${server.url}`);
stopOnSignal([server.close]);
