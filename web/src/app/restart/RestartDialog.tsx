import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import { isApiRequestError } from '../../api/api-request-error';
import { queryKeys } from '../../api/query-keys';
import { clearToken } from '../../api/token-storage';
import { useQueryClient } from '@tanstack/react-query';
import type { ConfigResponse } from '@cinesync/common';
import { API_PORT_KEY, configuredPort, restartDestination, UI_PORT_KEY } from './restart-rules';

/** Time given to the server to come back before "Restart Complete!", then before leaving the page. */
const RESTART_SETTLE_MS = 3000;
const RESTART_COMPLETE_MS = 2000;

type Phase = 'prompt' | 'restarting' | 'complete';

interface RestartDialogProps {
  open: boolean;
  onLater: () => void;
}

/** "Server Restart Required": prompt → restarting (cannot be closed) → complete → reload or new port. */
export function RestartDialog({ open, onLater }: RestartDialogProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('prompt');
  const [error, setError] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const restart = async () => {
    setPhase('restarting');
    setError(null);
    let destination: string | null;
    try {
      const config = queryClient.getQueryData<ConfigResponse>(queryKeys.config)?.config;
      const info = await api.restartServer();
      destination = restartDestination(
        window.location,
        info.uiPort ?? configuredPort(config, UI_PORT_KEY),
        info.apiPort ?? configuredPort(config, API_PORT_KEY),
        !import.meta.env.DEV,
      );
    } catch (failure) {
      setPhase('prompt');
      setError(
        isApiRequestError(failure)
          ? `Restart failed: ${failure.message}`
          : 'Restart failed: the server did not answer.',
      );
      return;
    }
    timers.current.push(
      setTimeout(() => {
        setPhase('complete');
        timers.current.push(
          setTimeout(() => {
            clearToken();
            if (destination) window.location.assign(destination);
            else window.location.reload();
          }, RESTART_COMPLETE_MS),
        );
      }, RESTART_SETTLE_MS),
    );
  };

  const later = () => {
    setError(null);
    onLater();
  };

  const busy = phase !== 'prompt';
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : later}
      aria-labelledby="restart-dialog-title"
      aria-describedby="restart-dialog-body"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="restart-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <RestartAltRounded color="warning" aria-hidden />
        Server Restart Required
      </DialogTitle>
      <DialogContent>
        {phase === 'prompt' && (
          <>
            <Typography id="restart-dialog-body" color="textSecondary">
              The server's IP or port settings changed. They take effect after the server restarts. Restart now, or
              later yourself.
            </Typography>
            {error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            )}
          </>
        )}
        {phase === 'restarting' && (
          <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 2 }}>
            <CircularProgress aria-label="Restarting" />
            <Typography id="restart-dialog-body">Restarting Server...</Typography>
          </Box>
        )}
        {phase === 'complete' && (
          <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 2 }}>
            <CheckCircleRounded color="success" sx={{ fontSize: 48 }} aria-hidden />
            <Typography id="restart-dialog-body">Restart Complete!</Typography>
            <Typography variant="body2" color="textSecondary">
              Reloading CineSync...
            </Typography>
          </Box>
        )}
      </DialogContent>
      {phase === 'prompt' && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={later} color="inherit">
            Later
          </Button>
          <Button onClick={() => void restart()} variant="contained">
            Restart Now
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
