import { requireAdminWithCode } from '../_shared/admin-guard.ts';
import type { FunctionConfig } from '../_shared/config.ts';
import { business } from '../_shared/contract/business.ts';
import type { SecurityStatusReport } from '../_shared/contract/security-status.ts';
import { jsonResponse, methodNotAllowed, preflight } from '../_shared/http.ts';
import { rlsCheck, siteChecks } from './checks.ts';
import { networkProbe, readCertificate, type CertificateReader, type Probe } from './probe.ts';

// security-status: checks the live site (the configured SITE_URL) the way a browser and an attacker
// see it, and the database's row-level security, for an admin who has entered their code.

export interface SecurityStatusDeps {
  config: FunctionConfig;
  /** Defaults to the network; tests pass a probe of a fixture site. */
  probe?: Probe;
  certificate?: CertificateReader;
  now?: () => Date;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function createSecurityStatus(deps: SecurityStatusDeps): (request: Request) => Promise<Response> {
  const siteUrl = new URL(deps.config.siteUrl);
  const local = LOCAL_HOSTS.has(siteUrl.hostname);
  // A local build answers for the live domain's names: the same hosting rules decide its redirects.
  const probe = deps.probe ?? networkProbe(local ? siteUrl : undefined);
  const site = {
    primaryHost: local ? business.primaryHost : siteUrl.host,
    alternateHosts: business.alternateHosts,
    local,
  };

  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return methodNotAllowed('POST, OPTIONS');
    const caller = await requireAdminWithCode(request, deps.config);
    if (!caller.ok) return caller.response;
    try {
      const now = deps.now?.() ?? new Date();
      const [checks, tables] = await Promise.all([
        siteChecks(site, probe, deps.certificate ?? readCertificate, now),
        caller.asAdmin.rpc('admin_tables_without_rls'),
      ]);
      if (tables.error) throw new Error(`reading row-level security failed: ${tables.error.message}`);
      const report: SecurityStatusReport = {
        success: true,
        site: deps.config.siteUrl,
        local,
        checkedAt: now.toISOString(),
        checks: [...checks, rlsCheck(tables.data.map((row) => row.table_name))],
      };
      return jsonResponse(200, report);
    } catch (error) {
      console.error('security-status failed', error);
      return jsonResponse(500, {
        success: false,
        error: 'The security check could not be completed. Try again.',
      });
    }
  };
}
