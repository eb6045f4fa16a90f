import { existsSync } from 'node:fs';

/** The flags Chromium needs here: no sandbox as root, and no calls home on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The system Chromium: `CHROMIUM_PATH` when set, else Debian's. No browser is ever downloaded. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`No Chromium at ${path}: install Debian's chromium package or set CHROMIUM_PATH.`);
  }
  return path;
}
