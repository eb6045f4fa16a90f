import { Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { BookingWidget } from '../../features/booking-widget/BookingWidget';
import { RelatedLinks } from '../../features/related-links/RelatedLinks';
import { useDocumentHead } from '../head/use-document-head';
import { useLanguage } from '../language';
import { RoutePage } from '../page-loader';
import { resolvePath } from '../paths';
import { Footer } from './Footer';
import { Header } from './Header';
import { useHashScroll } from './use-hash-scroll';

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

export function Layout() {
  const { pathname } = useLocation();
  const { ui } = useLanguage();
  const resolved = useMemo(() => resolvePath(pathname), [pathname]);
  useHashScroll();
  useDocumentHead(resolved.route.id === 'story' ? null : resolved);

  return (
    <>
      <a href="#main" className="skip-link">
        {ui.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        <Suspense fallback={<PagePlaceholder />}>
          <RoutePage key={resolved.route.id} route={resolved.route} />
        </Suspense>
      </main>
      <RelatedLinks pageId={resolved.route.id} />
      <Footer />
      {resolved.route.group !== 'staff' && <BookingWidget />}
    </>
  );
}
