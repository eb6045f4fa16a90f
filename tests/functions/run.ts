import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { denoBinary } from '../../emulator/functions/deno-binary.ts';
import { REPO_ROOT, startEmulator } from '../../emulator/start.ts';
import { TEST_STACK_OPTIONS } from '../support/test-stack.ts';

// Runs the edge functions' Deno tests against a fresh emulator (database and mail catcher on free
// ports); the tests import the function handlers directly. Extra arguments go to `deno test`,
// e.g. `npm run test:functions -- --filter honeypot`.

const deno = denoBinary();
const dataDir = mkdtempSync(join(tmpdir(), 'functions-tests-'));
const emulator = await startEmulator({
  dataDir,
  fresh: true,
  port: 0,
  inboxPort: 0,
  smtpPort: 0,
  functions: false,
  quiet: true,
  ...TEST_STACK_OPTIONS,
});

let code = 1;
try {
  const child = spawn(
    deno,
    [
      'test',
      '--allow-net',
      '--allow-env',
      // The functions' own read access, as the emulator grants it. Deno does not check reads for
      // the test modules and their static imports, and the tests themselves read no files.
      `--allow-read=${join(REPO_ROOT, 'supabase/functions')}`,
      // The functions' committed lock, frozen, as the local stack runs them.
      `--lock=${join(REPO_ROOT, 'supabase/functions/deno.lock')}`,
      '--frozen',
      '--node-modules-dir=none',
      '--config',
      join(REPO_ROOT, 'supabase/functions/deno.json'),
      ...process.argv.slice(2),
      join(REPO_ROOT, 'tests/functions'),
    ],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        NO_COLOR: '1',
        SUPABASE_URL: emulator.url,
        SUPABASE_SERVICE_ROLE_KEY: emulator.keys.serviceRole,
        SUPABASE_ANON_KEY: emulator.keys.anon,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(emulator.smtpPort),
        EMULATOR_INBOX_URL: emulator.inboxUrl,
        // The tests build their configuration explicitly; a developer's key must not send real mail.
        RESEND_API_KEY: '',
        // The Gemini tests talk to the emulator's stand-in; a developer's key must not reach Google.
        GEMINI_BASE_URL: emulator.geminiUrl,
        GEMINI_API_KEY: '',
        // The weather tests talk to the emulator's Open-Meteo stand-in, never to Open-Meteo.
        OPEN_METEO_BASE_URL: emulator.openMeteoUrl,
        OPEN_METEO_API_KEY: '',
      },
    },
  );
  code = await new Promise<number>((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
} finally {
  await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
