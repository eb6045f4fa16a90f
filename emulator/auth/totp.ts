import { createHmac, randomBytes } from 'node:crypto';

// RFC 6238 TOTP with GoTrue's parameters: SHA1, 6 digits, 30 s period, one step of skew either way.

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const TOTP_PERIOD = 30;
const DIGITS = 6;

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error('invalid base32 character');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A fresh 160-bit secret, base32 without padding (what pquerna/otp generates for GoTrue). */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = (digest[digest.length - 1] as number) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

export function totp(base32Secret: string, timeMs = Date.now()): string {
  return hotp(base32Decode(base32Secret), Math.floor(timeMs / 1000 / TOTP_PERIOD));
}

/** The time step whose code `code` is, within one step of skew either way; undefined when none. */
export function totpStep(base32Secret: string, code: string, timeMs = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const secret = base32Decode(base32Secret);
  const counter = Math.floor(timeMs / 1000 / TOTP_PERIOD);
  return [counter - 1, counter, counter + 1].find((step) => hotp(secret, step) === code);
}
