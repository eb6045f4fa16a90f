// The few Deno APIs the functions use, typed locally so the shared modules also type-check under
// the site's TypeScript setup (which has no Deno types) and the tests can import them.

export interface TcpConnection {
  read(buffer: Uint8Array): Promise<number | null>;
  write(data: Uint8Array): Promise<number>;
  close(): void;
}

export interface DenoRuntime {
  env: { get(name: string): string | undefined };
  connect(options: { hostname: string; port: number }): Promise<TcpConnection>;
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
}

export const deno = (globalThis as unknown as { Deno: DenoRuntime }).Deno;

/** Serves `handler` when the module is the entry point (`supabase functions serve`, hosted). */
export function serveIfMain(meta: ImportMeta, handler: (request: Request) => Promise<Response>): void {
  if ((meta as ImportMeta & { main?: boolean }).main) deno.serve(handler);
}
