import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { adminCopy } from '../copy';
import { useAdminSession } from '../session/admin-session';
import { authErrorKey } from './auth-errors';
import { AuthPanel, FormError } from './AuthPanel';
import { factorCopy } from './factor-copy';

/**
 * An admin whose factors cannot open the admin area from a password session: the set-up (or the
 * approval of an app added without the mailbox) continues from a magic link back to this page.
 */
export function SetUpLink({ email, reason }: { email: string; reason: 'no-factor' | 'unbound-factor' }) {
  const { lang } = useLanguage();
  const copy = factorCopy[lang].setUpLink;
  const { signOut } = useAdminSession();
  const { pathname, search } = useLocation();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const supabase = await getSupabase();
      const { error: sendError } = await supabase.auth.signInWithOtp({
        email,
        options: {
          shouldCreateUser: false,
          emailRedirectTo: `${window.location.origin}${pathname}${search}`,
        },
      });
      if (sendError) throw sendError;
      setSent(true);
    } catch (caught) {
      setError(adminCopy[lang].errors[authErrorKey(caught)]);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthPanel
      title={copy.title}
      lead={<p>{reason === 'no-factor' ? copy.newFactor(email) : copy.unboundFactor(email)}</p>}
    >
      {sent ? (
        <p
          role="status"
          className="mt-6 rounded-lg bg-brand-50 px-3 py-2 text-brand-900 dark:bg-brand-900 dark:text-white"
        >
          {copy.sent(email)}
        </p>
      ) : (
        <>
          {error && <FormError id="set-up-link-error" message={error} />}
          <button
            type="button"
            onClick={() => void send()}
            disabled={sending}
            className="btn-primary mt-6 w-full"
          >
            {sending ? copy.sending : copy.send}
          </button>
        </>
      )}
      <button
        type="button"
        onClick={() => void signOut()}
        className="mt-4 text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300"
      >
        {copy.otherAccount}
      </button>
    </AuthPanel>
  );
}
