import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadState } from './LoadState';
import { Redirect } from './Redirect';
import { useAdminSession } from './session/admin-session';
import { signInPathFor } from './session/next-path';

/** Every admin screen but sign-in: only an admin at aal2 gets past; everyone else signs in first. */
export function RequireAdmin() {
  const { session, refresh } = useAdminSession();
  const location = useLocation();
  const loading = (failed: boolean) => (
    <LoadState failed={failed} onRetry={() => void refresh()} className="mx-auto max-w-md px-4 py-16" />
  );
  if (session.kind === 'loading' || session.kind === 'failed') return loading(session.kind === 'failed');
  if (session.kind !== 'ready') {
    return <Redirect to={signInPathFor(`${location.pathname}${location.search}${location.hash}`)} />;
  }
  // The larger screens arrive as chunks of their own when first opened.
  return (
    <Suspense fallback={loading(false)}>
      <Outlet />
    </Suspense>
  );
}
