import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CalendarCheck, Info, MessageCircle, Minus, Phone } from '@/components/icons';
import { useBottomOverlay } from '@/components/ui/use-bottom-overlay';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { telUrl, whatsappUrl } from '@contract/business.ts';
import { bookingWidgetCopy } from './copy';
import { setWidgetState, useWideScreen, useWidgetState, type WidgetState } from './widget-state';

// 'auto' (nothing chosen yet): expanded only on screens wide enough to keep it beside the content,
// a small button elsewhere, so it covers nothing until the visitor opens it. The panel is rendered
// only where it shows, so the prerendered page carries the button alone: on the widest screens
// neither shows until hydration, when the panel opens.
const launcherClass: Record<WidgetState, string> = {
  auto: 'min-[1760px]:hidden',
  minimised: '',
  expanded: 'hidden',
};

const action =
  'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-brand-900 hover:bg-brand-50 dark:text-white dark:hover:bg-brand-900';

/**
 * The floating booking shortcuts: call, WhatsApp, more info and book now. `status` (today's jump
 * status, given by the layout) shows above the open panel: placed outside the panel's box, its
 * arrival moves nothing.
 */
export function BookingWidget({ status }: { status?: ReactNode }) {
  const { lang } = useLanguage();
  const state = useWidgetState();
  const wide = useWideScreen();
  const open = state === 'expanded' || (state === 'auto' && wide);
  const t = bookingWidgetCopy[lang];
  const widget = useRef<HTMLElement>(null);
  useBottomOverlay(widget, 'booking-widget');
  const launcher = useRef<HTMLButtonElement>(null);
  const firstAction = useRef<HTMLAnchorElement>(null);
  // Focus follows a toggle made here, so keyboard users never land on a hidden button.
  const toggled = useRef(false);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    (state === 'minimised' ? launcher : firstAction).current?.focus();
  }, [state]);
  const toggle = (next: 'minimised' | 'expanded') => {
    toggled.current = true;
    setWidgetState(next);
  };
  return (
    <aside
      ref={widget}
      aria-label={t.label}
      // On a phone the cookie banner spans the bottom edge, and the announcement bar spans it on
      // every screen: the widget waits above them, lifted with a transform because a moved `bottom`
      // counts as a layout shift.
      className="fixed bottom-4 left-4 z-40 -translate-y-[max(var(--cookie-banner-reach,0px),var(--announcement-reach,0px))] sm:-translate-y-[var(--announcement-reach,0px)] print:hidden"
      data-booking-widget={state}
      data-cta-area="booking-widget"
    >
      {/* Present from the first paint, so what arrives in it later is announced, politely. */}
      <div role="status" className={open ? 'absolute bottom-full left-0 mb-2 w-56' : 'hidden'}>
        {status}
      </div>
      {open && (
        <div className="w-56 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900">
          <div className="flex items-center justify-between pl-3">
            <p className="font-semibold text-brand-900 dark:text-white">{t.title}</p>
            <button
              type="button"
              className="icon-button"
              aria-label={t.minimise}
              onClick={() => toggle('minimised')}
            >
              <Minus aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          <ul className="mt-1 grid gap-1">
            <li>
              <a ref={firstAction} href={telUrl} className={action} aria-label={t.callLabel}>
                <Phone aria-hidden="true" className="h-4 w-4" />
                {t.call}
              </a>
            </li>
            <li>
              <a
                href={whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={action}
                aria-label={t.whatsappLabel}
              >
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                {t.whatsapp}
              </a>
            </li>
            <li>
              <Link to={pathFor('services', lang)} className={action} data-cta="booking-widget.info">
                <Info aria-hidden="true" className="h-4 w-4" />
                {t.info}
              </Link>
            </li>
            <li>
              <Link
                to={pathFor('contact', lang)}
                className="btn-primary mt-1 w-full py-2 text-sm"
                data-cta="booking-widget.book"
              >
                <CalendarCheck aria-hidden="true" className="h-4 w-4" />
                {t.book}
              </Link>
            </li>
          </ul>
        </div>
      )}
      <button
        ref={launcher}
        type="button"
        className={`${launcherClass[state]} flex h-12 items-center gap-2 rounded-full bg-signal-600 px-4 font-semibold text-white shadow-lg hover:bg-signal-700`}
        aria-expanded="false"
        onClick={() => toggle('expanded')}
      >
        <CalendarCheck aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only sm:not-sr-only">{t.open}</span>
      </button>
    </aside>
  );
}
