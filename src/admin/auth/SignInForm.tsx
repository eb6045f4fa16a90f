import { useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/form/form-parts';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { adminCopy } from '../copy';
import { useAdminSession } from '../session/admin-session';
import { authErrorKey } from './auth-errors';
import { AuthPanel, FormError } from './AuthPanel';
import { TextField } from './TextField';

/** E-mail and password: the first of the two steps. */
export function SignInForm({ onForgotten }: { onForgotten: () => void }) {
  const { lang } = useLanguage();
  const copy = adminCopy[lang];
  const { refresh } = useAdminSession();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const email = emailRef.current?.value.trim() ?? '';
    const password = passwordRef.current?.value ?? '';
    if (!email) {
      setError(copy.signIn.emailMissing);
      emailRef.current?.focus();
      return;
    }
    if (!password) {
      setError(copy.signIn.passwordMissing);
      passwordRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const supabase = await getSupabase();
      const { error: signInError } = await supabase.auth.signInWithPassword({ email, password });
      if (signInError) throw signInError;
      await refresh();
    } catch (caught) {
      setError(copy.errors[authErrorKey(caught)]);
      setSending(false);
      passwordRef.current?.select();
      passwordRef.current?.focus();
    }
  };

  return (
    <AuthPanel title={copy.signIn.title} lead={<p>{copy.signIn.lead}</p>}>
      <form
        noValidate
        onSubmit={submit}
        className="mt-6 space-y-4"
        aria-describedby={error ? 'sign-in-error' : undefined}
      >
        <TextField
          ref={emailRef}
          id="admin-email"
          label={copy.signIn.email}
          type="email"
          autoComplete="username"
          required
        />
        <TextField
          ref={passwordRef}
          id="admin-password"
          label={copy.signIn.password}
          type="password"
          autoComplete="current-password"
          required
        />
        {error && <FormError id="sign-in-error" message={error} />}
        <SubmitButton
          sending={sending}
          label={copy.signIn.submit}
          sendingLabel={copy.signIn.submitting}
          className="w-full"
        />
        <button
          type="button"
          onClick={onForgotten}
          className="text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300"
        >
          {copy.signIn.forgotten}
        </button>
      </form>
    </AuthPanel>
  );
}
