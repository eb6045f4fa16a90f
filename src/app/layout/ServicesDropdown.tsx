import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChevronDown } from '@/components/icons';
import { servicesMenu } from '@/content/nav-items';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';

/**
 * The Services menu: opens by click or keyboard, closes on Escape, outside click, navigation and
 * when focus moves on past it, so it never covers what the keyboard reaches next.
 */
export function ServicesDropdown() {
  const { lang, ui } = useLanguage();
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it on any navigation without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean | ((open: boolean) => boolean)) =>
    setOpenOn((current) =>
      (typeof value === 'function' ? value(current === pathname) : value) ? pathname : null,
    );
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const links = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? [])];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) {
      setOpen(true);
      requestAnimationFrame(() => links()[0]?.focus());
      return;
    }
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    items[(next + items.length) % items.length]?.focus();
  };

  return (
    // The key handler serves the button and links inside; the wrapper itself is not interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpenOn(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link inline-flex items-center gap-1"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {ui.nav.services}
        <ChevronDown aria-hidden="true" size={16} className={open ? 'rotate-180 transition' : 'transition'} />
      </button>
      {/* Rendered only while open: eight links every page would carry for nothing, hidden. */}
      {open && (
        <ul
          id={menuId}
          className="absolute left-0 top-full z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          {servicesMenu.map((item) => (
            <li key={item.id}>
              <Link
                data-menu-link
                to={pathFor(item.id, lang)}
                className="menu-link"
                onClick={() => setOpen(false)}
              >
                {ui.nav.servicesMenu[item.key]}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700">
            <Link
              data-menu-link
              to={pathFor('services', lang)}
              className="menu-link font-semibold"
              onClick={() => setOpen(false)}
            >
              {ui.nav.allServices}
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
