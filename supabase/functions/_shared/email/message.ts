// What every transport sends, and the rule that keeps user text out of header structure.

export interface EmailMessage {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /**
   * Names this message across attempts (`<kind>/<id>`): a provider that honours it (Resend keeps a
   * key 24 hours) sends it once, even when an earlier attempt went out but its answer was lost.
   */
  idempotencyKey?: string;
}

export interface EmailTransport {
  readonly name: 'resend' | 'smtp';
  /** Resolves with the provider's message id; rejects with EmailDeliveryError. */
  send(message: EmailMessage): Promise<{ id: string }>;
}

export class EmailDeliveryError extends Error {
  override name = 'EmailDeliveryError';
}

/** A header value on one line: CR, LF and other control characters become spaces. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const singleLine = value.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  return singleLine.replace(/\s{2,}/g, ' ').trim();
}

/** The bare address of `Name <address>` or `address`. */
export function addressOf(mailbox: string): string {
  return headerSafe(/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox);
}

/** The message with every header field made single-line. */
export function sanitized(message: EmailMessage): EmailMessage {
  return {
    ...message,
    from: headerSafe(message.from),
    to: message.to.map(headerSafe),
    replyTo: message.replyTo === undefined ? undefined : headerSafe(message.replyTo),
    subject: headerSafe(message.subject),
    headers: Object.fromEntries(
      Object.entries(message.headers ?? {}).map(([name, value]) => [
        name.replace(/[^A-Za-z0-9-]/g, ''),
        headerSafe(value),
      ]),
    ),
  };
}
