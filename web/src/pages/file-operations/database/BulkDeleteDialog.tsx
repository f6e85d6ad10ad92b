import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface BulkDeleteDialogProps {
  open: boolean;
  count: number;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirms deleting the checked records (their library links, or the records themselves). */
export function BulkDeleteDialog({ open, count, deleting, onCancel, onConfirm }: BulkDeleteDialogProps) {
  return (
    <Dialog open={open} onClose={deleting ? undefined : onCancel} fullWidth maxWidth="xs">
      <DialogTitle>Delete Selected Files</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Are you sure you want to delete {count} selected files?</DialogContentText>
        <Alert severity="warning">
          Records with a library link have that link deleted; records without one are removed from the database. The
          original files remain untouched in their source locations.
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
