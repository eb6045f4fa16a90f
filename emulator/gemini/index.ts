import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type ListeningStandIn, listen, pause, readBody } from '../stand-in/http.ts';
import { type Fault, parseFaults } from './faults.ts';
import * as google from './google-errors.ts';
import {
  blockedPrompt,
  candidateChunk,
  type GenerateContentRequest,
  pieces,
  replyText,
  safetyStop,
  usage,
} from './replies.ts';

// A local stand-in for Google's Generative Language API (what `@google/genai` calls with an API
// key): `POST /v1beta/models/{model}:generateContent` and `:streamGenerateContent?alt=sse`, with
// Google's status codes and error bodies. `/__stand-in/faults` makes it fail as Google fails and
// `/__stand-in/requests` shows what it was sent.

export interface GeminiStandInOptions {
  host?: string;
  /** 0 for any free port. */
  port: number;
}

export interface RecordedRequest {
  model: string;
  method: 'generateContent' | 'streamGenerateContent';
  /** Whether the key came in the `x-goog-api-key` header or the `key` query parameter. */
  apiKey: string | null;
  body: unknown;
}

export type RunningGeminiStandIn = ListeningStandIn;

const MODEL_PATH = /^\/(v1beta|v1|v1alpha)\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;
const DEFAULT_DELAY_MS = 30_000;
const MAX_BODY_BYTES = 4 * 1024 * 1024;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

const sendError = (res: ServerResponse, error: google.GoogleError) => sendJson(res, error.status, error.body);

const readRequestBody = (req: IncomingMessage) => readBody(req, MAX_BODY_BYTES);

/** Writes one server-sent event the way Google frames them. */
const writeEvent = (res: ServerResponse, data: unknown) => res.write(`data: ${JSON.stringify(data)}\r\n\r\n`);

async function answer(
  res: ServerResponse,
  request: GenerateContentRequest,
  model: string,
  mode: 'whole' | 'array' | 'sse',
  fault: Fault | undefined,
): Promise<void> {
  const responseId = randomUUID().replace(/-/g, '').slice(0, 22);
  if (fault?.kind === 'slow' && !(await pause(res, fault.delayMs ?? DEFAULT_DELAY_MS))) return;
  const special =
    fault?.kind === 'blocked-prompt'
      ? blockedPrompt(request, model, responseId)
      : fault?.kind === 'safety'
        ? safetyStop(request, model, responseId)
        : undefined;
  const text = replyText(request);
  const parts = pieces(text);
  const chunks = special
    ? [special]
    : parts.map((piece, index) =>
        index === parts.length - 1
          ? candidateChunk(piece, model, responseId, 'STOP', { usageMetadata: usage(request, text) })
          : candidateChunk(piece, model, responseId),
      );
  if (mode === 'whole') {
    return sendJson(
      res,
      200,
      special ?? candidateChunk(text, model, responseId, 'STOP', { usageMetadata: usage(request, text) }),
    );
  }
  // Without `alt=sse` the streaming method answers with all chunks as one JSON array.
  if (mode === 'array') return sendJson(res, 200, chunks);
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  for (const [index, chunk] of chunks.entries()) {
    writeEvent(res, chunk);
    if (index === 0 && fault?.kind === 'stall' && !(await pause(res, fault.delayMs ?? DEFAULT_DELAY_MS)))
      return;
  }
  res.end();
}

export async function startGeminiStandIn(options: GeminiStandInOptions): Promise<RunningGeminiStandIn> {
  const host = options.host ?? '127.0.0.1';
  let faults: Fault[] = [];
  let requests: RecordedRequest[] = [];

  async function control(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (path === '/__stand-in/requests' && req.method === 'GET') return sendJson(res, 200, { requests });
    if (path === '/__stand-in/requests' && req.method === 'DELETE') {
      requests = [];
      return sendJson(res, 200, { requests });
    }
    if (path === '/__stand-in/faults' && req.method === 'GET') return sendJson(res, 200, { faults });
    if (path === '/__stand-in/faults' && req.method === 'DELETE') {
      faults = [];
      return sendJson(res, 200, { faults });
    }
    if (path === '/__stand-in/faults' && req.method === 'POST') {
      let added: Fault[] | undefined;
      try {
        added = parseFaults(JSON.parse(await readRequestBody(req)));
      } catch {
        added = undefined;
      }
      if (!added) return sendJson(res, 400, { error: 'Send { "faults": [{ "kind": …, "delayMs"?: … }] }.' });
      faults.push(...added);
      return sendJson(res, 200, { faults });
    }
    return sendError(res, google.pathNotFound(path));
  }

  async function model(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const match = MODEL_PATH.exec(url.pathname);
    if (!match) return sendError(res, google.pathNotFound(url.pathname));
    if (req.method !== 'POST') return sendError(res, google.methodNotAllowed);
    const [, , modelName = '', method = 'generateContent'] = match;
    const raw = await readRequestBody(req);
    let body: unknown;
    let parseError: string | undefined;
    try {
      body = JSON.parse(raw);
    } catch (error) {
      parseError = error instanceof Error ? error.message : String(error);
    }
    const apiKey = req.headers['x-goog-api-key'] ?? url.searchParams.get('key');
    const key = Array.isArray(apiKey) ? apiKey[0] : apiKey;
    requests.push({
      model: modelName,
      method: method as RecordedRequest['method'],
      apiKey: key ?? null,
      body: body ?? null,
    });

    if (key === undefined || key === null) return sendError(res, google.missingKey);
    const fault = faults.shift();
    if (!key.trim() || fault?.kind === 'invalid-key') return sendError(res, google.invalidKey);
    if (parseError !== undefined) return sendError(res, google.invalidJson(parseError));
    if (fault?.kind === 'rate-limited') return sendError(res, google.quotaExceeded);
    if (fault?.kind === 'internal') return sendError(res, google.internal);
    if (fault?.kind === 'unavailable') return sendError(res, google.overloaded);
    if (!modelName.startsWith('gemini-')) return sendError(res, google.modelNotFound(modelName, method));
    const request = (typeof body === 'object' && body !== null ? body : {}) as GenerateContentRequest;
    if (!Array.isArray(request.contents) || request.contents.length === 0) {
      return sendError(res, google.contentsMissing);
    }
    const mode =
      method === 'generateContent' ? 'whole' : url.searchParams.get('alt') === 'sse' ? 'sse' : 'array';
    return answer(res, request, modelName, mode, fault);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const handle = url.pathname.startsWith('/__stand-in/')
      ? control(req, res, url.pathname)
      : model(req, res, url);
    handle.catch((error: unknown) => {
      if (!res.headersSent) sendError(res, google.internal);
      else res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  return listen(server, options.port, host);
}
