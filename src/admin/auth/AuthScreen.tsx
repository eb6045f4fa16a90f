import { useLocation } from 'react-router-dom';
import { Redirect } from '../Redirect';
import { useAdminSession } from '../session/admin-session';
import { safeNextPath } from '../session/next-path';
import { SessionPending } from '../SessionPending';
import { ChallengeTotp } from './ChallengeTotp';
import { EnrolTotp } from './EnrolTotp';
import { NoAccess } from './NoAccess';
import { SignInForm } from './SignInForm';

/** `/admin/auth`: the step the session is at, and back to the address asked for once signed in. */
export function AuthScreen() {
  const { session } = useAdminSession();
  const { search } = useLocation();
  switch (session.kind) {
    case 'loading':
    case 'failed':
      return <SessionPending session={session} />;
    case 'signed-out':
      return <SignInForm />;
    case 'no-access':
      return <NoAccess email={session.email} />;
    case 'enrol':
      return <EnrolTotp />;
    case 'challenge':
      return <ChallengeTotp factorId={session.factorId} />;
    case 'ready':
      return <Redirect to={safeNextPath(new URLSearchParams(search).get('next'))} />;
  }
}
