import { useCallback, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Menu } from '@/components/icons';
import { Logo } from '@/components/ui/Logo';
import { ThemeToggle } from '@/components/ui/ThemeToggle';
import { mainNav } from '@/content/nav-items';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { MobileMenu } from './MobileMenu';
import { ServicesDropdown } from './ServicesDropdown';
import { SocialLinks } from './SocialIcons';

/** Named by its visible "NL"/"EN" first, so a speech user can say what they see (WCAG 2.5.3). */
function LanguageToggle() {
  const { lang, ui, setLanguage } = useLanguage();
  return (
    <button
      type="button"
      className="icon-button w-auto px-3 text-sm font-bold"
      onClick={() => setLanguage(lang === 'en' ? 'nl' : 'en')}
      lang={lang === 'en' ? 'nl' : 'en'}
    >
      {ui.language.short}
      <span className="sr-only">{` – ${ui.language.switchLabel}`}</span>
    </button>
  );
}

/**
 * The site header, with the skip link as its first stop so every piece of the page sits in a
 * landmark. The small-screen menu is rendered beside the header, not in it: a fixed panel inside a
 * sticky, filtered header would be sized to the header instead of the screen.
 */
export function Header() {
  const { lang, ui } = useLanguage();
  const { pathname, hash } = useLocation();
  // The menu belongs to the address it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === `${pathname}${hash}`;
  const closeMenu = useCallback(() => setMenuOpenOn(null), []);
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <a href="#main" className="skip-link">
          {ui.skipToContent}
        </a>
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={pathFor('home', lang)} aria-label={ui.nav.homeLink} className="rounded-md">
            <Logo />
          </Link>
          <nav aria-label={ui.nav.label} className="hidden xl:block">
            <ul className="flex items-center gap-1">
              {mainNav.map((item) =>
                item.id === 'services' ? (
                  <li key={item.id}>
                    <ServicesDropdown />
                  </li>
                ) : (
                  <li key={item.id}>
                    <NavLink to={pathFor(item.id, lang)} end className="nav-link">
                      {ui.nav[item.key]}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="flex items-center gap-1">
            <SocialLinks className="icon-button hidden sm:inline-flex xl:hidden 2xl:inline-flex" />
            <LanguageToggle />
            <ThemeToggle />
            <button
              type="button"
              className="icon-button xl:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={ui.nav.openMenu}
              onClick={() => setMenuOpenOn(`${pathname}${hash}`)}
            >
              <Menu aria-hidden="true" />
            </button>
          </div>
        </div>
      </header>
      <MobileMenu id="mobile-menu" open={menuOpen} onClose={closeMenu} />
    </>
  );
}
