import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { CineSyncLogo } from '../../components/CineSyncLogo';
import { useAuth } from '../../app/auth/auth-context';
import { LOGIN_REQUIRED_MESSAGE, loginErrorMessage } from './login-error-message';

/** Username and password card. Success changes the auth state; the page then redirects. */
export function LoginForm() {
  const { login } = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      setError(LOGIN_REQUIRED_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await login(username.trim(), password);
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setPassword('');
      setBusy(false);
      passwordRef.current?.focus();
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      aria-labelledby="login-title"
      sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <CineSyncLogo size={56} />
      <div>
        <Typography id="login-title" variant="h5" component="h1">
          CineSync Login
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Sign in to manage your library.
        </Typography>
      </div>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoFocus
        fullWidth
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        fullWidth
        value={password}
        inputRef={passwordRef}
        onChange={(event) => setPassword(event.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  onClick={() => setShowPassword((shown) => !shown)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOffRounded /> : <VisibilityRounded />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </Paper>
  );
}
