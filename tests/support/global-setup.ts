import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../emulator/start.ts';
import { TEST_STACK_OPTIONS } from './test-stack.ts';

// Starts the emulator on a fresh temporary data folder (its database a copy of the migrated
// template) and free ports; test workers find it through SUPABASE_URL / EMULATOR_INBOX_URL, which
// they inherit.
export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'emulator-tests-'));
  const emulator = await startEmulator({
    dataDir,
    port: 0,
    inboxPort: 0,
    smtpPort: 0,
    functions: false,
    quiet: true,
    ...TEST_STACK_OPTIONS,
  });
  process.env.SUPABASE_URL = emulator.url;
  process.env.EMULATOR_INBOX_URL = emulator.inboxUrl;
  return async () => {
    await emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
