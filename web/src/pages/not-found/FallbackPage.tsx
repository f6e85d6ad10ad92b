import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useAuth } from '../../app/auth/auth-context';
import { AccessDenied } from './AccessDenied';
import { NotFound } from './NotFound';

/** Route `*`, outside the shell: "Access Denied" for signed-out users when auth is on, else a 404. */
export default function FallbackPage() {
  const { status, authEnabled } = useAuth();
  if (status === 'loading') return <FullPageSpinner label="Checking sign-in" />;
  if (authEnabled && status !== 'authenticated') return <AccessDenied />;
  return <NotFound />;
}
