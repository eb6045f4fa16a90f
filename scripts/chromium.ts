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

/**
 * Debian's builds: the headless shell (package `chromium-headless-shell`), which Playwright itself
 * drives for headless runs and which never stops drawing a page the way the full browser's new
 * headless mode now and then did; and the full browser (package `chromium`), which Lighthouse
 * measures in, as a visitor's browser renders.
 */
const DEBIAN_CHROMIUM = {
  'headless-shell': '/usr/lib/chromium/chromium-headless-shell',
  full: '/usr/bin/chromium',
} as const;

/**
 * The system Chromium: `CHROMIUM_PATH` when set, else Debian's build of that kind, else the other
 * one. No browser is ever downloaded.
 */
export function chromiumPath(kind: keyof typeof DEBIAN_CHROMIUM = 'headless-shell'): string {
  const other = kind === 'full' ? 'headless-shell' : 'full';
  const path =
    process.env.CHROMIUM_PATH ??
    [DEBIAN_CHROMIUM[kind], DEBIAN_CHROMIUM[other]].find((candidate) => existsSync(candidate)) ??
    DEBIAN_CHROMIUM[kind];
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}: install Debian's chromium-headless-shell package or set CHROMIUM_PATH.`,
    );
  }
  return path;
}
