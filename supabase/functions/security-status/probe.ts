import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';

// How the security check looks at the site: one HTTP request without following redirects, and one
// TLS handshake for the certificate. Through node's modules because fetch can neither set `Host`
// (needed to ask the local server as if it were the live domain) nor show the peer certificate.

export interface ProbeAnswer {
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
}

export type Probe = (url: URL) => Promise<ProbeAnswer>;

export interface CertificateFacts {
  /** Whether the chain verified against the runtime's trusted roots for this host name. */
  trusted: boolean;
  validTo: Date;
  problem?: string;
}

export type CertificateReader = (host: string) => Promise<CertificateFacts>;

const TIMEOUT_MS = 10_000;

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

/**
 * Asks `url` itself, or, with `via`, sends the request to `via` with the URL's host in `Host` and its
 * scheme in `X-Forwarded-Proto`: how a CDN in front of the local build would hand it on.
 */
export function networkProbe(via?: URL): Probe {
  return (url) =>
    new Promise((resolve, reject) => {
      const target = via ?? url;
      const secure = target.protocol === 'https:';
      const request = (secure ? https : http).request(
        {
          host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname,
          port: target.port || (secure ? 443 : 80),
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          servername: secure ? target.hostname : undefined,
          headers: {
            'User-Agent': 'security-status-check',
            ...(via ? { Host: url.host, 'X-Forwarded-Proto': url.protocol.replace(':', '') } : {}),
          },
          timeout: TIMEOUT_MS,
        },
        (response) => {
          const headers = Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), headerText(value)]),
          );
          response.resume();
          resolve({ status: response.statusCode ?? 0, headers });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
      request.on('error', reject);
      request.end();
    });
}

export const readCertificate: CertificateReader = (host) =>
  new Promise((resolve, reject) => {
    const socket = tls.connect(
      { host, port: 443, servername: host, rejectUnauthorized: false, timeout: TIMEOUT_MS },
      () => {
        const certificate = socket.getPeerCertificate();
        const facts: CertificateFacts = {
          trusted: socket.authorized,
          validTo: new Date(certificate.valid_to),
          problem: socket.authorizationError ? String(socket.authorizationError) : undefined,
        };
        socket.end();
        resolve(facts);
      },
    );
    socket.on('timeout', () => socket.destroy(new Error(`no TLS handshake within ${TIMEOUT_MS / 1000} s`)));
    socket.on('error', reject);
  });
