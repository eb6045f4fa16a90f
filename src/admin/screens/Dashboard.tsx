import { useLanguage } from '@/i18n/language-context';
import { adminCopy } from '../copy';
import { useScreenTitle } from '../use-screen-title';

/** `/admin`: where an admin lands after signing in. */
export function Dashboard() {
  const { lang } = useLanguage();
  const copy = adminCopy[lang].dashboard;
  useScreenTitle(copy.title);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">{copy.title}</h1>
      <p className="mt-3 max-w-2xl text-slate-700 dark:text-slate-300">{copy.lead}</p>
    </div>
  );
}
