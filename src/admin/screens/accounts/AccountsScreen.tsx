import { useCallback, useEffect, useRef, useState } from 'react';
import { useAmsterdamTime } from '@/admin/amsterdam-time';
import { ConfirmDialog } from '@/admin/ConfirmDialog';
import { LoadState } from '@/admin/LoadState';
import { useAdminSession } from '@/admin/session/admin-session';
import { useAdminData } from '@/admin/use-admin-data';
import { useScreenTitle } from '@/admin/use-screen-title';
import { RotateCcw, ShieldCheck, ShieldAlert, UserMinus } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import type { AdminAccount } from '@contract/admin-accounts.ts';
import { listAdmins, removeAdmin, resetFactors, type AccountsFailure } from './accounts-api';
import { AdminFactors } from './AdminFactors';
import { accountsCopy, type AccountsCopy } from './copy';
import { InviteForm } from './InviteForm';
import { NoticeLanguage } from './NoticeLanguage';

const load = () => listAdmins();

const actionClass =
  'inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950';

const failureText = (copy: AccountsCopy, code: AccountsFailure) =>
  code === 'last_admin'
    ? copy.errors.lastAdmin
    : code === 'not_found'
      ? copy.errors.notFound
      : code === 'own_factors'
        ? copy.errors.ownFactors
        : copy.errors.failed;

/** Removing yourself asks once more, with a box to tick, as it ends your own access. */
function RemoveAdmin({
  admin,
  self,
  onRemoved,
  onGone,
}: {
  admin: AdminAccount;
  self: boolean;
  onRemoved: () => void;
  onGone: () => void;
}) {
  const { lang } = useLanguage();
  const copy = accountsCopy[lang];
  const [understood, setUnderstood] = useState(false);
  const confirm = async () => {
    if (self && !understood) return copy.remove.selfCheckMissing;
    const answer = await removeAdmin(admin.userId);
    if (answer.ok) {
      onRemoved();
      return null;
    }
    if (answer.code === 'not_found') {
      onGone();
      return null;
    }
    return failureText(copy, answer.code);
  };
  return (
    <ConfirmDialog
      trigger={
        <>
          <UserMinus aria-hidden="true" className="h-4 w-4" />
          {copy.remove.button}
        </>
      }
      triggerLabel={`${copy.remove.button}: ${admin.email}`}
      triggerClassName={actionClass}
      title={self ? copy.remove.selfTitle : copy.remove.title(admin.email)}
      description={self ? copy.remove.selfText : copy.remove.text}
      confirmLabel={copy.remove.confirm}
      busyLabel={copy.remove.busy}
      cancelLabel={copy.cancel}
      onConfirm={confirm}
    >
      {self && (
        <label className="mt-4 flex items-start gap-3 text-slate-900 dark:text-white">
          <input
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            className="mt-1 h-5 w-5 shrink-0 accent-red-700"
          />
          {copy.remove.selfCheck}
        </label>
      )}
    </ConfirmDialog>
  );
}

/** `/admin/accounts`: who may sign in to the back office, inviting and removing admins. */
export function AccountsScreen() {
  const { lang } = useLanguage();
  const copy = accountsCopy[lang];
  useScreenTitle(copy.title);
  const { signOut } = useAdminSession();
  const { result, retry } = useAdminData(load);
  const [message, setMessage] = useState<string | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const when = useAmsterdamTime();

  // The row that held the button may be gone: focus goes to what happened instead of the page.
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const done = useCallback(
    (text: string) => {
      setMessage(text);
      retry();
    },
    [retry],
  );

  const time = (iso: string | null) =>
    iso ? <time dateTime={iso}>{when.format(new Date(iso))}</time> : <span>{copy.never}</span>;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">{copy.title}</h1>
      <p className="mt-3 max-w-prose text-slate-700 dark:text-slate-300">{copy.lead}</p>
      {message && (
        <p
          ref={messageRef}
          tabIndex={-1}
          role="status"
          className="mt-6 rounded-lg bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-300 [overflow-wrap:anywhere] dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700"
        >
          {message}
        </p>
      )}
      {result.state !== 'ready' ? (
        <LoadState failed={result.state === 'failed'} onRetry={retry} className="mt-6" />
      ) : (
        <section aria-labelledby="admins-heading" className="mt-8">
          <h2 id="admins-heading" className="text-xl font-bold text-brand-900 dark:text-white">
            {copy.listHeading(result.data.admins.length)}
          </h2>
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200 dark:divide-slate-700 dark:bg-slate-900 dark:ring-slate-700">
            {result.data.admins.map((admin) => {
              const self = admin.userId === result.data.you;
              return (
                <li
                  key={admin.userId}
                  className="flex flex-col gap-3 px-4 py-4 sm:px-5 md:flex-row md:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">
                      {admin.email}
                      {self && (
                        <span className="ml-2 rounded bg-brand-100 px-2 py-0.5 text-sm font-medium text-brand-900 dark:bg-brand-900 dark:text-brand-100">
                          {copy.you}
                        </span>
                      )}
                    </p>
                    <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
                      <div className="flex gap-1">
                        <dt>{copy.mfa}:</dt>
                        <dd
                          className={`inline-flex items-center gap-1 font-semibold ${
                            admin.mfa
                              ? 'text-emerald-800 dark:text-emerald-300'
                              : 'text-amber-800 dark:text-amber-300'
                          }`}
                        >
                          {admin.mfa ? (
                            <ShieldCheck aria-hidden="true" className="h-4 w-4" />
                          ) : (
                            <ShieldAlert aria-hidden="true" className="h-4 w-4" />
                          )}
                          {admin.mfa ? copy.mfaOn : copy.mfaOff}
                        </dd>
                      </div>
                      <div className="flex gap-1">
                        <dt>{copy.lastSignIn}:</dt>
                        <dd>{admin.invitePending ? copy.invitePending : time(admin.lastSignInAt)}</dd>
                      </div>
                      <div className="flex gap-1">
                        <dt>{copy.addedAt}:</dt>
                        <dd>{time(admin.addedAt)}</dd>
                      </div>
                    </dl>
                    {self && <NoticeLanguage admin={admin} onSaved={done} />}
                    <AdminFactors admin={admin} self={self} onRemoved={done} />
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {!self && admin.mfa && (
                      <ConfirmDialog
                        trigger={
                          <>
                            <RotateCcw aria-hidden="true" className="h-4 w-4" />
                            {copy.reset.button}
                          </>
                        }
                        triggerLabel={`${copy.reset.button}: ${admin.email}`}
                        triggerClassName={actionClass}
                        title={copy.reset.title(admin.email)}
                        description={copy.reset.text}
                        confirmLabel={copy.reset.confirm}
                        busyLabel={copy.reset.busy}
                        cancelLabel={copy.cancel}
                        onConfirm={async () => {
                          const answer = await resetFactors(admin.userId);
                          if (answer.ok) {
                            done(copy.reset.done(admin.email));
                            return null;
                          }
                          if (answer.code === 'not_found') {
                            done(copy.errors.notFound);
                            return null;
                          }
                          return failureText(copy, answer.code);
                        }}
                      />
                    )}
                    <RemoveAdmin
                      admin={admin}
                      self={self}
                      onRemoved={() => (self ? void signOut() : done(copy.remove.done(admin.email)))}
                      onGone={() => done(copy.errors.notFound)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <InviteForm onInvited={done} />
    </div>
  );
}
