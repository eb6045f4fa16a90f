// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The edge functions run the npm packages the site installs, at the same versions: deno.json pins
// them exactly and the committed deno.lock (which the local stack, the tests and the deploy gate
// run frozen) resolves each to that version. Update package.json, deno.json and the lock together
// (supabase/README.md, "Edge functions", has the command).

const root = resolve(import.meta.dirname, '../..');
const functionsDir = join(root, 'supabase/functions');

interface PackageLock {
  packages: Record<string, { version?: string }>;
}

interface DenoLock {
  specifiers?: Record<string, string>;
  npm?: Record<string, unknown>;
  workspace?: { dependencies?: string[] };
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** `npm:@scope/name@1.2.3` → name and version (or range); undefined for anything else. */
function npmSpecifier(specifier: string): { name: string; version: string } | undefined {
  const match = /^npm:(@?[^@]+)@(.+)$/.exec(specifier);
  return match ? { name: match[1], version: match[2] } : undefined;
}

/** `@scope/name@1.2.3` or `name@1.2.3_peer@4` (a lock's package key) → name and version. */
function lockPackage(key: string): { name: string; version: string } {
  const at = key.indexOf('@', 1);
  return { name: key.slice(0, at), version: key.slice(at + 1).split('_')[0] };
}

const EXACT_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** Every way the functions' npm versions differ from the site's installed ones, as sentences. */
function versionMismatches(
  imports: Record<string, string>,
  denoLock: DenoLock | undefined,
  packageLock: PackageLock,
): string[] {
  const installed = (name: string) => packageLock.packages[`node_modules/${name}`]?.version;
  const problems: string[] = [];
  const pinned = new Map<string, string>();
  for (const [alias, target] of Object.entries(imports)) {
    const npm = npmSpecifier(target);
    if (!npm) continue;
    pinned.set(npm.name, npm.version);
    if (!EXACT_VERSION.test(npm.version))
      problems.push(`deno.json maps ${alias} to the range ${target}, not an exact version`);
    if (installed(npm.name) !== npm.version)
      problems.push(
        `deno.json pins ${npm.name}@${npm.version}, package-lock.json installs ${installed(npm.name)}`,
      );
  }
  if (!denoLock) return [...problems, 'supabase/functions/deno.lock is missing'];
  for (const [specifier, resolved] of Object.entries(denoLock.specifiers ?? {})) {
    const npm = npmSpecifier(specifier);
    if (npm && installed(npm.name) !== resolved.split('_')[0])
      problems.push(
        `deno.lock resolves ${specifier} to ${resolved}, package-lock.json installs ${installed(npm.name)}`,
      );
  }
  const locked = new Set(denoLock.workspace?.dependencies ?? []);
  for (const target of Object.values(imports)) {
    if (npmSpecifier(target) && !locked.has(target)) problems.push(`deno.lock does not lock ${target}`);
  }
  for (const key of Object.keys(denoLock.npm ?? {})) {
    const { name, version } = lockPackage(key);
    if (pinned.has(name) && version !== installed(name))
      problems.push(`deno.lock holds ${name}@${version}, package-lock.json installs ${installed(name)}`);
  }
  return problems;
}

describe('edge function dependency versions', () => {
  const packageLock = readJson<PackageLock>(join(root, 'package-lock.json'));
  const { imports } = readJson<{ imports: Record<string, string> }>(join(functionsDir, 'deno.json'));
  const lockPath = join(functionsDir, 'deno.lock');
  const denoLock = existsSync(lockPath) ? readJson<DenoLock>(lockPath) : undefined;

  it('pins every npm import in deno.json and deno.lock to the version package-lock.json installs', () => {
    expect(Object.values(imports).filter((target) => target.startsWith('npm:'))).not.toHaveLength(0);
    expect(versionMismatches(imports, denoLock, packageLock)).toEqual([]);
  });

  it('locks supabase-js where the site has it', () => {
    const version = packageLock.packages['node_modules/@supabase/supabase-js']?.version;
    expect(imports['@supabase/supabase-js']).toBe(`npm:@supabase/supabase-js@${version}`);
    expect(denoLock?.specifiers?.[`npm:@supabase/supabase-js@${version}`]).toBe(version);
  });

  describe('the comparison', () => {
    const site: PackageLock = { packages: { 'node_modules/@supabase/supabase-js': { version: '2.109.0' } } };
    const lockOf = (resolved: string, specifier = 'npm:@supabase/supabase-js@2.109.0'): DenoLock => ({
      specifiers: { [specifier]: resolved },
      npm: { [`@supabase/supabase-js@${resolved}`]: {} },
      workspace: { dependencies: [specifier] },
    });

    it('accepts matching versions', () => {
      const imports = { '@supabase/supabase-js': 'npm:@supabase/supabase-js@2.109.0' };
      expect(versionMismatches(imports, lockOf('2.109.0'), site)).toEqual([]);
    });

    it('refuses a caret range, a newer lock, a stale lock and no lock', () => {
      const ranged = { '@supabase/supabase-js': 'npm:@supabase/supabase-js@^2.109.0' };
      expect(versionMismatches(ranged, lockOf('2.119.1', ranged['@supabase/supabase-js']), site)).toEqual([
        'deno.json maps @supabase/supabase-js to the range npm:@supabase/supabase-js@^2.109.0, not an exact version',
        'deno.json pins @supabase/supabase-js@^2.109.0, package-lock.json installs 2.109.0',
        'deno.lock resolves npm:@supabase/supabase-js@^2.109.0 to 2.119.1, package-lock.json installs 2.109.0',
        'deno.lock holds @supabase/supabase-js@2.119.1, package-lock.json installs 2.109.0',
      ]);
      const exact = { '@supabase/supabase-js': 'npm:@supabase/supabase-js@2.109.0' };
      expect(versionMismatches(exact, lockOf('2.108.0', 'npm:@supabase/supabase-js@2.108.0'), site)).toEqual([
        'deno.lock resolves npm:@supabase/supabase-js@2.108.0 to 2.108.0, package-lock.json installs 2.109.0',
        'deno.lock does not lock npm:@supabase/supabase-js@2.109.0',
        'deno.lock holds @supabase/supabase-js@2.108.0, package-lock.json installs 2.109.0',
      ]);
      expect(versionMismatches(exact, undefined, site)).toEqual(['supabase/functions/deno.lock is missing']);
    });
  });
});
