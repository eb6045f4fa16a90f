// Starts the local Supabase-compatible stack beside the site, unless the environment points the
// site at another Supabase project.
import { loadEnv } from 'vite';

const LOCAL_API = /^http:\/\/(127\.0\.0\.1|localhost):54321\/?$/;

export function usesLocalBackend(root: string): boolean {
  const url = loadEnv('development', root, '').VITE_SUPABASE_URL;
  return !url || LOCAL_API.test(url);
}

export async function startLocalBackend(root: string): Promise<{ stop(): Promise<void> } | null> {
  if (!usesLocalBackend(root)) {
    console.log('VITE_SUPABASE_URL points at another Supabase project: the local stack is not started.');
    return null;
  }
  const { startEmulator } = await import('../emulator/start');
  return startEmulator({});
}

/** Stops everything on Ctrl+C or termination, one after another in the order given. */
export function stopOnSignal(stops: (() => Promise<void>)[]) {
  const stop = async () => {
    for (const step of stops) await step().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
