import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { LanguageProvider } from '@/i18n/language-context';
import { isAdminPath } from '@/routing/paths';
import { ErrorBoundary } from './layout/ErrorBoundary';
import { Layout } from './layout/Layout';

// Its own chunk with its own nested routes: the admin area's code loads only on an admin address.
const AdminApp = lazy(() => import('@/admin/AdminApp'));

/** The whole app below the router; the browser and the prerenderer each wrap it in their router. */
export function App() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary>
      {isAdminPath(pathname) ? (
        // The admin area keeps its own language: its addresses carry no /nl.
        <Suspense fallback={null}>
          <AdminApp />
        </Suspense>
      ) : (
        <LanguageProvider>
          <Layout />
        </LanguageProvider>
      )}
    </ErrorBoundary>
  );
}
