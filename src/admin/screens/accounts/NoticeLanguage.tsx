import { useId, useState, type ChangeEvent } from 'react';
import { useLanguage } from '@/i18n/language-context';
import type { AdminAccount } from '@contract/admin-accounts.ts';
import { setNoticeLanguage } from './accounts-api';
import { accountsCopy } from './copy';

const BOTH = 'both';

/** The admin's own choice of language for the e-mails about authenticator apps. */
export function NoticeLanguage({
  admin,
  onSaved,
}: {
  admin: AdminAccount;
  onSaved: (message: string) => void;
}) {
  const { lang } = useLanguage();
  const copy = accountsCopy[lang];
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    setSaving(true);
    setError(null);
    const answer = await setNoticeLanguage(value === 'en' || value === 'nl' ? value : null);
    setSaving(false);
    if (answer.ok) onSaved(copy.noticeLanguage.saved);
    else setError(copy.errors.failed);
  };

  return (
    <div className="mt-3 text-sm text-slate-800 dark:text-slate-200">
      <label htmlFor={id} className="font-semibold">
        {copy.noticeLanguage.label}
      </label>
      <p id={`${id}-help`} className="max-w-prose text-slate-700 dark:text-slate-300">
        {copy.noticeLanguage.help}
      </p>
      <select
        id={id}
        value={admin.noticeLanguage ?? BOTH}
        disabled={saving}
        onChange={(event) => void change(event)}
        aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`}
        className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
      >
        <option value={BOTH}>{copy.noticeLanguage.both}</option>
        <option value="en">{copy.noticeLanguage.en}</option>
        <option value="nl">{copy.noticeLanguage.nl}</option>
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
