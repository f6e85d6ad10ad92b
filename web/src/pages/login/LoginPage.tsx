import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { ThemeToggleButton } from '../../components/ThemeToggleButton';
import { useAuth } from '../../app/auth/auth-context';
import { afterLoginPath, type LoginRedirectState } from '../../app/auth/login-redirect';
import { movedFromPort } from '../../app/restart/restart-rules';
import { LoginForm } from './LoginForm';

/** /login: the sign-in card; leaves for the remembered page once signed in (or when auth is off). */
export default function LoginPage() {
  const { status, authEnabled } = useAuth();
  const location = useLocation();
  const movedFrom = movedFromPort((location.state as LoginRedirectState | null)?.from?.search ?? location.search);
  if (status === 'loading') return <FullPageSpinner label="Checking sign-in" />;
  if (!authEnabled || status === 'authenticated') {
    return <Navigate to={afterLoginPath(location.state)} replace />;
  }
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        position: 'relative',
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ position: 'absolute', top: 12, right: 12 }}>
        <ThemeToggleButton />
      </Box>
      {movedFrom !== null && (
        <Alert severity="info" sx={{ maxWidth: 400, width: '100%' }}>
          CineSync now answers on this port instead of {movedFrom}; your browser keeps a sign-in per address, so sign in
          once more here.
        </Alert>
      )}
      <LoginForm />
    </Box>
  );
}
