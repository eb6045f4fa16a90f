import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceHandler } from '../../emulator/contract.ts';
import type { Gateway } from '../../emulator/gateway/index.ts';
import { ANON_KEY } from '../../emulator/keys.ts';
import { startFunctionsGateway } from './functions-gateway.ts';

// A service may answer before it has read a streamed body: a function refusing one over its size
// limit. The client must still be able to finish sending, read the answer and reuse the connection.

let gateway: Gateway;

const refusal = () =>
  new Response(JSON.stringify({ error: 'Request body too large' }), {
    status: 413,
    headers: { 'Content-Type': 'application/json' },
  });

/** Reads the first piece of the body and answers, leaving the rest unread (as the function runtime does). */
const answersMidBody: ServiceHandler = async ({ request }) => {
  await request.body!.getReader().read();
  return refusal();
};

/** Reads the first piece of the body, cancels it, and answers a moment later. */
const cancelsTheBody: ServiceHandler = async ({ request }) => {
  const reader = request.body!.getReader();
  await reader.read();
  await reader.cancel();
  await new Promise((resolve) => setTimeout(resolve, 50));
  return refusal();
};

/**
 * Sends `count` POSTs of `size` bytes each, one after another on one connection, as raw HTTP/1.1
 * (Node's own client stops sending a body once its answer has come), and resolves with the answers.
 * A request goes only once the one before it has been sent whole and answered.
 */
async function postOnOneConnection(target: URL, size: number, count: number): Promise<string[]> {
  const socket = connect(Number(target.port), target.hostname);
  await once(socket, 'connect');
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (received += chunk));
  const answers: string[] = [];
  try {
    for (let sent = 0; sent < count; sent += 1) {
      const head = `POST ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\napikey: ${ANON_KEY}\r\nContent-Length: ${size}\r\n\r\n`;
      await new Promise<void>((resolve, reject) =>
        socket.write(Buffer.concat([Buffer.from(head), Buffer.alloc(size, 120)]), (error) =>
          error ? reject(error) : resolve(),
        ),
      );
      // The answer is chunked: its end is the empty last chunk.
      while (!received.endsWith('\r\n0\r\n\r\n')) await once(socket, 'data');
      const [answerHead, body] = received.split('\r\n\r\n');
      answers.push(`${answerHead!.split('\r\n')[0]} ${body!.split('\r\n')[1]}`);
      received = '';
    }
  } finally {
    socket.destroy();
  }
  return answers;
}

beforeAll(async () => {
  gateway = await startFunctionsGateway((ctx) =>
    ctx.path === '/cancels' ? cancelsTheBody(ctx) : answersMidBody(ctx),
  );
});

afterAll(async () => {
  await gateway?.close();
});

describe('a streamed request body the service stops reading', () => {
  it.each(['answers', 'cancels'])(
    'is still read to its end, so the client sends it whole, reads the answer and reuses the connection (service %s)',
    async (name) => {
      const answer = 'HTTP/1.1 413 Payload Too Large {"error":"Request body too large"}';
      expect(
        await postOnOneConnection(new URL(`${gateway.url}/functions/v1/${name}`), 16 * 1024 * 1024, 2),
      ).toEqual([answer, answer]);
    },
    20_000,
  );
});
