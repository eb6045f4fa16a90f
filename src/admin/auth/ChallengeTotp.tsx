import { useEffect } from 'react';
import { SubmitButton } from '@/components/form/form-parts';
import { useLanguage } from '@/i18n/language-context';
import { adminCopy } from '../copy';
import { useAdminSession } from '../session/admin-session';
import { AuthPanel, FormError } from './AuthPanel';
import { CodeField } from './CodeField';
import { useCodeCheck } from './use-code-check';

/** The second step for an admin whose authenticator is set up (and bound by it when `bind`). */
export function ChallengeTotp({ factorId, bind }: { factorId: string; bind: boolean }) {
  const { lang } = useLanguage();
  const copy = adminCopy[lang];
  const { signOut } = useAdminSession();
  const { checking, error, codeRef, submit } = useCodeCheck(factorId, bind);
  useEffect(() => codeRef.current?.focus(), [codeRef]);

  return (
    <AuthPanel title={copy.challenge.title} lead={<p>{copy.challenge.lead}</p>}>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        <CodeField
          ref={codeRef}
          id="admin-code"
          label={copy.challenge.code}
          errorId={error ? 'code-error' : undefined}
        />
        {error && <FormError id="code-error" message={error} />}
        <SubmitButton
          sending={checking}
          label={copy.challenge.submit}
          sendingLabel={copy.challenge.submitting}
          className="w-full"
        />
      </form>
      <button
        type="button"
        onClick={() => void signOut()}
        className="mt-4 text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300"
      >
        {copy.challenge.otherAccount}
      </button>
    </AuthPanel>
  );
}
