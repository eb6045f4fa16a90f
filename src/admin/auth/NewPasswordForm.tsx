import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/form/form-parts';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { adminCopy } from '../copy';
import { useAdminSession } from '../session/admin-session';
import { authErrorKey } from './auth-errors';
import { AuthPanel, FormError } from './AuthPanel';
import { TextField } from './TextField';

// The auth server's `minimum_password_length` (supabase/config.toml); it checks again itself.
const MINIMUM_LENGTH = 12;

/** After a reset link and the code: the new password, typed twice. */
export function NewPasswordForm() {
  const { lang } = useLanguage();
  const copy = adminCopy[lang];
  const { finishRecovery } = useAdminSession();
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
    if (password.length < MINIMUM_LENGTH) return fail(copy.newPassword.tooShort);
    if (password !== repeatRef.current?.value) return fail(copy.newPassword.mismatch, repeatRef);
    setSaving(true);
    setError(null);
    try {
      const supabase = await getSupabase();
      const { error: updateError } = await supabase.auth.updateUser({ password });
      if (updateError) throw updateError;
      finishRecovery();
    } catch (caught) {
      const code = (caught as { code?: unknown }).code;
      if (code === 'weak_password') return fail(copy.newPassword.tooShort);
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
    <AuthPanel title={copy.newPassword.title} lead={<p>{copy.newPassword.lead}</p>}>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        {field('admin-new-password', copy.newPassword.password, passwordRef)}
        {field('admin-new-password-repeat', copy.newPassword.repeat, repeatRef)}
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
