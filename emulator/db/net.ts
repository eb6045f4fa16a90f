// Sends the requests queued with `net.http_post` (net.sql) as pg_net's background worker does:
// oldest first, each with its own timeout, the answer (or the error) recorded under the request's
// id in `net._http_response`, which keeps answers for six hours.
import type { Database } from '../contract.ts';

interface QueuedRequest {
  id: string | number;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: Uint8Array | null;
  timeout_milliseconds: number;
}

interface Answer {
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean;
  error_msg: string | null;
}

const BATCH = 20;

async function send(request: QueuedRequest): Promise<Answer> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers ?? {},
      body: request.method === 'GET' || !request.body ? undefined : new Uint8Array(request.body),
      signal: AbortSignal.timeout(request.timeout_milliseconds),
    });
    return {
      status_code: response.status,
      content_type: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers),
      content: await response.text(),
      timed_out: false,
      error_msg: null,
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      status_code: null,
      content_type: null,
      headers: null,
      content: null,
      timed_out: timedOut,
      error_msg: timedOut
        ? `Timeout of ${request.timeout_milliseconds} ms reached`
        : error instanceof Error
          ? error.message
          : String(error),
    };
  }
}

/** Sends every request queued now (taking them off the queue first) and records the answers; returns how many. */
export async function sendQueuedRequests(db: Database): Promise<number> {
  let sent = 0;
  for (;;) {
    const { rows } = await db.asOwner((tx) =>
      tx.query<QueuedRequest>(
        `delete from net.http_request_queue
          where id in (select id from net.http_request_queue order by id limit ${BATCH})
          returning id, method, url, headers, body, timeout_milliseconds`,
      ),
    );
    if (rows.length === 0) break;
    const answers = await Promise.all(rows.map(send));
    await db.asOwner(async (tx) => {
      for (const [index, request] of rows.entries()) {
        const answer = answers[index]!;
        await tx.query(
          `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            request.id,
            answer.status_code,
            answer.content_type,
            answer.headers === null ? null : JSON.stringify(answer.headers),
            answer.content,
            answer.timed_out,
            answer.error_msg,
          ],
        );
      }
      await tx.query(`delete from net._http_response where created < now() - interval '6 hours'`);
    });
    sent += rows.length;
  }
  return sent;
}

/** Looks for queued requests every `intervalMs` until stopped; stopping waits for requests in flight. */
export function startNet(
  db: Database,
  onError: (error: unknown) => void,
  intervalMs = 1_000,
): { stop: () => Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(() => {
      running = sendQueuedRequests(db).then(
        () => undefined,
        (error: unknown) => onError(error),
      );
      void running.then(() => {
        if (!stopped) schedule();
      });
    }, intervalMs);
    // The worker alone never keeps the process running.
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
