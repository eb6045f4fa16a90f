import { configFromEnv } from '../_shared/config.ts';
import { serveIfMain } from '../_shared/runtime.ts';
import { createSecurityStatus } from './handler.ts';

let handle: ((request: Request) => Promise<Response>) | undefined;

/** Built on first use, from the environment the runtime gives the function. */
export default function handler(request: Request): Promise<Response> {
  handle ??= createSecurityStatus({ config: configFromEnv() });
  return handle(request);
}

serveIfMain(import.meta, handler);
