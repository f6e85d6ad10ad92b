import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface MoveFailure {
  message: string;
  /** The target folder already holds an entry of that name (409): Replace is offered. */
  exists: boolean;
}

interface MoveFailedDialogProps {
  failure: MoveFailure;
  busy: boolean;
  onClose: () => void;
  onTryAgain: () => void;
  onReplace: () => void;
}

/** "Move Failed", or "File Already Exists" with Replace when the name is taken at the target. */
export function MoveFailedDialog({ failure, busy, onClose, onTryAgain, onReplace }: MoveFailedDialogProps) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="move-failed-title">
      <DialogTitle id="move-failed-title">{failure.exists ? 'File Already Exists' : 'Move Failed'}</DialogTitle>
      <DialogContent>
        <DialogContentText>{failure.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onTryAgain} disabled={busy}>
          Try Again
        </Button>
        {failure.exists && (
          <Button variant="contained" color="warning" onClick={onReplace} disabled={busy}>
            {busy ? 'Replacing...' : 'Replace'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
