import { Menu, Monitor, Moon, Sun } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { business } from '../../content/business';
import { useLanguage } from '../language';
import { pathFor } from '../paths';
import { nextTheme, useTheme, type Theme } from '../theme';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { mainNav } from './nav-items';
import { ServicesDropdown } from './ServicesDropdown';
import { InstagramIcon, LinkedInIcon } from './SocialIcons';

const themeIcons: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

function ThemeToggle() {
  const { ui } = useLanguage();
  const { theme, setTheme } = useTheme();
  const next = nextTheme(theme);
  const Icon = themeIcons[theme];
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => setTheme(next)}
      aria-label={ui.theme.switchTo(ui.theme[next])}
      data-theme-current={theme}
    >
      <Icon aria-hidden="true" size={20} />
    </button>
  );
}

function LanguageToggle() {
  const { lang, ui, setLanguage } = useLanguage();
  return (
    <button
      type="button"
      className="icon-button w-auto px-3 text-sm font-bold"
      onClick={() => setLanguage(lang === 'en' ? 'nl' : 'en')}
      aria-label={ui.language.switchLabel}
      lang={lang === 'en' ? 'nl' : 'en'}
    >
      {ui.language.short}
    </button>
  );
}

export function Header() {
  const { lang, ui } = useLanguage();
  const { pathname, hash } = useLocation();
  // The menu belongs to the address it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === `${pathname}${hash}`;
  const closeMenu = useCallback(() => setMenuOpenOn(null), []);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={pathFor('home', lang)} aria-label={ui.nav.homeLink} className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label={ui.nav.label} className="hidden lg:block">
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
          <a
            href={business.social.instagram}
            target="_blank"
            rel="noopener noreferrer"
            className="icon-button hidden sm:inline-flex"
            aria-label={ui.social.instagram}
          >
            <InstagramIcon />
          </a>
          <a
            href={business.social.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            className="icon-button hidden sm:inline-flex"
            aria-label={ui.social.linkedin}
          >
            <LinkedInIcon />
          </a>
          <LanguageToggle />
          <ThemeToggle />
          <button
            type="button"
            className="icon-button lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={ui.nav.openMenu}
            onClick={() => setMenuOpenOn(`${pathname}${hash}`)}
          >
            <Menu aria-hidden="true" />
          </button>
        </div>
      </div>
      <MobileMenu id="mobile-menu" open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
