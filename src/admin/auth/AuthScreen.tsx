import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadState } from '../LoadState';
import { Redirect } from '../Redirect';
import { useAdminSession } from '../session/admin-session';
import { safeNextPath } from '../session/next-path';
import { ChallengeTotp } from './ChallengeTotp';
import { EnrolTotp } from './EnrolTotp';
import { NewPasswordForm } from './NewPasswordForm';
import { NoAccess } from './NoAccess';
import { RecoverForm } from './RecoverForm';
import { SetUpLink } from './SetUpLink';
import { SignInForm } from './SignInForm';

/** `/admin/auth`: the step the session is at, and back to the address asked for once signed in. */
export function AuthScreen() {
  const { session, recovering, inviting, linkError, refresh } = useAdminSession();
  const { search } = useLocation();
  const [recover, setRecover] = useState(linkError !== null);
  switch (session.kind) {
    case 'loading':
    case 'failed':
      return (
        <LoadState
          failed={session.kind === 'failed'}
          onRetry={() => void refresh()}
          className="mx-auto max-w-md px-4 py-16"
        />
      );
    case 'signed-out':
      return recover ? (
        <RecoverForm linkError={linkError} onBack={() => setRecover(false)} />
      ) : (
        <SignInForm onForgotten={() => setRecover(true)} />
      );
    case 'no-access':
      return <NoAccess email={session.email} />;
    case 'enrol':
      // A new admin from an invitation has only a password they never saw: they choose one first.
      if (inviting) return <NewPasswordForm purpose="invite" />;
      return <EnrolTotp />;
    case 'set-up-link':
      return <SetUpLink email={session.email} reason={session.reason} />;
    case 'challenge':
      return <ChallengeTotp factorId={session.factorId} bind={session.bind} />;
    case 'ready':
      if (recovering) return <NewPasswordForm purpose="recovery" />;
      return <Redirect to={safeNextPath(new URLSearchParams(search).get('next'))} />;
  }
}
