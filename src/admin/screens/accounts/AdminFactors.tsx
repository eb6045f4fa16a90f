import { useCallback, useId, useState } from 'react';
import { useAmsterdamTime } from '@/admin/amsterdam-time';
import { ConfirmDialog } from '@/admin/ConfirmDialog';
import { LoadState } from '@/admin/LoadState';
import { useAdminData } from '@/admin/use-admin-data';
import { ChevronDown, Trash2 } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import type { AdminAccount, AdminFactor } from '@contract/admin-accounts.ts';
import { listFactors, removeFactor } from './accounts-api';
import { accountsCopy } from './copy';

const removeClass =
  'inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950';

/** The apps of one admin, loaded when shown; each can be removed after a confirmation. */
function FactorList({
  admin,
  self,
  onRemoved,
}: {
  admin: AdminAccount;
  self: boolean;
  onRemoved: (message: string) => void;
}) {
  const { lang } = useLanguage();
  const copy = accountsCopy[lang];
  const when = useAmsterdamTime();
  const load = useCallback(() => listFactors(admin.userId), [admin.userId]);
  const { result, retry } = useAdminData(load);

  if (result.state !== 'ready')
    return <LoadState failed={result.state === 'failed'} onRetry={retry} className="mt-3" />;
  if (result.data.length === 0)
    return <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{copy.factors.none}</p>;

  const confirm = async (factor: AdminFactor) => {
    const answer = await removeFactor(admin.userId, factor.id);
    if (answer.ok || answer.code === 'not_found') {
      onRemoved(copy.factors.done(admin.email));
      retry();
      return null;
    }
    return answer.code === 'own_last_factor' ? copy.errors.ownLastFactor : copy.errors.failed;
  };

  return (
    <ul className="mt-3 space-y-3">
      {result.data.map((factor) => {
        const name = factor.friendlyName ?? copy.factors.unnamed;
        return (
          <li
            key={factor.id}
            className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 sm:flex-row sm:items-center dark:bg-slate-800 dark:ring-slate-700"
          >
            <div className="min-w-0 flex-1 text-sm text-slate-800 dark:text-slate-200">
              <p className="font-semibold [overflow-wrap:anywhere]">{name}</p>
              <p>
                {factor.status === 'verified' ? copy.factors.verified : copy.factors.unverified}
                {factor.status === 'verified' && (
                  <>
                    {' · '}
                    <span
                      className={
                        factor.bound
                          ? 'text-emerald-800 dark:text-emerald-300'
                          : 'font-semibold text-amber-800 dark:text-amber-300'
                      }
                    >
                      {factor.bound ? copy.factors.bound : copy.factors.unbound}
                    </span>
                  </>
                )}
                {' · '}
                {copy.factors.added}{' '}
                <time dateTime={factor.createdAt}>{when.format(new Date(factor.createdAt))}</time>
              </p>
            </div>
            <ConfirmDialog
              trigger={
                <>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  {copy.factors.remove}
                </>
              }
              triggerLabel={`${copy.factors.remove}: ${name}`}
              triggerClassName={removeClass}
              title={copy.factors.removeTitle(name, admin.email)}
              description={self ? copy.factors.removeOwnText : copy.factors.removeText}
              confirmLabel={copy.factors.confirm}
              busyLabel={copy.factors.busy}
              cancelLabel={copy.cancel}
              onConfirm={() => confirm(factor)}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** A button that shows an admin's authenticator apps under their row. */
export function AdminFactors({
  admin,
  self,
  onRemoved,
}: {
  admin: AdminAccount;
  self: boolean;
  onRemoved: (message: string) => void;
}) {
  const { lang } = useLanguage();
  const copy = accountsCopy[lang];
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-200"
      >
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
        {open ? copy.factors.hide : copy.factors.show}
      </button>
      <section id={panelId} hidden={!open} aria-label={copy.factors.heading(admin.email)}>
        {open && <FactorList admin={admin} self={self} onRemoved={onRemoved} />}
      </section>
    </div>
  );
}
