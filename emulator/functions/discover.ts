import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';

/** Every folder with an index.ts, except shared code (`_shared`) and hidden folders. */
export function discoverFunctions(functionsDir: string): string[] {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .filter((entry) => existsSync(join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** `[functions.<name>] verify_jwt` from config.toml; the CLI's default is true. */
export function readVerifyJwt(configPath: string | undefined, names: string[]): Map<string, boolean> {
  const config: Record<string, unknown> =
    configPath && existsSync(configPath) ? parse(readFileSync(configPath, 'utf8')) : {};
  const functions = (
    typeof config.functions === 'object' && config.functions !== null ? config.functions : {}
  ) as Record<string, { verify_jwt?: unknown }>;
  return new Map(names.map((name) => [name, functions[name]?.verify_jwt !== false]));
}

/** A dotenv file as `supabase functions serve --env-file` reads it: KEY=value lines, optional quotes. */
export function readEnvFile(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const env: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const [, key = '', raw = ''] = match;
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    env[key] = quoted
      ? quoted[1] === '"'
        ? (quoted[2] ?? '').replace(/\\n/g, '\n')
        : (quoted[2] ?? '')
      : raw.replace(/\s+#.*$/, '');
  }
  return env;
}
