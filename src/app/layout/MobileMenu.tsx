import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { business } from '../../content/business';
import { useFocusTrap } from '../../components/ui/use-focus-trap';
import { useLanguage } from '../language';
import { pathFor } from '../paths';
import { mainNav, servicesMenu } from './nav-items';
import { InstagramIcon, LinkedInIcon } from './SocialIcons';

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The small-screen menu: a modal panel that traps focus and closes on Escape and navigation. */
export function MobileMenu({ id, open, onClose }: Props) {
  const { lang, ui } = useLanguage();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, onClose);

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
      className="fixed inset-0 z-50 overflow-y-auto bg-white px-6 pb-10 pt-4 dark:bg-slate-950 lg:hidden"
    >
      <div className="flex justify-end">
        <button type="button" className="icon-button" onClick={onClose} aria-label={ui.nav.closeMenu}>
          <X aria-hidden="true" />
        </button>
      </div>
      <nav aria-label={ui.nav.mobileNavLabel}>
        <ul className="space-y-1 text-lg">
          {mainNav.map((item) => (
            <li key={item.id}>
              <Link to={pathFor(item.id, lang)} className="menu-link py-3">
                {ui.nav[item.key]}
              </Link>
              {item.id === 'services' && (
                <ul className="ml-4 border-l border-slate-200 pl-3 text-base dark:border-slate-700">
                  {servicesMenu.map((service) => (
                    <li key={service.id}>
                      <Link to={pathFor(service.id, lang)} className="menu-link">
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
        <a
          href={business.social.instagram}
          target="_blank"
          rel="noopener noreferrer"
          className="icon-button"
          aria-label={ui.social.instagram}
        >
          <InstagramIcon />
        </a>
        <a
          href={business.social.linkedin}
          target="_blank"
          rel="noopener noreferrer"
          className="icon-button"
          aria-label={ui.social.linkedin}
        >
          <LinkedInIcon />
        </a>
      </div>
    </div>
  );
}
