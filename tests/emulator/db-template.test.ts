import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type EmulatorDatabase } from '../../emulator/db/index.ts';
import { copyTemplate, TEMPLATE_CACHE_DIR, templateKey } from '../../emulator/db/template.ts';
import { REPO_ROOT } from '../../emulator/start.ts';

// A changed migration never gets the template of the old SQL. (That a database copied from the
// template has the schema the migrations make is checked in tests/backend/schema.test.ts, beside a
// database migrated from scratch.)

const folders: string[] = [];
let changed: EmulatorDatabase | undefined;

function tempFolder(label: string): string {
  const folder = mkdtempSync(join(tmpdir(), `db-template-${label}-`));
  folders.push(folder);
  return folder;
}

afterAll(async () => {
  await changed?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it('makes a new template when a migration changes, and drops the one of the old SQL', async () => {
  const project = join(tempFolder('project'), 'supabase');
  cpSync(join(REPO_ROOT, 'supabase', 'migrations'), join(project, 'migrations'), { recursive: true });
  // A cache that holds the template of the project's SQL as it is.
  const before = templateKey(project);
  const cache = tempFolder('cache');
  await copyTemplate(project, TEMPLATE_CACHE_DIR, join(cache, before));

  const [last] = readdirSync(join(project, 'migrations')).sort().slice(-1);
  writeFileSync(
    join(project, 'migrations', last ?? ''),
    '\ncreate table public.test_changed_migration (id int primary key);\n',
    { flag: 'a' },
  );
  const after = templateKey(project);
  expect(after).not.toBe(before);

  changed = await openDatabase({
    dataDir: join(tempFolder('data'), 'db'),
    supabaseDir: project,
    templateDir: cache,
  });
  const { rows } = await changed.asOwner((tx) =>
    tx.query(`select to_regclass('public.test_changed_migration')::text as name`),
  );
  expect(rows).toEqual([{ name: 'test_changed_migration' }]);
  expect(existsSync(join(cache, after))).toBe(true);
  expect(existsSync(join(cache, before))).toBe(false);
});
