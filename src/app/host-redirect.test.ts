import { describe, expect, it } from 'vitest';
import { business } from '@contract/business.ts';
import { ALTERNATE_DOMAIN_DELAY_MS, hostRedirectTarget } from './host-redirect';

const place = (url: string) => {
  const u = new URL(url);
  return {
    protocol: u.protocol,
    hostname: u.hostname,
    port: u.port,
    pathname: u.pathname,
    search: u.search,
    hash: u.hash,
  };
};

describe('hostRedirectTarget', () => {
  it('leaves local hosts and the primary https host alone', () => {
    expect(hostRedirectTarget(place('http://localhost:4173/nl/contact'))).toBeNull();
    expect(hostRedirectTarget(place('http://127.0.0.1:4173/'))).toBeNull();
    expect(hostRedirectTarget(place(`https://${business.primaryHost}/faq`))).toBeNull();
  });

  it('moves http to https at once, keeping path, query and hash', () => {
    expect(hostRedirectTarget(place(`http://${business.primaryHost}/faq?q=1#a`))).toEqual({
      url: `https://${business.primaryHost}/faq?q=1#a`,
      delayMs: 0,
    });
  });

  it('drops www at once', () => {
    expect(hostRedirectTarget(place(`https://www.${business.primaryHost}/nl/diensten`))).toEqual({
      url: `https://${business.primaryHost}/nl/diensten`,
      delayMs: 0,
    });
  });

  it('sends every alternate domain to the primary domain with the same path after 500 ms', () => {
    for (const host of business.alternateHosts) {
      expect(hostRedirectTarget(place(`https://${host}/services/tandem-jumps#top`))).toEqual({
        url: `https://${business.primaryHost}/services/tandem-jumps#top`,
        delayMs: ALTERNATE_DOMAIN_DELAY_MS,
      });
    }
  });
});
