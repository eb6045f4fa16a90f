import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { redirectToPrimaryHost } from '@/app/host-redirect';
import { preloadPage } from '@/app/page-loader';
import { registerServiceWorker } from '@/app/service-worker';
import { startCookieConsent } from '@/features/cookie-consent/boot';
import { startAnalytics } from '@/lib/analytics';
import { isAdminPath, resolvePath } from '@/routing/paths';
import '@/index.css';

redirectToPrimaryHost();
// The admin area stores nothing a visitor must consent to and is never measured: no banner there,
// and no analytics or tag manager next to enquiries and passwords.
if (!isAdminPath(window.location.pathname)) {
  startCookieConsent();
  startAnalytics();
  // The dev server's modules are not hashed: a worker would serve stale code there.
  if (import.meta.env.PROD) registerServiceWorker();
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

if (container.firstElementChild) {
  // Load the page's own code first so hydration renders exactly what the prerenderer did.
  await preloadPage(resolvePath(window.location.pathname).route);
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread for one long task; a visitor's early input still hydrates its target first.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
