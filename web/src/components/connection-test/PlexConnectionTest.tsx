import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { SECRET_MASK } from '@cinesync/common';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { isApiRequestError } from '../../api/api-request-error';
import { useAuth } from '../../app/auth/auth-context';
import { testPlexConnection } from './connection-test-api';
import { ConnectionTestButton } from './ConnectionTestButton';

interface PlexConnectionTestProps {
  /** PLEX_URL as typed (or saved). */
  url: string;
  /** PLEX_TOKEN as typed, or the mask for the saved one. */
  token: string;
  /** PLEX_URL as saved: testing another address sends the token there, which needs the password. */
  savedUrl: string;
}

const sameAddress = (a: string, b: string) => a.trim().replace(/\/+$/, '') === b.trim().replace(/\/+$/, '');

/** Test for the Plex fields: "Connected to <server name>", or why not. */
export function PlexConnectionTest({ url, token, savedUrl }: PlexConnectionTestProps) {
  const api = useApi();
  const { authEnabled } = useAuth();
  const [password, setPassword] = useState('');
  const [serverAsks, setServerAsks] = useState(false);
  const typedUrl = url.trim();
  const typedToken = token.trim();
  // Asked before the server must say so: another address would receive the token.
  const needsPassword = serverAsks || (authEnabled && typedUrl !== '' && !sameAddress(typedUrl, savedUrl));

  const run = async () => {
    try {
      return await testPlexConnection(api, {
        url: typedUrl,
        ...(typedToken === SECRET_MASK ? {} : { token: typedToken }),
        ...(needsPassword && password !== '' ? { currentPassword: password } : {}),
      });
    } catch (error) {
      if (isApiRequestError(error) && error.status === 403 && /current password/i.test(error.message)) {
        setServerAsks(true);
      }
      throw error;
    }
  };

  return (
    <Box>
      {needsPassword && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          size="small"
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          helperText="Testing an address other than the saved one sends the token there: enter your current password."
          sx={{ mt: 1.5 }}
        />
      )}
      <ConnectionTestButton
        name="Test Plex connection"
        subject={`${typedUrl}\n${typedToken}`}
        disabled={typedUrl === '' || typedToken === '' || (needsPassword && password === '')}
        disabledHint={
          typedUrl === '' || typedToken === ''
            ? 'Enter the Plex address and token to test them'
            : 'Enter your current password to test'
        }
        run={run}
      />
    </Box>
  );
}
