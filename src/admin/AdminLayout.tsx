import { useRef } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { LogOut } from '@/components/icons';
import { Logo } from '@/components/ui/Logo';
import { ThemeToggle } from '@/components/ui/ThemeToggle';
import { useBottomOverlayRoom } from '@/components/ui/use-bottom-overlay';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { adminNav } from './admin-nav';
import { adminCopy } from './copy';
import { useAdminSession } from './session/admin-session';
import { DASHBOARD_PATH } from './session/next-path';

/** The admin area's frame: its own bar, navigation and main region, without the public header. */
export function AdminLayout() {
  const { lang, ui, setLanguage } = useLanguage();
  const main = useRef<HTMLElement>(null);
  useBottomOverlayRoom(main);
  const copy = adminCopy[lang].shell;
  const { session, signOut } = useAdminSession();
  const ready = session.kind === 'ready';
  return (
    <div data-admin-area="" className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <a href="#main" className="skip-link">
          {ui.skipToContent}
        </a>
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
          <Link to={DASHBOARD_PATH} className="flex items-center gap-3 rounded-md">
            <Logo />
            <span className="rounded bg-brand-900 px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-white dark:bg-brand-300 dark:text-brand-950">
              {copy.area}
            </span>
          </Link>
          <div className="flex flex-wrap items-center gap-1 sm:ml-auto">
            {ready && (
              <span className="mr-2 hidden text-sm text-slate-600 dark:text-slate-300 lg:inline">
                {copy.signedInAs(session.email)}
              </span>
            )}
            <a href={pathFor('home', lang)} className="nav-link">
              {copy.toWebsite}
            </a>
            <button
              type="button"
              className="nav-link"
              lang={lang === 'en' ? 'nl' : 'en'}
              onClick={() => setLanguage(lang === 'en' ? 'nl' : 'en')}
            >
              {copy.switchLanguage}
            </button>
            <ThemeToggle />
            {ready && (
              <button
                type="button"
                className="nav-link inline-flex items-center gap-2"
                onClick={() => void signOut()}
              >
                <LogOut aria-hidden="true" size={18} />
                {copy.signOut}
              </button>
            )}
          </div>
        </div>
        {ready && (
          // One row of tabs that scrolls sideways on a phone rather than wrapping as screens are added.
          <nav aria-label={copy.nav} className="border-t border-slate-200 dark:border-slate-800">
            <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 sm:px-4">
              {adminNav.map((entry) => (
                <li key={entry.path} className="shrink-0">
                  <NavLink to={entry.path} end={entry.end} className="admin-tab">
                    {adminCopy[lang].nav[entry.label]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {/* Room at the end for the cookie banner, so nothing stays behind it (use-bottom-overlay.ts). */}
      <main
        ref={main}
        id="main"
        tabIndex={-1}
        className="flex-1 pb-[var(--bottom-overlay,0px)] focus:outline-none"
      >
        <Outlet />
      </main>
    </div>
  );
}
