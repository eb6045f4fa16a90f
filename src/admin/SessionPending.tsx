import { useLanguage } from '@/i18n/language-context';
import { adminCopy } from './copy';
import { useAdminSession, type AdminSession } from './session/admin-session';

/** While the session is read, and when it cannot be: never a blank screen. */
export function SessionPending({
  session,
}: {
  session: Extract<AdminSession, { kind: 'loading' | 'failed' }>;
}) {
  const { lang } = useLanguage();
  const copy = adminCopy[lang].shell;
  const { refresh } = useAdminSession();
  if (session.kind === 'loading') {
    return (
      <p role="status" className="mx-auto max-w-md px-4 py-16 text-slate-700 dark:text-slate-300">
        {copy.loading}
      </p>
    );
  }
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16">
      <p className="text-slate-800 dark:text-slate-100">{copy.failed}</p>
      <button type="button" onClick={() => void refresh()} className="btn-primary mt-4">
        {copy.retry}
      </button>
    </div>
  );
}
