import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Megaphone, X } from '@/components/icons';
import { useBottomOverlay } from '@/components/ui/use-bottom-overlay';
import { useLanguage } from '@/i18n/language-context';
import { usePublicSettings } from '@/lib/public-settings';
import type { Announcement } from '@contract/settings.ts';
import { announcementCopy } from './copy';
import { announcementId, readDismissed, storeDismissed } from './dismissal';

const linkClass = 'font-semibold underline underline-offset-4 hover:no-underline';

function Bar({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const { lang } = useLanguage();
  const copy = announcementCopy[lang];
  const bar = useRef<HTMLElement>(null);
  // Fixed to the bottom edge, the bar pushes nothing down when it arrives; the page keeps room for
  // it at its end and scrolls focus clear of it (use-bottom-overlay.ts).
  useBottomOverlay(bar, 'announcement');
  const { link } = announcement;
  return (
    <section
      ref={bar}
      aria-label={copy.label}
      // Above the cookie banner while that shows: both stay readable.
      className="fixed inset-x-0 bottom-[var(--cookie-banner-reach,0px)] z-40 border-t border-brand-700 bg-brand-900 text-white shadow-2xl dark:border-brand-300 dark:bg-brand-100 dark:text-brand-950 print:hidden"
      data-announcement=""
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 py-1 pl-4 pr-2 sm:pl-6">
        <Megaphone aria-hidden="true" className="h-5 w-5 shrink-0" />
        <p className="min-w-0 flex-1 py-2 text-sm">
          {announcement.text[lang]}
          {link && (
            <>
              {' '}
              {link.startsWith('/') ? (
                <Link to={link} className={linkClass}>
                  {copy.more}
                </Link>
              ) : (
                <a href={link} rel="noopener noreferrer" className={linkClass}>
                  {copy.more}
                </a>
              )}
            </>
          )}
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label={copy.close}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md hover:bg-brand-800 dark:hover:bg-brand-200"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </section>
  );
}

/**
 * The back office's announcement, on every public page while inside its window, until closed. The
 * layout loads this only once there is an announcement to show.
 */
export default function AnnouncementBar() {
  const live = usePublicSettings();
  const [dismissed, setDismissed] = useState(() => (typeof window === 'undefined' ? null : readDismissed()));
  const announcement = live?.announcement;
  if (!announcement || dismissed === announcementId(announcement)) return null;
  const close = () => {
    const id = announcementId(announcement);
    storeDismissed(id);
    setDismissed(id);
    // The close button goes away with the bar: focus goes to the page rather than being lost.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return <Bar announcement={announcement} onClose={close} />;
}
