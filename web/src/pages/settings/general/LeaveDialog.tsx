import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { LeaveGuard } from './use-leave-guard';

/** The question asked before unsaved settings would be lost. */
export function LeaveDialog({ guard }: { guard: LeaveGuard }) {
  return (
    <Dialog open={guard.asking} onClose={guard.stay} aria-labelledby="leave-dialog-title">
      <DialogTitle id="leave-dialog-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>Your unsaved setting changes will be lost.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={guard.stay} autoFocus>
          Stay
        </Button>
        <Button color="warning" onClick={guard.discard}>
          Discard changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
