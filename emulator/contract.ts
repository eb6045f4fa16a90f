// The seams between the emulator's parts. The gateway resolves who is calling and hands each
// service a RequestContext; services never parse keys or JWTs themselves.

export type DbRole = 'anon' | 'authenticated' | 'service_role';

/** The JWT claims PostgREST would put in `request.jwt.claims` for this request. */
export interface JwtClaims {
  role: DbRole;
  sub?: string;
  email?: string;
  aal?: 'aal1' | 'aal2';
  amr?: { method: string; timestamp: number }[];
  session_id?: string;
  exp?: number;
  iat?: number;
  [claim: string]: unknown;
}

/** A query runner bound to one transaction. */
export interface Tx {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; affectedRows?: number }>;
}

export interface TransactionOptions {
  /** PostgREST opens GET/HEAD requests as `READ ONLY` transactions; writes then fail with 25006. */
  readOnly?: boolean;
  /**
   * Sets `request.method`, `request.path` and `request.headers` (JSON, lower-cased names) for the
   * transaction, as PostgREST does, so SQL can read them with current_setting().
   */
  request?: { method: string; path: string; headers: Headers };
}

export interface Database {
  /**
   * Runs `work` in one transaction as PostgREST does: BEGIN; SET LOCAL ROLE <claims.role>;
   * set_config('request.jwt.claims', <claims json>, true) (and request.jwt.claim.sub/role); then COMMIT,
   * or ROLLBACK when `work` throws. Transactions never interleave: calls are queued.
   */
  withClaims<T>(claims: JwtClaims, work: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Runs `work` in one transaction as the database owner (no RLS), for the emulator's own bookkeeping. */
  asOwner<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/** A message as the mail catcher stores it. */
export interface MailMessage {
  from: string;
  to: string[];
  subject: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface MailCatcher {
  /** Stores a message as if it had arrived over SMTP (used by the emulator's own auth e-mails). */
  deliver(message: MailMessage): Promise<void>;
  stop(): Promise<void>;
}

export interface RequestContext {
  request: Request;
  /** The path after the service prefix, e.g. `/object/videos/uploads/a.mp4` for `/storage/v1/object/...`. */
  path: string;
  claims: JwtClaims;
  /**
   * Set when the request carried a bearer token that failed verification (bad signature, expired,
   * malformed); `claims` are then the anon claims. Each service answers this in its own hosted error shape.
   */
  authError?: { reason: 'malformed' | 'signature' | 'expired' | 'algorithm'; message: string };
  db: Database;
  mail: MailCatcher;
  /** The emulator's public base URL, e.g. http://127.0.0.1:54321 */
  publicUrl: string;
}

/** A service answers one request; the gateway adds CORS headers to whatever it returns. */
export type ServiceHandler = (ctx: RequestContext) => Promise<Response>;

/** How the gateway's owner builds the storage service: `createStorageHandler(options)` in `storage/`. */
export interface StorageServiceOptions {
  /** Folder holding object bytes (one file per object version), e.g. `<dataDir>/storage`. */
  filesDir: string;
  /** Signs and verifies signed-URL tokens (the project's JWT secret, as hosted by default). */
  jwtSecret: string;
  /**
   * The storage's clock in milliseconds since the epoch, which dates signed URLs and resumable
   * uploads and decides when they expire; `Date.now` by default, a clock a test moves on otherwise.
   */
  now?: () => number;
}

/** `startFunctions(options)` in `functions/`: one Deno process serving every edge function. */
export interface FunctionsServiceOptions {
  /** The folder with one sub-folder per function (`supabase/functions`); `_shared` is not a function. */
  functionsDir: string;
  /**
   * Environment every function sees, as hosted: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY,
   * SUPABASE_PUBLISHABLE_KEY(S), SUPABASE_SECRET_KEY(S). `<functionsDir>/.env` adds the project's secrets.
   */
  env: Record<string, string>;
  /** Environment that `<functionsDir>/.env` may override (the local stand-ins' addresses). */
  defaultEnv?: Record<string, string>;
  /** Verifies JWTs when a function's `verify_jwt` is on. */
  jwtSecret: string;
  /** `supabase/config.toml`, for `[functions.<name>] verify_jwt`; every function verifies when absent. */
  configPath?: string;
  /** Deno's module cache; Deno's own default when absent. */
  denoDir?: string;
  /** Loopback port of the Deno process; a free one when absent. */
  port?: number;
  /** Restart when a file under `functionsDir` changes, as `supabase functions serve` does; default true. */
  watch?: boolean;
}

export interface FunctionsService {
  handler: ServiceHandler;
  stop(): Promise<void>;
}

/** `startMailCatcher(options)` in `mail/`: SMTP in, web inbox and Mailpit-style JSON API out. */
export interface MailCatcherOptions {
  smtpPort?: number;
  httpPort?: number;
  host?: string;
  /** When set, messages are kept in `<dataDir>/messages.json` across restarts. */
  dataDir?: string;
}
