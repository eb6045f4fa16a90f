import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PGlite is a single-process database: two emulators on one data folder would corrupt it.

const LOCK_FILE = 'emulator.pid';
/** Folders locked by this process (the pid file cannot tell two emulators in one process apart). */
const lockedHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live emulator using `dataDir`, if any. */
function lockHolder(dataDir: string): number | undefined {
  const path = join(dataDir, LOCK_FILE);
  if (!existsSync(path)) return undefined;
  const pid = Number(readFileSync(path, 'utf8').trim());
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

export function acquireLock(dataDir: string): () => void {
  const holder = lockedHere.has(dataDir) ? process.pid : lockHolder(dataDir);
  if (holder !== undefined) {
    throw new Error(
      `another emulator (pid ${holder}) is using ${dataDir}; stop it first or choose another data folder`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  writeFileSync(path, String(process.pid));
  lockedHere.add(dataDir);
  return () => {
    lockedHere.delete(dataDir);
    rmSync(path, { force: true });
  };
}

/** Empties the data folder (database, stored objects, caught mail) but keeps the lock. */
export function clearDataDir(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  for (const entry of readdirSync(dataDir)) {
    if (entry !== LOCK_FILE) rmSync(join(dataDir, entry), { recursive: true, force: true });
  }
}
