// `npm run db:types`: applies the migrations to a fresh database and rewrites the generated types.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { openDatabase } from '../../emulator/db/index.ts';
import { DATABASE_TYPES_PATH, generateDatabaseTypes } from './database-types.ts';

const root = resolve(import.meta.dirname, '../..');
const dataDir = await mkdtemp(join(tmpdir(), 'db-types-'));
try {
  const db = await openDatabase({ dataDir, supabaseDir: join(root, 'supabase') });
  try {
    await writeFile(DATABASE_TYPES_PATH, await db.asOwner((tx) => generateDatabaseTypes(tx)));
  } finally {
    await db.close();
  }
  console.log(`wrote ${relative(root, DATABASE_TYPES_PATH)} from the migrations`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
