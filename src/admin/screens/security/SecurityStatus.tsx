import { useAmsterdamTime } from '@/admin/amsterdam-time';
import { LoadState } from '@/admin/LoadState';
import { useAdminData } from '@/admin/use-admin-data';
import { useScreenTitle } from '@/admin/use-screen-title';
import { TriangleAlert, CircleCheck, CircleMinus, CircleX, type IconComponent } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { callFunction } from '@/lib/edge-functions';
import type { SecurityCheckStatus, SecurityStatusReport } from '@contract/security-status.ts';
import { securityCopy } from './copy';

async function loadReport(): Promise<SecurityStatusReport> {
  const { status, body } = await callFunction('security-status', {});
  if (status !== 200) throw new Error(`security-status answered ${status}`);
  return body as SecurityStatusReport;
}

const LOOK: Record<SecurityCheckStatus, { icon: IconComponent; className: string }> = {
  pass: { icon: CircleCheck, className: 'text-emerald-700 dark:text-emerald-400' },
  warn: { icon: TriangleAlert, className: 'text-amber-700 dark:text-amber-300' },
  fail: { icon: CircleX, className: 'text-red-700 dark:text-red-400' },
  skipped: { icon: CircleMinus, className: 'text-slate-600 dark:text-slate-400' },
};

/** `/ssl-status`: the live site's security as the server sees it, checked on the spot. */
export function SecurityStatus() {
  const { lang } = useLanguage();
  const copy = securityCopy[lang];
  useScreenTitle(copy.title);
  const { result, retry } = useAdminData(loadReport);
  const checkedAt = useAmsterdamTime({ timeStyle: 'medium' });

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">
          {copy.title}
        </h1>
        <button type="button" className="btn-secondary" onClick={retry} disabled={result.state === 'loading'}>
          {result.state === 'loading' ? copy.checking : copy.checkAgain}
        </button>
      </div>
      {result.state !== 'ready' ? (
        <LoadState failed={result.state === 'failed'} onRetry={retry} className="mt-6" />
      ) : (
        <>
          <p className="mt-4 text-slate-700 dark:text-slate-300">
            {copy.lead(result.data.site, checkedAt.format(new Date(result.data.checkedAt)))}{' '}
            <strong>
              {copy.summary(
                result.data.checks.filter((check) => check.status === 'pass').length,
                result.data.checks.filter((check) => check.status !== 'skipped').length,
              )}
            </strong>
          </p>
          {result.data.local && (
            <p className="mt-4 rounded-lg bg-slate-100 p-4 text-slate-800 ring-1 ring-slate-300 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700">
              {copy.local}
            </p>
          )}
          <ul className="mt-8 space-y-4">
            {result.data.checks.map((check) => {
              const { icon: Icon, className } = LOOK[check.status];
              const words = copy.checks[check.id];
              return (
                <li
                  key={check.id}
                  className="rounded-xl bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
                >
                  <h2 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-bold text-brand-900 dark:text-white">
                    <span className={`inline-flex items-center gap-1.5 text-sm font-bold ${className}`}>
                      <Icon aria-hidden="true" className="h-5 w-5" />
                      {copy.status[check.status]}
                    </span>
                    <span>{words.title}</span>
                  </h2>
                  <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
                    <dt className="font-semibold text-slate-700 dark:text-slate-300">{copy.expected}</dt>
                    <dd className="text-slate-800 dark:text-slate-200">{words.expected}</dd>
                    {check.found && (
                      <>
                        <dt className="font-semibold text-slate-700 dark:text-slate-300">{copy.found}</dt>
                        <dd className="whitespace-pre-wrap break-words font-mono text-xs text-slate-800 dark:text-slate-200">
                          {check.found}
                        </dd>
                      </>
                    )}
                  </dl>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
