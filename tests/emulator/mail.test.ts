import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type RunningMailCatcher } from '../../emulator/mail/index.ts';

// The mail catcher: a message sent over real SMTP shows up in the Mailpit-style API and inbox.

let catcher: RunningMailCatcher;
const api = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${catcher.httpPort}${path}`, init);

/** Speaks just enough SMTP to hand over one message, waiting for each reply as a client must. */
function sendOverSmtp(port: number, from: string, to: string, data: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const steps = [
      `EHLO test.local`,
      `MAIL FROM:<${from}>`,
      `RCPT TO:<${to}>`,
      'DATA',
      `${data}\r\n.`,
      'QUIT',
    ];
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      // A reply is complete when its last line has a space after the code.
      while (/^\d{3} .*\r\n/m.test(buffer)) {
        const reply = /^\d{3} .*\r\n/m.exec(buffer);
        buffer = buffer.slice((reply?.index ?? 0) + (reply?.[0].length ?? 0));
        if (reply && /^[45]/.test(reply[0])) return reject(new Error(`SMTP error: ${reply[0]}`));
        const next = steps.shift();
        if (next === undefined) return;
        socket.write(`${next}\r\n`);
      }
    });
    socket.on('close', () => (steps.length === 0 ? resolve() : reject(new Error('connection closed early'))));
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
});

afterAll(async () => {
  await catcher?.stop();
});

describe('mail catcher', () => {
  it('keeps a message received over SMTP and shows it in the API, newest first', async () => {
    const message = [
      'From: Skydive Site <noreply@example.com>',
      'To: sanne@example.com',
      'Subject: =?UTF-8?Q?Bedankt_voor_je_aanvraag?=',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'We nemen binnen 24 uur contact met je op.',
    ].join('\r\n');
    await sendOverSmtp(catcher.smtpPort, 'noreply@example.com', 'sanne@example.com', message);
    await catcher.deliver({
      from: 'auth@example.com',
      to: ['admin@example.com'],
      subject: 'Reset your password',
      html: '<p>Reset</p>',
    });

    const list = (await (await api('/api/v1/messages')).json()) as {
      total: number;
      messages: Record<string, unknown>[];
    };
    expect(list.total).toBe(2);
    expect(list.messages[0]).toMatchObject({
      Subject: 'Reset your password',
      To: [{ Address: 'admin@example.com' }],
    });
    expect(list.messages[1]).toMatchObject({
      From: { Name: 'Skydive Site', Address: 'noreply@example.com' },
      To: [{ Name: '', Address: 'sanne@example.com' }],
      Subject: 'Bedankt voor je aanvraag',
      Snippet: 'We nemen binnen 24 uur contact met je op.',
    });
    expect(typeof list.messages[1]?.Created).toBe('string');

    const detail = (await (await api(`/api/v1/message/${String(list.messages[1]?.ID)}`)).json()) as Record<
      string,
      unknown
    >;
    expect(String(detail.Text).trim()).toBe('We nemen binnen 24 uur contact met je op.');
    expect(detail.Headers).toMatchObject({ To: ['sanne@example.com'] });

    const search = (await (await api('/api/v1/search?query=to:sanne@example.com')).json()) as {
      messages: unknown[];
    };
    expect(search.messages).toHaveLength(1);

    const inbox = await (await api('/')).text();
    expect(inbox).toContain('Bedankt voor je aanvraag');

    expect((await api('/api/v1/messages', { method: 'DELETE' })).status).toBe(200);
    expect(((await (await api('/api/v1/messages')).json()) as { total: number }).total).toBe(0);
  });

  it('gives a page from another origin no way to read the inbox: no CORS headers anywhere', async () => {
    await catcher.deliver({
      from: 'auth@example.com',
      to: ['admin@example.com'],
      subject: 'Reset your password',
      text: 'Your code is 123456',
    });
    const { messages } = (await (await api('/api/v1/messages')).json()) as { messages: { ID: string }[] };
    const origin = { Origin: 'https://evil.example' };
    const reads = await Promise.all([
      api('/api/v1/messages', { headers: origin }),
      api('/api/v1/search?query=to:admin@example.com', { headers: origin }),
      api(`/api/v1/message/${messages[0]?.ID ?? ''}`, { headers: origin }),
      api(`/api/v1/message/${messages[0]?.ID ?? ''}/raw`, { headers: origin }),
      api('/', { headers: origin }),
      api('/api/v1/messages', {
        method: 'OPTIONS',
        headers: { ...origin, 'Access-Control-Request-Method': 'DELETE' },
      }),
    ]);
    for (const response of reads) {
      const corsHeaders = [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));
      expect(corsHeaders, response.url).toEqual([]);
    }
    expect(reads.slice(0, 5).map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
  });
});
