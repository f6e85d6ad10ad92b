import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { progressText, type UpdateDialogState } from './update-dialog-state';

interface UpdateDatabaseDialogProps {
  state: UpdateDialogState;
  onStart: () => void;
  onClose: () => void;
}

/** Starts the records re-check; shows its start and progress until it closes itself. */
export function UpdateDatabaseDialog({ state, onStart, onClose }: UpdateDatabaseDialogProps) {
  const { phase, progress } = state;
  const percent = progress && progress.total > 0 ? Math.round((progress.checked / progress.total) * 100) : null;
  return (
    <Dialog open={state.open} onClose={phase === 'starting' ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Update Database</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Checks every record against the disk: links whose file moved are repaired, and records whose source file is
            gone are removed. The update runs in the background.
          </DialogContentText>
          {phase === 'starting' && (
            <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
              <CircularProgress size={18} aria-hidden />
              <Typography variant="body2">Starting database update...</Typography>
            </Stack>
          )}
          {phase === 'running' && (
            <Alert severity="success" role="status">
              {state.message}
            </Alert>
          )}
          {progress && phase !== 'idle' && (
            <Stack spacing={0.75}>
              <LinearProgress
                variant={percent === null ? 'indeterminate' : 'determinate'}
                value={percent ?? 0}
                aria-label="Update progress"
              />
              <Typography variant="caption" color="textSecondary">
                {progressText(progress)}
              </Typography>
            </Stack>
          )}
          {state.error && <Alert severity="error">{state.error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={phase === 'starting'}>
          {phase === 'running' ? 'Close' : 'Cancel'}
        </Button>
        <Button variant="contained" onClick={onStart} disabled={phase !== 'idle'}>
          {phase === 'idle' ? 'Start Update' : 'Updating...'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
