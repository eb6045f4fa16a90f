import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAuthHandler } from './auth/index.ts';
import { acquireLock, clearDataDir } from './data-dir-lock.ts';
import type { Database, ServiceHandler } from './contract.ts';
import { startCron } from './db/cron.ts';
import { openDatabase } from './db/index.ts';
import { startNet } from './db/net.ts';
import { setVaultSecrets } from './db/vault.ts';
import { startFunctions } from './functions/index.ts';
import { startGeminiStandIn } from './gemini/index.ts';
import { startGateway } from './gateway/index.ts';
import { startOpenMeteoStandIn } from './open-meteo/index.ts';
import { API_KEYS, LOCAL_NEWSLETTER_SECRET, type ApiKeys } from './keys.ts';
import { startMailCatcher } from './mail/index.ts';
import { loadProjectConfig, type ProjectConfig } from './project-config.ts';
import { createRestHandler } from './rest/index.ts';
import { createStorageHandler } from './storage/index.ts';

export const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.emulator-data');

export interface EmulatorOptions {
  /** Where the database, stored objects and caught mail live; default `.emulator-data` at the repo root. */
  dataDir?: string;
  /** Start from an empty database (migrations and seed re-applied). */
  fresh?: boolean;
  /** API gateway port; 54321 by default, 0 for any free port. */
  port?: number;
  /** Mail catcher web inbox port; 54324 by default, 0 for any free port. */
  inboxPort?: number;
  /** Mail catcher SMTP port; 54325 by default, 0 for any free port. */
  smtpPort?: number;
  /** Gemini API stand-in port; 54326 by default (a free one when `port` is 0), 0 for any free port. */
  geminiPort?: number;
  /** Open-Meteo API stand-in port; 54327 by default (a free one when `port` is 0), 0 for any free port. */
  openMeteoPort?: number;
  /** Start the Deno edge-functions runner (default true). */
  functions?: boolean;
  /** Overrides for settings otherwise read from `supabase/config.toml`. */
  config?: Partial<ProjectConfig>;
  /** The folder holding config.toml, migrations, seed.sql and functions; default `supabase/` at the repo root. */
  supabaseDir?: string;
  /** A new database starts as a copy of the migrated template kept in this folder (tests: `db/template.ts`). */
  templateDir?: string;
  /** The storage's clock (signed-URL and resumable-upload expiry); `Date.now` by default. */
  storageClock?: () => number;
  /**
   * The bcrypt cost of new password hashes; GoTrue's 10 by default. Test stacks take bcrypt's least,
   * 4: the hashes have the same format and check the same, in a hundredth of the time.
   */
  bcryptCost?: number;
  quiet?: boolean;
}

export interface RunningEmulator {
  /** The API URL to give `createClient`, e.g. http://127.0.0.1:54321 */
  url: string;
  /** The mail catcher's web inbox (with a Mailpit-style JSON API under /api/v1). */
  inboxUrl: string;
  smtpPort: number;
  /** The Gemini API stand-in, the functions' GEMINI_BASE_URL unless `supabase/functions/.env` sets one. */
  geminiUrl: string;
  /** The Open-Meteo stand-in, the functions' OPEN_METEO_BASE_URL unless `supabase/functions/.env` sets one. */
  openMeteoUrl: string;
  keys: ApiKeys;
  /** Direct database access (as the owner via `asOwner`, or as an API role via `withClaims`), for scripts and tests. */
  db: Database;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

const bootErrorHandler: ServiceHandler = async () =>
  new Response(
    JSON.stringify({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }),
    {
      status: 503,
      headers: { 'Content-Type': 'application/json' },
    },
  );

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const log = options.quiet ? () => undefined : (message: string) => console.log(message);
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const supabaseDir = resolve(options.supabaseDir ?? join(REPO_ROOT, 'supabase'));
  const config: ProjectConfig = { ...loadProjectConfig(supabaseDir), ...options.config };
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };

  const releaseLock = acquireLock(dataDir);
  stops.push(async () => releaseLock());
  try {
    if (options.fresh) clearDataDir(dataDir);
    const db = await openDatabase({
      dataDir: join(dataDir, 'db'),
      supabaseDir,
      templateDir: options.templateDir,
    });
    stops.push(() => db.close());
    if (db.created) log(`database created, ${db.appliedMigrations.length} migrations applied and seeded`);
    else if (db.appliedMigrations.length > 0) log(`applied migrations: ${db.appliedMigrations.join(', ')}`);
    const cron = startCron(db, (error) => console.error('emulator: a scheduled job could not run', error));
    stops.push(async () => cron.stop());
    const net = startNet(db, (error) =>
      console.error('emulator: a queued HTTP request could not be sent', error),
    );
    stops.push(() => net.stop());

    mkdirSync(join(dataDir, 'mail'), { recursive: true });
    const mail = await startMailCatcher({
      host: HOST,
      httpPort: options.inboxPort ?? 54324,
      smtpPort: options.smtpPort ?? 54325,
      dataDir: join(dataDir, 'mail'),
    });
    stops.push(() => mail.stop());

    // An emulator on a free gateway port (a test) takes a free stand-in port too, so tests can run side by side.
    const geminiPort = options.geminiPort ?? (options.port === 0 ? 0 : 54326);
    const gemini = await startGeminiStandIn({ host: HOST, port: geminiPort });
    stops.push(() => gemini.stop());
    const openMeteo = await startOpenMeteoStandIn({
      host: HOST,
      port: options.openMeteoPort ?? (options.port === 0 ? 0 : 54327),
    });
    stops.push(() => openMeteo.stop());

    const port = options.port ?? 54321;
    const publicUrl = port === 0 ? undefined : `http://${HOST}:${port}`;
    // Functions start after the gateway: they need its URL, which port 0 only fixes once it listens.
    const functionsDir = join(supabaseDir, 'functions');
    const services = {
      auth: createAuthHandler({ config, jwtSecret: API_KEYS.jwtSecret, bcryptCost: options.bcryptCost }),
      rest: createRestHandler({ config }),
      storage: createStorageHandler({
        filesDir: join(dataDir, 'storage'),
        jwtSecret: API_KEYS.jwtSecret,
        now: options.storageClock,
      }),
      functions: undefined as ServiceHandler | undefined,
    };
    const gateway = await startGateway({
      host: HOST,
      port,
      publicUrl,
      keys: API_KEYS,
      db,
      mail,
      services,
      onError: (error) => console.error('emulator: request failed', error),
    });
    stops.push(() => gateway.close());
    // What scheduled jobs read to call the edge functions, as a hosted project keeps them in Vault.
    await setVaultSecrets(db, { project_url: gateway.url, service_role_key: API_KEYS.serviceRole });

    if (options.functions !== false && existsSync(functionsDir)) {
      try {
        const started = await startFunctions({
          functionsDir,
          configPath: join(supabaseDir, 'config.toml'),
          jwtSecret: API_KEYS.jwtSecret,
          // Used only with a GEMINI_API_KEY; a GEMINI_BASE_URL in .env (empty for Google's) wins.
          // Open-Meteo likewise: an OPEN_METEO_BASE_URL in .env (empty for Open-Meteo's own) wins.
          // The newsletter's signing secret, which production sets itself: a NEWSLETTER_SECRET in .env wins.
          defaultEnv: {
            GEMINI_BASE_URL: gemini.url,
            OPEN_METEO_BASE_URL: openMeteo.url,
            NEWSLETTER_SECRET: LOCAL_NEWSLETTER_SECRET,
          },
          env: {
            SUPABASE_URL: gateway.url,
            SUPABASE_ANON_KEY: API_KEYS.anon,
            SUPABASE_SERVICE_ROLE_KEY: API_KEYS.serviceRole,
            SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: API_KEYS.publishable }),
            SUPABASE_SECRET_KEYS: JSON.stringify({ default: API_KEYS.secret }),
            SMTP_HOST: HOST,
            SMTP_PORT: String(mail.smtpPort),
            // Links in e-mails (the newsletter's pages, the guide) open the local site.
            SITE_URL: config.siteUrl,
          },
        });
        stops.push(() => started.stop());
        services.functions = started.handler;
      } catch (error) {
        // A function that does not boot must not take the database and auth down with it:
        // like the hosted edge runtime, its requests answer 503 BOOT_ERROR instead.
        console.error('emulator: edge functions failed to start', error);
        services.functions = bootErrorHandler;
      }
    }

    return {
      url: gateway.url,
      inboxUrl: `http://${HOST}:${mail.httpPort}`,
      smtpPort: mail.smtpPort,
      geminiUrl: gemini.url,
      openMeteoUrl: openMeteo.url,
      keys: API_KEYS,
      db,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
