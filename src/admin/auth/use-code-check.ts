import { useRef, useState, type FormEvent } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { adminCopy } from '../copy';
import { useAdminSession } from '../session/admin-session';
import { authErrorKey } from './auth-errors';
import { codeFrom } from './CodeField';
import { factorCopy } from './factor-copy';

/**
 * Checks a code against a factor (a challenge, then its verification): on success the factor is
 * bound to the admin when `bind` (a session opened from their mailbox) and the session is read
 * again; on failure the message says why and the field is cleared and focused for the next code.
 */
export function useCodeCheck(factorId: string | null, bind: boolean) {
  const { lang } = useLanguage();
  const { refresh } = useAdminSession();
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const fail = (message: string) => {
    setError(message);
    setChecking(false);
    if (codeRef.current) codeRef.current.value = '';
    codeRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking || !factorId) return;
    const code = codeFrom(codeRef.current?.value ?? '');
    if (!code) return fail(adminCopy[lang].errors.codeFormat);
    setChecking(true);
    setError(null);
    try {
      const supabase = await getSupabase();
      const { error: verifyError } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
      if (verifyError) throw verifyError;
      if (bind) {
        const bound = await supabase.rpc('bind_my_totp_factor', { factor_id: factorId });
        if (bound.error) return fail(factorCopy[lang].bindFailed);
      }
      await refresh();
    } catch (caught) {
      fail(adminCopy[lang].errors[authErrorKey(caught)]);
    }
  };

  return { checking, error, codeRef, submit };
}
