import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor, KEY_REUSE_MS } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotencyKeyFor', () => {
  const body = { formType: 'contact', name: 'Sanne de Vries', email: 'sanne@example.com' };

  it('gives the same content the same key while it is sent again within minutes', () => {
    const first = idempotencyKeyFor('contact', body, 1_000);
    expect(first).toMatch(UUID);
    expect(idempotencyKeyFor('contact', { ...body }, 2_000)).toBe(first);
    // Each use keeps it alive.
    expect(idempotencyKeyFor('contact', body, 2_000 + KEY_REUSE_MS - 1)).toBe(first);
  });

  it('gives new content, another form or the same content after a pause a new key', () => {
    const first = idempotencyKeyFor('demo', body, 10_000);
    const changed = idempotencyKeyFor('demo', { ...body, name: 'Sanne de Vries-Bakker' }, 11_000);
    expect(changed).not.toBe(first);
    expect(idempotencyKeyFor('tandem', { ...body, name: 'Sanne de Vries-Bakker' }, 11_000)).not.toBe(changed);
    expect(
      idempotencyKeyFor('demo', { ...body, name: 'Sanne de Vries-Bakker' }, 11_000 + KEY_REUSE_MS),
    ).not.toBe(changed);
  });

  it('makes a version 4 UUID without crypto.randomUUID too', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(idempotencyKeyFor('corporate', { n: Math.random() })).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
