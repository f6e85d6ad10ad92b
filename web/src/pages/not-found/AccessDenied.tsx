import LockRounded from '@mui/icons-material/LockRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginRedirectState } from '../../app/auth/login-redirect';
import { FallbackLayout } from './FallbackLayout';

const ACCESS_DENIED_COUNTDOWN_SECONDS = 5;

/** Signed-out visitor on an unknown path: count down, then /login remembering where they were. */
export function AccessDenied() {
  const location = useLocation();
  const [secondsLeft, setSecondsLeft] = useState(ACCESS_DENIED_COUNTDOWN_SECONDS);
  const [leaveNow, setLeaveNow] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  if (leaveNow || secondsLeft === 0) {
    return <Navigate to="/login" replace state={loginRedirectState(location)} />;
  }
  return (
    <FallbackLayout
      icon={<LockRounded color="error" sx={{ fontSize: 72 }} aria-hidden />}
      title="Access Denied"
      message="You need to be logged in to access this page."
    >
      <Typography variant="body2" color="textSecondary" aria-live="polite">
        Redirecting to login in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}...
      </Typography>
      <Button variant="contained" size="large" onClick={() => setLeaveNow(true)}>
        Go to Login
      </Button>
    </FallbackLayout>
  );
}
