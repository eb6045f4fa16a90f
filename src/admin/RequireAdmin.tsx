import { Outlet, useLocation } from 'react-router-dom';
import { Redirect } from './Redirect';
import { useAdminSession } from './session/admin-session';
import { signInPathFor } from './session/next-path';
import { SessionPending } from './SessionPending';

/** Every admin screen but sign-in: only an admin at aal2 gets past; everyone else signs in first. */
export function RequireAdmin() {
  const { session } = useAdminSession();
  const location = useLocation();
  if (session.kind === 'loading' || session.kind === 'failed') return <SessionPending session={session} />;
  if (session.kind !== 'ready') {
    return <Redirect to={signInPathFor(`${location.pathname}${location.search}${location.hash}`)} />;
  }
  return <Outlet />;
}
