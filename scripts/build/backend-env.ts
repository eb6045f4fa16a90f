// A build names the Supabase project it talks to. Without it the site would quietly send every
// visitor's browser to the local stack's address, so a production build without one fails.
// Builds for the local stack (`npm run build:local`: `npm start`, the tests, CI) name it explicitly.
import { loadEnv, type Plugin } from 'vite';
import { PUBLISHABLE_KEY } from '../../emulator/keys.ts';

export const BACKEND_ENV = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_PUBLISHABLE_KEY'] as const;

/** The local stack's API and its well-known publishable key. */
export const LOCAL_BACKEND_ENV = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
} as const satisfies Record<(typeof BACKEND_ENV)[number], string>;

/** Why a build with `env` may not go ahead, or undefined when it names its backend. */
export function missingBackendEnv(env: Record<string, string | undefined>): string | undefined {
  const missing = BACKEND_ENV.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return undefined;
  return (
    `The build needs ${missing.join(' and ')}: set them to the Supabase project's API URL and ` +
    'publishable key (in the environment or .env), or run `npm run build:local` for a build that ' +
    'uses the local stack.'
  );
}

/** Vite plugin: a build stops before it starts when it names no Supabase project. */
export function requireBackend(): Plugin {
  return {
    name: 'require-backend',
    apply: 'build',
    config(config, { mode }) {
      const problem = missingBackendEnv(
        loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_'),
      );
      if (problem) throw new Error(problem);
    },
  };
}
