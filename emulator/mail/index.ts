import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { SMTPServer } from 'smtp-server';
import type { MailCatcher, MailCatcherOptions, MailMessage } from '../contract.ts';
import { inboxPage, messagePage } from './inbox-page.ts';
import { composeRaw, matches, MessageStore, parseMessage, summary, type StoredMessage } from './store.ts';

// A local mail catcher like the one `supabase start` runs: SMTP in, a web inbox and a
// Mailpit-compatible JSON API out.

export interface RunningMailCatcher extends MailCatcher {
  smtpPort: number;
  httpPort: number;
}

// No CORS headers: the inbox holds sign-in links and codes, and a page in the developer's browser
// from any other origin must not read them. Tests and scripts read it from Node.
function send(res: ServerResponse, status: number, body: string, type: string): void {
  res.writeHead(status, { 'Content-Type': type });
  res.end(body);
}

const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, JSON.stringify(body), 'application/json');

function listing(messages: StoredMessage[], total: number, url: URL) {
  const start = Math.max(0, Number(url.searchParams.get('start') ?? 0) || 0);
  const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 50) || 50);
  const page = messages.slice(start, start + limit);
  return {
    total,
    unread: 0,
    count: page.length,
    messages_count: messages.length,
    start,
    tags: [],
    messages: page.map(summary),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<RunningMailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const store = new MessageStore(options.dataDir);

  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    banner: 'local mail catcher',
    logger: false,
    // Any credentials are accepted: the catcher only collects mail.
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'local' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        parseMessage(Buffer.concat(chunks).toString('utf8'), envelopeTo).then(
          (message) => {
            store.add(message);
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });

  const http = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname;
      const messageMatch = /^\/api\/v1\/message\/([^/]+)(\/raw|\/headers)?$/.exec(path);
      if (req.method === 'GET' && path === '/api/v1/messages') {
        const all = store.all();
        return sendJson(res, 200, listing(all, all.length, url));
      }
      if (req.method === 'GET' && path === '/api/v1/search') {
        const all = store.all();
        const query = url.searchParams.get('query') ?? '';
        return sendJson(
          res,
          200,
          listing(
            all.filter((m) => matches(m, query)),
            all.length,
            url,
          ),
        );
      }
      if (req.method === 'DELETE' && path === '/api/v1/messages') {
        const text = await readBody(req);
        const ids = text ? (JSON.parse(text) as { IDs?: string[] }).IDs : undefined;
        store.delete(ids && ids.length > 0 ? ids : undefined);
        return send(res, 200, 'ok', 'text/plain');
      }
      if (req.method === 'GET' && messageMatch) {
        const message = store.get(decodeURIComponent(messageMatch[1] ?? ''));
        if (!message) return send(res, 404, 'message not found', 'text/plain');
        if (messageMatch[2] === '/raw') return send(res, 200, message.Raw, 'text/plain; charset=utf-8');
        if (messageMatch[2] === '/headers') return sendJson(res, 200, message.Headers);
        const { Raw: _raw, ...detail } = message;
        return sendJson(res, 200, detail);
      }
      if (req.method === 'GET' && path === '/')
        return send(res, 200, inboxPage(store.all()), 'text/html; charset=utf-8');
      const view = /^\/view\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && view) {
        const message = store.get(decodeURIComponent(view[1] ?? ''));
        if (message) return send(res, 200, messagePage(message), 'text/html; charset=utf-8');
      }
      return send(res, 404, 'not found', 'text/plain');
    })().catch((error: unknown) =>
      send(res, 400, error instanceof Error ? error.message : String(error), 'text/plain'),
    );
  });

  const listen = (
    server: {
      listen: (port: number, host: string, cb: () => void) => unknown;
      once: (event: 'error', cb: (e: Error) => void) => unknown;
    },
    port: number,
  ) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
  await listen(smtp, options.smtpPort ?? 54325);
  try {
    await listen(http, options.httpPort ?? 54324);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(resolve));
    throw error;
  }
  const smtpAddress = smtp.server.address();
  const httpAddress = http.address();

  return {
    smtpPort: typeof smtpAddress === 'object' && smtpAddress ? smtpAddress.port : (options.smtpPort ?? 54325),
    httpPort: typeof httpAddress === 'object' && httpAddress ? httpAddress.port : (options.httpPort ?? 54324),
    async deliver(message: MailMessage) {
      store.add(await parseMessage(composeRaw(message), message.to));
    },
    async stop() {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(resolve)),
        new Promise<void>((resolve, reject) => {
          http.close((error) => (error ? reject(error) : resolve()));
          http.closeAllConnections();
        }),
      ]);
    },
  };
}
