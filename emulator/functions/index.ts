import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type {
  FunctionsService,
  FunctionsServiceOptions,
  RequestContext,
  ServiceHandler,
} from '../contract.ts';
import { verifyJwt } from '../jwt.ts';
import { denoBinary } from './deno-binary.ts';
import { discoverFunctions, readEnvFile, readVerifyJwt } from './discover.ts';

// Edge functions (`/functions/v1/<name>`) run in one real Deno process that imports each
// function's exported handler (see router.ts); this side checks `verify_jwt` and proxies.

// The first start may download the functions' npm packages; later starts hit Deno's cache.
const BOOT_TIMEOUT_MS = 180_000;
// Headers that describe the hop, not the content; fetch() has already decoded the body.
const HOP_HEADERS = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'host',
];

// The caller's hop, not the request: fetch frames the body again, and refuses a request that
// still carries the caller's `Transfer-Encoding`.
const REQUEST_HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'host'];

// What Deno needs to reach the npm registry from this machine (proxies, registries, trusted CAs).
const NETWORK_ENV = [
  'HTTPS_PROXY',
  'HTTP_PROXY',
  'NO_PROXY',
  'NPM_CONFIG_REGISTRY',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
];

function networkEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of NETWORK_ENV) {
    const value = process.env[name] ?? process.env[name.toLowerCase()];
    if (value) env[name] = value;
  }
  // Trust the same extra certificate authorities as Node does.
  if (!env.DENO_CERT && process.env.NODE_EXTRA_CA_CERTS) env.DENO_CERT = process.env.NODE_EXTRA_CA_CERTS;
  return env;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The local functions gateway's answers when `verify_jwt` rejects a request. */
function checkJwt(request: Request, jwtSecret: string): Response | undefined {
  const header = request.headers.get('authorization');
  if (!header) return json(401, { msg: 'Error: Missing authorization header' });
  const match = /^Bearer (.+)$/.exec(header);
  if (!match?.[1]) return json(401, { msg: "Error: Auth header is not 'Bearer {token}'" });
  return verifyJwt(match[1], jwtSecret).ok ? undefined : json(401, { msg: 'Invalid JWT' });
}

/** Resolves with the router's port once it prints it; forwards all other Deno output. */
function waitForPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    const timer = setTimeout(
      () => fail(new Error(`edge functions did not start within ${BOOT_TIMEOUT_MS / 1000}s`)),
      BOOT_TIMEOUT_MS,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      child.stdout?.off('data', onOutput);
      reject(new Error(`${error.message}\n${errors}`.trim()));
    }
    function onOutput(chunk: Buffer) {
      output += chunk.toString();
      const ready = /\{"listening":(\d+)\}\n?/.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      child.stdout?.off('data', onOutput);
      child.off('exit', onExit);
      child.stdout?.on('data', (later: Buffer) => process.stdout.write(later));
      process.stdout.write(output.replace(ready[0], ''));
      resolve(Number(ready[1]));
    }
    function onExit(code: number | null) {
      fail(new Error(`edge functions exited with code ${String(code)}`));
    }
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
      process.stderr.write(chunk);
    });
    child.stdout?.on('data', onOutput);
    child.once('error', fail);
    child.once('exit', onExit);
  });
}

interface Runtime {
  child: ChildProcess;
  port: number;
  /** Function name → whether its requests need a valid JWT. */
  verify: Map<string, boolean>;
}

/** Discovers the functions, then starts Deno serving them and waits until it listens. */
async function launch(options: FunctionsServiceOptions): Promise<Runtime> {
  const names = discoverFunctions(options.functionsDir);
  const verify = readVerifyJwt(options.configPath, names);
  const denoConfig = join(options.functionsDir, 'deno.json');
  const denoLock = join(options.functionsDir, 'deno.lock');
  const routerPath = fileURLToPath(new URL('./router.ts', import.meta.url));
  const functionsDirUrl = pathToFileURL(join(options.functionsDir, '/')).href;
  const args = [
    'run',
    '--allow-net',
    '--allow-env',
    // Read access to the functions' folder alone: the router imports each function by a computed
    // URL, which makes Deno check read access for its whole module graph, so an import from
    // outside the folder fails here as it would in a hosted deploy, which bundles only this folder.
    `--allow-read=${options.functionsDir}`,
    '--allow-sys',
    '--no-prompt',
    // The committed lock, frozen: the npm versions deploy and the tests use, never newer ones a
    // range would fetch (a folder without a lock, such as a test fixture, runs without one).
    ...(existsSync(denoLock) ? [`--lock=${denoLock}`, '--frozen'] : ['--no-lock']),
    // The repo's package.json belongs to the website; functions resolve `npm:` from Deno's cache, as hosted.
    '--node-modules-dir=none',
    ...(existsSync(denoConfig) ? ['--config', denoConfig] : ['--no-config']),
    routerPath,
    functionsDirUrl,
    String(options.port ?? 0),
    ...names,
  ];
  const denoDir = options.denoDir ?? process.env.DENO_DIR;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NO_COLOR: '1',
    ...(denoDir ? { DENO_DIR: denoDir } : {}),
    ...networkEnv(),
    ...options.defaultEnv,
    ...readEnvFile(join(options.functionsDir, '.env')),
    ...options.env,
  };
  const child = spawn(denoBinary(), args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    return { child, port: await waitForPort(child), verify };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

function stopRuntime(runtime: Runtime): Promise<void> {
  const { child } = runtime;
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function proxy(ctx: RequestContext, runtime: Runtime, name: string, rest: string[]): Promise<Response> {
  const target = new URL(`http://127.0.0.1:${runtime.port}/${[name, ...rest].join('/')}`);
  target.search = new URL(ctx.request.url).search;
  const headers = new Headers(ctx.request.headers);
  for (const header of REQUEST_HOP_HEADERS) headers.delete(header);
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: ctx.request.method,
      headers,
      body: ctx.request.method === 'GET' || ctx.request.method === 'HEAD' ? undefined : ctx.request.body,
      duplex: 'half',
      redirect: 'manual',
    } as RequestInit);
  } catch {
    return json(503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
  }
  const responseHeaders = new Headers(upstream.headers);
  for (const header of HOP_HEADERS) responseHeaders.delete(header);
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}

export async function startFunctions(options: FunctionsServiceOptions): Promise<FunctionsService> {
  let runtime = await launch(options);
  let reloading: Promise<void> | undefined;
  let reloadAgain = false;
  let debounce: NodeJS.Timeout | undefined;

  // Like `supabase functions serve`: edits (code, deno.json, .env) restart the runtime. A runtime
  // that fails to start leaves the previous one serving.
  async function reload(): Promise<void> {
    if (reloading) {
      reloadAgain = true;
      return;
    }
    reloading = (async () => {
      // A fixed port cannot be shared, so the old runtime goes first.
      if (options.port) await stopRuntime(runtime);
      try {
        const next = await launch(options);
        const previous = runtime;
        runtime = next;
        await stopRuntime(previous);
      } catch (error) {
        console.error('edge functions: restart failed', error instanceof Error ? error.message : error);
      }
    })();
    await reloading;
    reloading = undefined;
    if (reloadAgain) {
      reloadAgain = false;
      await reload();
    }
  }

  const watcher =
    options.watch === false
      ? undefined
      : watch(options.functionsDir, { recursive: true }, () => {
          clearTimeout(debounce);
          debounce = setTimeout(() => void reload(), 200);
        });

  const handler: ServiceHandler = async (ctx: RequestContext) => {
    await reloading;
    const [, name = '', ...rest] = ctx.path.split('/');
    const verifyJwt = runtime.verify.get(name);
    if (verifyJwt === undefined) {
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    if (verifyJwt && ctx.request.method !== 'OPTIONS') {
      const rejection = checkJwt(ctx.request, options.jwtSecret);
      if (rejection) return rejection;
    }
    return proxy(ctx, runtime, name, rest);
  };

  return {
    handler,
    async stop() {
      watcher?.close();
      clearTimeout(debounce);
      await reloading;
      await stopRuntime(runtime);
    },
  };
}
