// A hosted deploy bundles each edge function from supabase/functions and nothing else. This gate
// type-checks every function in a copy of that folder alone, so an import that reaches outside it
// fails here exactly as it would at deploy, and so do type errors the local runtime would ignore.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { denoBinary } from '../../emulator/functions/deno-binary';

const functionsDir = resolve(import.meta.dirname, '../../supabase/functions');
const copy = mkdtempSync(join(tmpdir(), 'functions-deploy-'));
try {
  cpSync(functionsDir, copy, { recursive: true });
  const entries = readdirSync(copy, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => `${entry.name}/index.ts`);
  // With the committed lock, frozen: a deno.json import that the lock does not pin fails here.
  const result = spawnSync(
    denoBinary(),
    ['check', '--quiet', '--config', 'deno.json', '--lock=deno.lock', '--frozen', ...entries],
    {
      cwd: copy,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error(`✗ edge functions: deno check failed in a copy of supabase/functions alone`);
    process.exitCode = 1;
  } else {
    console.log(`✓ edge functions: ${entries.length} deploy on their own and pass deno check`);
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
