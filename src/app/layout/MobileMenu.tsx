import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { X } from '@/components/icons';
import { Logo } from '@/components/ui/Logo';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { mainNav, servicesMenu } from '@/content/nav-items';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { SocialLinks } from './SocialIcons';

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The small-screen menu: a modal panel over the whole screen that traps focus and closes on Escape
 * and navigation. After a navigation, focus goes to the new page's content instead of the old opener.
 */
export function MobileMenu({ id, open, onClose }: Props) {
  const { lang, ui } = useLanguage();
  const panelRef = useRef<HTMLDivElement>(null);
  const navigated = useRef(false);
  const returnFocusTo = useCallback(() => {
    const followLink = navigated.current;
    navigated.current = false;
    return followLink ? document.getElementById('main') : null;
  }, []);
  useFocusTrap(panelRef, open, onClose, returnFocusTo);
  // A link to the page already shown changes no address, so the link closes the menu itself.
  const onNavigate = () => {
    navigated.current = true;
    onClose();
  };

  useEffect(() => {
    if (!open) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={ui.nav.mobileMenu}
      hidden={!open}
      className="fixed inset-0 z-50 overflow-y-auto bg-white px-6 pb-10 pt-4 dark:bg-slate-950 xl:hidden"
    >
      {/* Drawn only while open: closed, it would be a second copy of the menu in every page's HTML. */}
      {open && (
        <>
          {/* The header's own bar, so opening the menu keeps the page's top in place. */}
          <div className="-mx-6 -mt-4 mb-4 flex h-16 items-center justify-between gap-4 border-b border-slate-200 px-4 dark:border-slate-800 sm:px-6">
            <span aria-hidden="true">
              <Logo />
            </span>
            <button type="button" className="icon-button" onClick={onClose} aria-label={ui.nav.closeMenu}>
              <X aria-hidden="true" />
            </button>
          </div>
          <nav aria-label={ui.nav.mobileNavLabel}>
            <ul className="space-y-1 text-lg">
              {mainNav.map((item) => (
                <li key={item.id}>
                  <Link to={pathFor(item.id, lang)} className="menu-link py-3" onClick={onNavigate}>
                    {ui.nav[item.key]}
                  </Link>
                  {item.id === 'services' && (
                    <ul className="ml-4 border-l border-slate-200 pl-3 text-base dark:border-slate-700">
                      {servicesMenu.map((service) => (
                        <li key={service.id}>
                          <Link to={pathFor(service.id, lang)} className="menu-link" onClick={onNavigate}>
                            {ui.nav.servicesMenu[service.key]}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-8 flex gap-3">
            <SocialLinks className="icon-button" />
          </div>
        </>
      )}
    </div>
  );
}
