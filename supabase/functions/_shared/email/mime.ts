import { sanitized, type EmailMessage } from './message.ts';

// RFC 5322 / MIME source of a message for SMTP: multipart/alternative with base64 text and HTML
// parts, non-ASCII header text as RFC 2047 encoded words.

const encoder = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const isAscii = (value: string) => /^[\x20-\x7e]*$/.test(value);

/** Encoded words of at most ~45 bytes each, never splitting a character. */
export function encodeWords(value: string): string {
  if (isAscii(value)) return value;
  const words: string[] = [];
  let current = '';
  for (const char of value) {
    if (encoder.encode(current + char).length > 45) {
      words.push(current);
      current = '';
    }
    current += char;
  }
  if (current) words.push(current);
  return words.map((word) => `=?UTF-8?B?${base64(encoder.encode(word))}?=`).join('\r\n ');
}

/** `Name <address>` with the display name encoded or quoted as needed. */
function encodeMailbox(mailbox: string): string {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(mailbox);
  if (!match || !match[1]) return mailbox.trim();
  const name = match[1].replace(/^"|"$/g, '');
  const display = isAscii(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : encodeWords(name);
  return `${display} <${match[2]}>`;
}

function bodyPart(type: string, content: string): string {
  const lines = base64(encoder.encode(content)).match(/.{1,76}/g) ?? [];
  return [`Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', ...lines].join(
    '\r\n',
  );
}

export function composeMime(original: EmailMessage, messageId: string, date = new Date()): string {
  const message = sanitized(original);
  const boundary = `alt-${crypto.randomUUID()}`;
  const headers = [
    `From: ${encodeMailbox(message.from)}`,
    `To: ${message.to.map(encodeMailbox).join(', ')}`,
    ...(message.replyTo ? [`Reply-To: ${encodeMailbox(message.replyTo)}`] : []),
    `Subject: ${encodeWords(message.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${messageId}>`,
    'MIME-Version: 1.0',
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  return [
    ...headers,
    '',
    `--${boundary}`,
    bodyPart('text/plain', message.text),
    `--${boundary}`,
    bodyPart('text/html', message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
