import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

const DELETE_RECORDS_WARNING =
  'This action will permanently remove all skipped file records from the database. The original files will remain untouched in their source locations.';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The confirm button; it reads "Deleting..." while `busy`. */
  confirmLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before records leave the operations log (delete all skipped, delete selected). */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  confirmLabel,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const titleId = `confirm-delete-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <Alert severity="warning">{DELETE_RECORDS_WARNING}</Alert>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
