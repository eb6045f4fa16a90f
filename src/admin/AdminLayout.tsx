import { useMemo } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Logo } from '@/components/ui/Logo';
import { useDocumentHead } from '@/head/use-document-head';
import { useLanguage } from '@/i18n/language-context';
import { pathFor, resolvePath } from '@/routing/paths';

/** The admin area's frame: its own bar and main region, without the public header and footer. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const { lang, ui } = useLanguage();
  const resolved = useMemo(() => resolvePath(pathname), [pathname]);
  useDocumentHead(resolved);
  return (
    <div data-admin-area="" className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <a href="#main" className="skip-link">
          {ui.skipToContent}
        </a>
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <Link to={pathFor('home', lang)} className="rounded-md">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
