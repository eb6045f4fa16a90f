// `npm run build:local`: the production build for the local stack, with its address and key given
// explicitly (they win over .env, so the tests never run against another project).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { LOCAL_BACKEND_ENV } from './backend-env';

const { status } = spawnSync('npm', ['run', 'build'], {
  cwd: resolve(import.meta.dirname, '../..'),
  stdio: 'inherit',
  env: { ...process.env, ...LOCAL_BACKEND_ENV },
});
process.exit(status ?? 1);
