import { configFromEnv } from '../_shared/config.ts';
import { serviceClient } from '../_shared/database.ts';
import { transportFromConfig } from '../_shared/email/transport.ts';
import { serveIfMain } from '../_shared/runtime.ts';
import { createNotifyFactorChange } from './handler.ts';

let handle: ((request: Request) => Promise<Response>) | undefined;

/** Built on first use, from the environment the runtime gives the function. */
export default function handler(request: Request): Promise<Response> {
  if (!handle) {
    const config = configFromEnv();
    handle = createNotifyFactorChange({
      config,
      db: serviceClient(config),
      transport: transportFromConfig(config),
    });
  }
  return handle(request);
}

serveIfMain(import.meta, handler);
