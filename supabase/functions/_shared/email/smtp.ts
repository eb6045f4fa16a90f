import { deno, type TcpConnection } from '../runtime.ts';
import {
  addressOf,
  EmailDeliveryError,
  sanitized,
  type EmailMessage,
  type EmailTransport,
} from './message.ts';
import { composeMime } from './mime.ts';

// A minimal SMTP client (EHLO, MAIL, RCPT, DATA) over a plain TCP connection: enough for the local
// mail catcher or a relay on a private network. Production mail goes through the Resend API.

export interface SmtpOptions {
  host: string;
  port: number;
  /** Whole conversation limit; a stuck server must not hold up the function. */
  timeoutMs?: number;
}

const encoder = new TextEncoder();

class SmtpSession {
  private buffered = '';
  private readonly decoder = new TextDecoder();

  constructor(private readonly connection: TcpConnection) {}

  /** One reply, multi-line replies joined; rejects unless its code is expected. */
  async expect(...codes: number[]): Promise<string> {
    const lines: string[] = [];
    for (;;) {
      const line = await this.readLine();
      lines.push(line);
      if (!/^\d{3}-/.test(line)) break;
    }
    const reply = lines.join('\n');
    if (!codes.includes(Number(reply.slice(0, 3)))) throw new EmailDeliveryError(`SMTP: ${reply}`);
    return reply;
  }

  async command(line: string, ...codes: number[]): Promise<string> {
    await this.write(`${line}\r\n`);
    return this.expect(...codes);
  }

  async write(data: string): Promise<void> {
    let bytes = encoder.encode(data);
    while (bytes.length > 0) bytes = bytes.subarray(await this.connection.write(bytes));
  }

  private async readLine(): Promise<string> {
    for (;;) {
      const end = this.buffered.indexOf('\r\n');
      if (end >= 0) {
        const line = this.buffered.slice(0, end);
        this.buffered = this.buffered.slice(end + 2);
        return line;
      }
      const chunk = new Uint8Array(4096);
      const read = await this.connection.read(chunk);
      if (read === null) throw new EmailDeliveryError('SMTP: connection closed by the server');
      this.buffered += this.decoder.decode(chunk.subarray(0, read), { stream: true });
    }
  }
}

export function createSmtpTransport(options: SmtpOptions): EmailTransport {
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    name: 'smtp',
    async send(original: EmailMessage) {
      const message = sanitized(original);
      const sender = addressOf(message.from);
      const messageId = `${crypto.randomUUID()}@${sender.split('@')[1] ?? 'localhost'}`;
      let connection: TcpConnection;
      try {
        connection = await deno.connect({ hostname: options.host, port: options.port });
      } catch (error) {
        throw new EmailDeliveryError(
          `SMTP: cannot connect to ${options.host}:${options.port} (${error instanceof Error ? error.message : String(error)})`,
        );
      }
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        connection.close();
      }, timeoutMs);
      const session = new SmtpSession(connection);
      try {
        await session.expect(220);
        await session.command(`EHLO ${sender.split('@')[1] ?? 'localhost'}`, 250);
        await session.command(`MAIL FROM:<${sender}>`, 250);
        for (const recipient of message.to)
          await session.command(`RCPT TO:<${addressOf(recipient)}>`, 250, 251);
        await session.command('DATA', 354);
        // Dot-stuffing: a line starting with "." gets another one so it cannot end the data.
        const data = composeMime(message, messageId).replace(/\r\n\./g, '\r\n..');
        await session.write(`${data}\r\n.\r\n`);
        await session.expect(250);
        await session.command('QUIT', 221).catch(() => undefined);
        return { id: messageId };
      } catch (error) {
        if (timedOut) throw new EmailDeliveryError(`SMTP: no answer within ${timeoutMs} ms`);
        if (error instanceof EmailDeliveryError) throw error;
        throw new EmailDeliveryError(`SMTP: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        clearTimeout(timer);
        if (!timedOut) {
          try {
            connection.close();
          } catch {
            // Already closed by the server after QUIT.
          }
        }
      }
    },
  };
}
