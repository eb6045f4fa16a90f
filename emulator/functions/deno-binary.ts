import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// Deno comes from npm as its Linux x64 build (an optional dependency, so `npm ci` works on every
// platform). Elsewhere, a Deno on PATH or named by DENO_PATH is used instead.
export function denoBinary(): string {
  const fromEnv = process.env.DENO_PATH;
  if (fromEnv) return fromEnv;
  const bundled = bundledDeno();
  if (bundled) return bundled;
  if (spawnSync('deno', ['--version'], { stdio: 'ignore' }).status === 0) return 'deno';
  throw new Error(
    'Deno not found: run `npm ci` on Linux x64, install Deno on PATH, or set DENO_PATH to its binary.',
  );
}

function bundledDeno(): string | undefined {
  try {
    const packageJson = createRequire(import.meta.url).resolve('@deno/linux-x64-glibc/package.json');
    const binary = join(packageJson, '..', 'deno');
    return existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}
