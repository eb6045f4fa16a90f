import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/form/form-parts';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { adminCopy } from '../copy';
import { accountsCopy } from '../screens/accounts/copy';
import { useAdminSession } from '../session/admin-session';
import { authErrorKey } from './auth-errors';
import { AuthPanel, FormError } from './AuthPanel';
import { TextField } from './TextField';

// The auth server's `minimum_password_length` (supabase/config.toml); it checks again itself.
const MINIMUM_LENGTH = 12;

/**
 * The password, typed twice: after a reset link and the code (`recovery`), or as the first step of
 * an invited admin, before the authenticator app (`invite`).
 */
export function NewPasswordForm({ purpose }: { purpose: 'recovery' | 'invite' }) {
  const { lang } = useLanguage();
  const copy = adminCopy[lang];
  const words = purpose === 'invite' ? accountsCopy[lang].acceptInvite : copy.newPassword;
  const { finishRecovery, finishInvite } = useAdminSession();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  useEffect(() => passwordRef.current?.focus(), []);

  const fail = (message: string, field = passwordRef) => {
    setError(message);
    setSaving(false);
    field.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const password = passwordRef.current?.value ?? '';
    if (password.length < MINIMUM_LENGTH) return fail(words.tooShort);
    if (password !== repeatRef.current?.value) return fail(words.mismatch, repeatRef);
    setSaving(true);
    setError(null);
    try {
      const supabase = await getSupabase();
      const { error: updateError } = await supabase.auth.updateUser({ password });
      if (updateError) throw updateError;
      if (purpose === 'invite') finishInvite();
      else finishRecovery();
    } catch (caught) {
      const code = (caught as { code?: unknown }).code;
      if (code === 'weak_password') return fail(words.tooShort);
      if (code === 'same_password') return fail(copy.newPassword.same);
      fail(copy.errors[authErrorKey(caught)]);
    }
  };

  const field = (id: string, label: string, ref: typeof passwordRef) => (
    <TextField
      ref={ref}
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      minLength={MINIMUM_LENGTH}
      required
    />
  );

  return (
    <AuthPanel title={words.title} lead={<p>{words.lead}</p>}>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        {field('admin-new-password', words.password, passwordRef)}
        {field('admin-new-password-repeat', words.repeat, repeatRef)}
        {error && <FormError id="new-password-error" message={error} />}
        <SubmitButton
          sending={saving}
          label={copy.newPassword.submit}
          sendingLabel={copy.newPassword.submitting}
          className="w-full"
        />
      </form>
    </AuthPanel>
  );
}
