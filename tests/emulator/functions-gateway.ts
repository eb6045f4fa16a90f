import type { Database, MailCatcher, ServiceHandler } from '../../emulator/contract.ts';
import { startGateway, type Gateway } from '../../emulator/gateway/index.ts';
import { API_KEYS } from '../../emulator/keys.ts';

// The gateway in front of a functions service alone, for the tests of what passes through it to a
// function: nothing behind it uses the database or the mail catcher, and other routes answer 404.

const notUsed = (): never => {
  throw new Error('a functions-only gateway uses neither the database nor the mail catcher');
};
const database: Database = { withClaims: notUsed, asOwner: notUsed };
const mail: MailCatcher = { deliver: notUsed, stop: async () => undefined };
const notFound = async () => new Response(null, { status: 404 });

export function startFunctionsGateway(functions: ServiceHandler): Promise<Gateway> {
  return startGateway({
    host: '127.0.0.1',
    port: 0,
    keys: API_KEYS,
    db: database,
    mail,
    services: { auth: notFound, rest: notFound, functions },
  });
}
