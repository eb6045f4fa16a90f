import { configFromEnv } from '../_shared/config.ts';
import { serviceClient } from '../_shared/database.ts';
import { serveIfMain } from '../_shared/runtime.ts';
import { createJumpWeather } from './handler.ts';

let handle: ((request: Request) => Promise<Response>) | undefined;

/** Built on first use, from the environment the runtime gives the function. */
export default function handler(request: Request): Promise<Response> {
  if (!handle) {
    const config = configFromEnv();
    handle = createJumpWeather({ config, db: serviceClient(config) });
  }
  return handle(request);
}

serveIfMain(import.meta, handler);
