import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { LazySection } from '@/components/page/LazySection';
import { BookingWidget } from '@/features/booking-widget/BookingWidget';
import { ChatLauncher } from '@/features/chat/ChatLauncher';
import { useDocumentHead } from '@/head/use-document-head';
import { useLanguage } from '@/i18n/language-context';
import { track } from '@/lib/analytics';
import { usePublicSettings } from '@/lib/public-settings';
import type { PageId } from '@/routing/page-ids';
import { resolvePath } from '@/routing/paths';
import { RoutePage } from '../page-loader';
import { Footer } from './Footer';
import { Header } from './Header';
import { useHashScroll } from './use-hash-scroll';

// Every public page ends with the related-links strip: its code loads when it comes near.
const relatedLinks = () => import('@/features/related-links/RelatedLinks');

function PagePlaceholder() {
  const { ui } = useLanguage();
  return (
    <div className="mx-auto max-w-7xl px-4 py-24" role="status">
      <span className="sr-only">{ui.loading}</span>
      <div className="h-10 w-2/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
      <div className="mt-6 h-4 w-full animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
    </div>
  );
}

const OfflineNotice = lazy(() => import('@/features/connectivity/OfflineNotice'));
// Shown only when the back office has something current to say: their code loads only then.
const AnnouncementBar = lazy(() => import('@/features/announcement/AnnouncementBar'));
const JumpStatusBadge = lazy(() => import('@/features/jump-status/JumpStatusBadge'));
const noSubscription = () => () => {};

// The live settings arrive after hydration. Read here rather than in Layout, their arrival
// re-renders only these: an update reaching a lazy section still waiting to hydrate would make
// React drop its prerendered HTML.

/** The booking widget unless the back office turned it off, with today's jump status if any. */
function LiveBookingWidget() {
  const live = usePublicSettings();
  if (live?.bookingEnabled === false) return null;
  return (
    <BookingWidget
      status={
        live?.jumpStatus && (
          <Suspense fallback={null}>
            <JumpStatusBadge />
          </Suspense>
        )
      }
    />
  );
}

function LiveAnnouncement() {
  const live = usePublicSettings();
  return live?.announcement ? (
    <Suspense fallback={null}>
      <AnnouncementBar />
    </Suspense>
  ) : null;
}

/** The offline notice exists only in the browser, where there is a network to watch. */
function ConnectivityNotice() {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? (
    <Suspense fallback={null}>
      <OfflineNotice />
    </Suspense>
  ) : null;
}

/** Pages whose partners section shows the partner logos, so the footer need not repeat them. */
const pagesWithPartners = new Set<PageId>(['home', 'partners']);

export function Layout() {
  const { pathname } = useLocation();
  const resolved = useMemo(() => resolvePath(pathname), [pathname]);
  useHashScroll();
  useDocumentHead(resolved.route.id === 'story' ? null : resolved);

  useEffect(() => track('page_view'), [pathname]);

  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        <Suspense fallback={<PagePlaceholder />}>
          <RoutePage key={resolved.route.id} route={resolved.route} />
        </Suspense>
      </main>
      <LazySection id="related-links" loader={relatedLinks} minHeight={0} />
      <Footer partnerLogos={!pagesWithPartners.has(resolved.route.id)} />
      <LiveBookingWidget />
      <ChatLauncher />
      <LiveAnnouncement />
      <ConnectivityNotice />
    </>
  );
}
