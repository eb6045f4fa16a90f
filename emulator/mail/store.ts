import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime, { type Address } from 'postal-mime';
import type { MailMessage } from '../contract.ts';

// Messages in the shape of Mailpit's API (PascalCase fields), so tests and tools written against
// Supabase's local inbox read ours the same way.

export interface MailAddress {
  Name: string;
  Address: string;
}

export interface StoredMessage {
  ID: string;
  MessageID: string;
  From: MailAddress;
  To: MailAddress[];
  Cc: MailAddress[];
  Subject: string;
  Created: string;
  Size: number;
  Snippet: string;
  Text: string;
  HTML: string;
  Headers: Record<string, string[]>;
  Raw: string;
}

export type MessageSummary = Omit<StoredMessage, 'Text' | 'HTML' | 'Headers' | 'Raw'>;

function mailboxes(addresses: Address[] | Address | undefined): MailAddress[] {
  const list = addresses === undefined ? [] : Array.isArray(addresses) ? addresses : [addresses];
  return list.flatMap((entry) =>
    entry.group
      ? entry.group.map((m) => ({ Name: m.name, Address: m.address }))
      : [{ Name: entry.name, Address: entry.address }],
  );
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 250 ? `${flat.slice(0, 250)}...` : flat;
}

function htmlToText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ');
}

export async function parseMessage(raw: string, envelopeTo: string[] = []): Promise<StoredMessage> {
  const email = await PostalMime.parse(raw);
  const headers: Record<string, string[]> = {};
  for (const header of email.headers) (headers[header.originalKey] ??= []).push(header.value);
  const to = mailboxes(email.to);
  // Recipients known only from the SMTP envelope (Bcc) still count as recipients.
  for (const address of envelopeTo) {
    if (
      !to.some((entry) => entry.Address.toLowerCase() === address.toLowerCase()) &&
      !mailboxes(email.cc).some((c) => c.Address.toLowerCase() === address.toLowerCase())
    ) {
      to.push({ Name: '', Address: address });
    }
  }
  const text = email.text ?? '';
  const html = email.html ?? '';
  return {
    ID: randomUUID(),
    MessageID: (email.messageId ?? '').replace(/^<|>$/g, ''),
    From: mailboxes(email.from)[0] ?? { Name: '', Address: '' },
    To: to,
    Cc: mailboxes(email.cc),
    Subject: email.subject ?? '',
    Created: new Date().toISOString(),
    Size: Buffer.byteLength(raw),
    Snippet: snippet(text || htmlToText(html)),
    Text: text,
    HTML: html,
    Headers: headers,
    Raw: raw,
  };
}

function encodeHeader(value: string): string {
  // RFC 2047 encoded-word for anything outside printable ASCII.
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;
}

/** An RFC 5322 source for a message handed to `deliver()`, so every stored message has one. */
export function composeRaw(message: MailMessage): string {
  const boundary = `boundary-${randomUUID()}`;
  const lines = [
    `From: ${message.from}`,
    `To: ${message.to.join(', ')}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@localhost>`,
    'MIME-Version: 1.0',
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${encodeHeader(value)}`),
  ];
  const part = (type: string, body: string) =>
    [
      `Content-Type: ${type}; charset=utf-8`,
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(body).toString('base64'),
    ].join('\r\n');
  if (message.text !== undefined && message.html !== undefined) {
    lines.push(`Content-Type: multipart/alternative; boundary="${boundary}"`, '');
    lines.push(
      `--${boundary}`,
      part('text/plain', message.text),
      `--${boundary}`,
      part('text/html', message.html),
      `--${boundary}--`,
    );
  } else {
    const [type, body] =
      message.html !== undefined ? ['text/html', message.html] : ['text/plain', message.text ?? ''];
    lines.push(part(type, body));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export class MessageStore {
  private messages: StoredMessage[] = [];
  private readonly file: string | undefined;

  constructor(dataDir?: string) {
    if (!dataDir) return;
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, 'messages.json');
    if (existsSync(this.file)) this.messages = JSON.parse(readFileSync(this.file, 'utf8')) as StoredMessage[];
  }

  private persist(): void {
    if (!this.file) return;
    writeFileSync(`${this.file}.tmp`, JSON.stringify(this.messages));
    renameSync(`${this.file}.tmp`, this.file);
  }

  add(message: StoredMessage): void {
    this.messages.push(message);
    this.persist();
  }

  /** Newest first. */
  all(): StoredMessage[] {
    return [...this.messages].reverse();
  }

  get(id: string): StoredMessage | undefined {
    return this.messages.find((message) => message.ID === id);
  }

  delete(ids?: string[]): void {
    this.messages = ids ? this.messages.filter((message) => !ids.includes(message.ID)) : [];
    this.persist();
  }
}

export function summary(message: StoredMessage): MessageSummary {
  const { Text: _text, HTML: _html, Headers: _headers, Raw: _raw, ...rest } = message;
  return rest;
}

/** Mailpit-style search: `to:`, `from:`, `subject:` terms and free words, all of which must match. */
export function matches(message: StoredMessage, query: string): boolean {
  const terms = query.match(/(\w+:)?("[^"]*"|\S+)/g) ?? [];
  return terms.every((term) => {
    const [, field, rawValue = ''] = /^(?:(to|from|subject|cc):)?(.*)$/i.exec(term) ?? [];
    const value = rawValue.replace(/^"|"$/g, '').toLowerCase();
    const addresses = (list: MailAddress[]) =>
      list.some((a) => `${a.Name} ${a.Address}`.toLowerCase().includes(value));
    switch (field?.toLowerCase()) {
      case 'to':
        return addresses(message.To);
      case 'cc':
        return addresses(message.Cc);
      case 'from':
        return addresses([message.From]);
      case 'subject':
        return message.Subject.toLowerCase().includes(value);
      default:
        return [
          message.Subject,
          message.Text,
          message.HTML,
          message.From.Address,
          ...message.To.map((a) => a.Address),
        ]
          .join('\n')
          .toLowerCase()
          .includes(value);
    }
  });
}
