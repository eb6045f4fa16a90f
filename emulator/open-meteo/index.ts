import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import * as errors from './errors.ts';
import { type ListeningStandIn, listen, pause, readBody } from '../stand-in/http.ts';
import { type Fault, parseFaults } from './faults.ts';
import { forecastResponse, parseForecastQuery } from './forecast.ts';

// A local stand-in for Open-Meteo's forecast API (`GET /v1/forecast`), answering with Open-Meteo's
// shape, units, nulls and error bodies. It is the free API until test code registers API keys
// (`/__stand-in/api-keys`); from then on it is the customer API, which needs `apikey` and refuses
// keys it does not know. `/__stand-in/faults` makes it fail as Open-Meteo fails and
// `/__stand-in/requests` shows what it was asked.

export interface OpenMeteoStandInOptions {
  host?: string;
  /** 0 for any free port. */
  port: number;
}

export interface RecordedForecastRequest {
  /** The query as sent, `apikey` included. */
  query: Record<string, string>;
  apikey: string | null;
  /** The status it was answered with (0 when the caller left before the answer). */
  status: number;
}

export type RunningOpenMeteoStandIn = ListeningStandIn;

const DEFAULT_DELAY_MS = 30_000;
const MAX_BODY_BYTES = 64 * 1024;

function sendJson(res: ServerResponse, status: number, body: unknown): number {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
  return status;
}

const sendError = (res: ServerResponse, error: errors.OpenMeteoError) =>
  sendJson(res, error.status, error.body);

const readRequestBody = (req: IncomingMessage) => readBody(req, MAX_BODY_BYTES);

const BAD_GATEWAY_PAGE =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

export async function startOpenMeteoStandIn(
  options: OpenMeteoStandInOptions,
): Promise<RunningOpenMeteoStandIn> {
  const host = options.host ?? '127.0.0.1';
  let faults: Fault[] = [];
  let requests: RecordedForecastRequest[] = [];
  let apiKeys: string[] = [];

  async function control(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const readJson = async () => {
      try {
        return JSON.parse(await readRequestBody(req)) as unknown;
      } catch {
        return undefined;
      }
    };
    if (path === '/__stand-in/requests') {
      if (req.method === 'DELETE') requests = [];
      if (req.method === 'GET' || req.method === 'DELETE') return void sendJson(res, 200, { requests });
    }
    if (path === '/__stand-in/faults') {
      if (req.method === 'DELETE') faults = [];
      if (req.method === 'POST') {
        const added = parseFaults(await readJson());
        if (!added)
          return void sendJson(res, 400, { error: 'Send { "faults": [{ "kind": …, "delayMs"?: … }] }.' });
        faults.push(...added);
      }
      if (req.method === 'GET' || req.method === 'DELETE' || req.method === 'POST')
        return void sendJson(res, 200, { faults });
    }
    if (path === '/__stand-in/api-keys') {
      if (req.method === 'DELETE') apiKeys = [];
      if (req.method === 'PUT') {
        const keys = (await readJson()) as { keys?: unknown } | undefined;
        if (!Array.isArray(keys?.keys) || !keys.keys.every((key) => typeof key === 'string' && key.trim()))
          return void sendJson(res, 400, { error: 'Send { "keys": ["…"] }.' });
        apiKeys = keys.keys as string[];
      }
      if (req.method === 'GET' || req.method === 'DELETE' || req.method === 'PUT')
        return void sendJson(res, 200, { keys: apiKeys });
    }
    sendError(res, errors.notFound);
  }

  async function forecast(res: ServerResponse, url: URL): Promise<number> {
    const apikey = url.searchParams.get('apikey');
    // A customer instance checks the key before anything else.
    if (apiKeys.length > 0) {
      if (apikey === null) return sendError(res, errors.apiKeyRequired);
      if (!apiKeys.includes(apikey)) return sendError(res, errors.apiKeyInvalid);
    }
    const fault = faults.shift();
    if (fault?.kind === 'invalid-key') return sendError(res, errors.apiKeyInvalid);
    if (fault?.kind === 'rate-limited') return sendError(res, errors.rateLimited);
    if (fault?.kind === 'internal') return sendError(res, errors.internal);
    if (fault?.kind === 'bad-gateway') {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end(BAD_GATEWAY_PAGE);
      return 502;
    }
    if (fault?.kind === 'slow' && !(await pause(res, fault.delayMs ?? DEFAULT_DELAY_MS))) return 0;
    const parsed = parseForecastQuery(url.searchParams);
    if (!parsed.ok) return sendError(res, parsed.error);
    const body = JSON.stringify(forecastResponse(parsed.query, Date.now()));
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(fault?.kind === 'truncated' ? body.slice(0, Math.floor(body.length / 2)) : body);
    return 200;
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/__stand-in/')) {
      control(req, res, url.pathname).catch(() => {
        if (!res.headersSent) sendError(res, errors.internal);
      });
      return;
    }
    if (url.pathname !== '/v1/forecast' || req.method !== 'GET') return void sendError(res, errors.notFound);
    const record: RecordedForecastRequest = {
      query: Object.fromEntries(url.searchParams),
      apikey: url.searchParams.get('apikey'),
      status: 0,
    };
    requests.push(record);
    forecast(res, url)
      .then((status) => {
        record.status = status;
      })
      .catch((error: unknown) => {
        if (!res.headersSent) record.status = sendError(res, errors.internal);
        else res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
  });
  return listen(server, options.port, host);
}
