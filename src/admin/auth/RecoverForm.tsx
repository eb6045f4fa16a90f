import { useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/form/form-parts';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { adminCopy } from '../copy';
import { SIGN_IN_PATH } from '../session/next-path';
import { authErrorKey } from './auth-errors';
import { AuthPanel, FormError } from './AuthPanel';
import { TextField } from './TextField';

/** Asks for a password-reset link. The answer is the same whether or not the address has an account. */
export function RecoverForm({ linkError, onBack }: { linkError: string | null; onBack: () => void }) {
  const { lang } = useLanguage();
  const copy = adminCopy[lang];
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(linkError ? copy.errors.linkExpired : null);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const email = emailRef.current?.value.trim() ?? '';
    if (!email) {
      setError(copy.signIn.emailMissing);
      emailRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const supabase = await getSupabase();
      const { error: sendError } = await supabase.auth.resetPasswordForEmail(email, {
        redirectTo: `${window.location.origin}${SIGN_IN_PATH}`,
      });
      if (sendError) throw sendError;
      setSentTo(email);
    } catch (caught) {
      setError(copy.errors[authErrorKey(caught)]);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthPanel title={copy.recover.title} lead={<p>{copy.recover.lead}</p>}>
      {sentTo ? (
        <p
          role="status"
          className="mt-6 rounded-lg bg-brand-50 px-3 py-2 text-brand-900 dark:bg-brand-900 dark:text-white"
        >
          {copy.recover.sent(sentTo)}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-4">
          <TextField
            ref={emailRef}
            id="admin-recover-email"
            label={copy.signIn.email}
            type="email"
            autoComplete="username"
            required
          />
          {error && <FormError id="recover-error" message={error} />}
          <SubmitButton
            sending={sending}
            label={copy.recover.submit}
            sendingLabel={copy.recover.submitting}
            className="w-full"
          />
        </form>
      )}
      <button
        type="button"
        onClick={onBack}
        className="mt-4 text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300"
      >
        {copy.recover.back}
      </button>
    </AuthPanel>
  );
}
