import assert from 'node:assert/strict';
import { clientAddress } from '../../supabase/functions/_shared/client-address.ts';
import { test } from './support/harness.ts';

// The address the limits key on: what the platform vouches for, never what the client wrote.

const request = (headers: Record<string, string>) =>
  new Request('http://functions.test/send-contact-email', { method: 'POST', headers });

test('client address: CF-Connecting-IP, whatever X-Forwarded-For the client wrote', () => {
  for (const forged of ['10.0.0.1', '10.0.0.2, 10.0.0.3', 'unknown', '<script>']) {
    const headers = { 'CF-Connecting-IP': '203.0.113.7', 'X-Forwarded-For': `${forged}, 203.0.113.7` };
    assert.equal(clientAddress(request(headers)), '203.0.113.7');
  }
});

test('client address: eight forged first hops from one client are one address', () => {
  const addresses = new Set(
    Array.from({ length: 8 }, (_, index) =>
      clientAddress(
        request({ 'CF-Connecting-IP': '198.51.100.4', 'X-Forwarded-For': `10.9.9.${index}, 198.51.100.4` }),
      ),
    ),
  );
  assert.deepEqual([...addresses], ['198.51.100.4']);
});

test('client address: without CF-Connecting-IP, the hop the nearest proxy appended', () => {
  assert.equal(clientAddress(request({ 'X-Forwarded-For': '10.0.0.1, 192.0.2.8' })), '192.0.2.8');
  assert.equal(clientAddress(request({ 'X-Forwarded-For': '192.0.2.9' })), '192.0.2.9');
});

test('client address: IPv6, and IPv4 reported by a dual-stack socket', () => {
  assert.equal(clientAddress(request({ 'CF-Connecting-IP': '2001:db8::1' })), '2001:db8::1');
  assert.equal(clientAddress(request({ 'CF-Connecting-IP': '::ffff:127.0.0.1' })), '127.0.0.1');
});

test('client address: none, or one that is no address, is "unknown"', () => {
  assert.equal(clientAddress(request({})), 'unknown');
  assert.equal(clientAddress(request({ 'CF-Connecting-IP': 'evil.example' })), 'unknown');
  assert.equal(clientAddress(request({ 'CF-Connecting-IP': '' })), 'unknown');
});
