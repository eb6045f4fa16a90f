import { useLanguage } from '@/i18n/language-context';
import { adminCopy } from '../copy';
import { useAdminSession } from '../session/admin-session';
import { AuthPanel } from './AuthPanel';

/** A signed-in account that is not an admin: said plainly, with the way out. */
export function NoAccess({ email }: { email: string }) {
  const { lang } = useLanguage();
  const copy = adminCopy[lang].noAccess;
  const { signOut } = useAdminSession();
  return (
    <AuthPanel title={copy.title} lead={<p>{copy.text(email)}</p>}>
      <button type="button" onClick={() => void signOut()} className="btn-primary mt-6 w-full">
        {copy.signOut}
      </button>
    </AuthPanel>
  );
}
