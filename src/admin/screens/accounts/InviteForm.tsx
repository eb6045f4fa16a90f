import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/admin/auth/TextField';
import { SubmitButton } from '@/components/form/form-parts';
import { UserPlus } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { adminEmailSchema } from '@contract/admin-accounts.ts';
import { inviteAdmin } from './accounts-api';
import { accountsCopy } from './copy';

/** Invites an admin by e-mail; the address stays in the field when the invitation fails. */
export function InviteForm({ onInvited }: { onInvited: (message: string) => void }) {
  const { lang } = useLanguage();
  const copy = accountsCopy[lang];
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const fail = (message: string) => {
    setError(message);
    setSending(false);
    inputRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const parsed = adminEmailSchema.safeParse(inputRef.current?.value.trim() ?? '');
    if (!parsed.success) return fail(copy.invite.invalid);
    setSending(true);
    setError(null);
    const answer = await inviteAdmin(parsed.data);
    if (!answer.ok) {
      if (answer.code === 'already_admin') return fail(copy.invite.alreadyAdmin);
      if (answer.code === 'bad_request') return fail(copy.invite.invalid);
      return fail(copy.errors.failed);
    }
    setSending(false);
    if (inputRef.current) inputRef.current.value = '';
    onInvited(
      answer.value === 'invited' ? copy.invite.invited(parsed.data) : copy.invite.promoted(parsed.data),
    );
  };

  return (
    <section
      aria-labelledby="invite-heading"
      className="mt-10 rounded-xl bg-white p-5 ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-700"
    >
      <h2
        id="invite-heading"
        className="flex items-center gap-2 text-xl font-bold text-brand-900 dark:text-white"
      >
        <UserPlus aria-hidden="true" className="h-5 w-5" />
        {copy.invite.heading}
      </h2>
      <p className="mt-2 max-w-prose text-slate-700 dark:text-slate-300">{copy.invite.lead}</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="sm:w-96">
          <TextField
            ref={inputRef}
            id="invite-email"
            label={copy.invite.email}
            type="email"
            autoComplete="off"
            maxLength={100}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'invite-error' : undefined}
          />
          {error && (
            <p
              id="invite-error"
              role="alert"
              className="mt-2 text-sm font-medium text-red-700 dark:text-red-300"
            >
              {error}
            </p>
          )}
        </div>
        <SubmitButton
          sending={sending}
          label={copy.invite.submit}
          sendingLabel={copy.invite.submitting}
          className="sm:mt-6"
        />
      </form>
    </section>
  );
}
