import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_BACKEND_ENV, missingBackendEnv, requireBackend } from './backend-env';

// A production build without its Supabase project fails with a message that says what to set.

const dirs: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the plugin's config hook as `vite build` would, in a folder with `envFile` as its .env. */
function buildIn(envFile: string | undefined) {
  const root = mkdtempSync(join(tmpdir(), 'backend-env-'));
  dirs.push(root);
  if (envFile !== undefined) writeFileSync(join(root, '.env'), envFile);
  const plugin = requireBackend();
  const hook = plugin.config as (config: { root: string }, env: { mode: string; command: string }) => void;
  return () => hook({ root }, { mode: 'production', command: 'build' });
}

describe('the build guard', () => {
  it('stops a production build that names no Supabase project, saying what to set', () => {
    vi.stubEnv('VITE_SUPABASE_URL', undefined);
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', undefined);
    expect(buildIn(undefined)).toThrow(
      /needs VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY: .*or run `npm run build:local`/,
    );
    expect(buildIn('VITE_SUPABASE_PUBLISHABLE_KEY=sb_publishable_x\n')).toThrow(/needs VITE_SUPABASE_URL:/);
  });

  it('lets a build go ahead that names its project, in .env or the environment', () => {
    vi.stubEnv('VITE_SUPABASE_URL', undefined);
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', undefined);
    expect(
      buildIn('VITE_SUPABASE_URL=https://abc.supabase.co\nVITE_SUPABASE_PUBLISHABLE_KEY=sb_publishable_x\n'),
    ).not.toThrow();
    vi.stubEnv('VITE_SUPABASE_URL', LOCAL_BACKEND_ENV.VITE_SUPABASE_URL);
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', LOCAL_BACKEND_ENV.VITE_SUPABASE_PUBLISHABLE_KEY);
    expect(buildIn(undefined)).not.toThrow();
  });

  it('applies to builds only: the dev server and the tests keep the local default', () => {
    expect(requireBackend().apply).toBe('build');
    expect(missingBackendEnv({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_PUBLISHABLE_KEY: 'x' })).toMatch(
      /^The build needs VITE_SUPABASE_URL:/,
    );
  });
});
