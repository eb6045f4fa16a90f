// Runs inside Deno: imports every edge function's exported handler and serves them all on one
// loopback port, at `/<function name>/...`. Started by `startFunctions()`; not a public entry point.

interface DenoApi {
  args: string[];
  serve(
    options: { hostname: string; port: number; onListen: (address: { port: number }) => void },
    handler: (request: Request) => Response | Promise<Response>,
  ): unknown;
}

type Handler = (request: Request) => Response | Promise<Response>;

// A module (not a script), so top-level await is allowed under the repo's TypeScript settings.
export {};

const deno = (globalThis as unknown as { Deno: DenoApi }).Deno;
const [functionsDirUrl = '', portArgument = '0', ...names] = deno.args;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The handler a function module exports: default export, a `handler` export, or `{ fetch }`. */
function handlerOf(module: Record<string, unknown>): Handler | undefined {
  for (const candidate of [module.default, module.handler]) {
    if (typeof candidate === 'function') return candidate as Handler;
    if (
      typeof candidate === 'object' &&
      candidate !== null &&
      typeof (candidate as { fetch?: unknown }).fetch === 'function'
    ) {
      const target = candidate as { fetch: Handler };
      return (request) => target.fetch(request);
    }
  }
  return undefined;
}

const loaded = new Map<string, Handler | Error>();
await Promise.all(
  names.map(async (name) => {
    try {
      const module = (await import(new URL(`${name}/index.ts`, functionsDirUrl).href)) as Record<
        string,
        unknown
      >;
      loaded.set(name, handlerOf(module) ?? new Error(`${name}/index.ts exports no request handler`));
    } catch (error) {
      loaded.set(name, error instanceof Error ? error : new Error(String(error)));
    }
  }),
);
for (const [name, result] of loaded) {
  if (result instanceof Error) console.error(`function ${name} failed to boot: ${result.message}`);
}

deno.serve(
  {
    hostname: '127.0.0.1',
    port: Number(portArgument),
    onListen: ({ port }) => console.log(JSON.stringify({ listening: port })),
  },
  async (request) => {
    const name = new URL(request.url).pathname.split('/')[1] ?? '';
    const handler = loaded.get(name);
    if (handler === undefined)
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    if (handler instanceof Error) {
      return json(503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
    }
    try {
      return await handler(request);
    } catch (error) {
      console.error(`function ${name} threw:`, error);
      return json(500, {
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      });
    }
  },
);
