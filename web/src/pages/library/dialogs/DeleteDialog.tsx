import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { FileItem } from '@cinesync/common';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { errorMessage, NO_PATH_MESSAGE } from './error-message';

/** Spec §9: the bulk preview lists at most 10 names. */
const PREVIEW_LIMIT = 10;

interface DeleteDialogProps {
  items: FileItem[];
  onClose: () => void;
  onDeleted: (message: string) => void;
}

function successText(items: FileItem[], deleted: number): string {
  const only = items[0];
  if (items.length === 1 && only)
    return `${only.type === 'directory' ? 'Folder' : 'File'} "${only.name}" deleted successfully`;
  return `${deleted} items deleted successfully`;
}

/** "Confirm Delete" for one item, or the selection in one `paths` call. Mount it per use. */
export function DeleteDialog({ items, onClose, onDeleted }: DeleteDialogProps) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bulk = items.length > 1;
  const first = items[0];

  const confirm = async () => {
    if (items.length === 0 || items.some((item) => !item.path)) {
      setError(NO_PATH_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (!bulk && first) {
        const result = await api.deletePath(first.path);
        onDeleted(successText(items, result.deletedCount));
        return;
      }
      const result = await api.deletePaths(items.map((item) => item.path));
      if (result.errors.length > 0) {
        setError(`Failed to delete selected items: ${result.errors.map((e) => e.message).join('; ')}`);
        setBusy(false);
        return;
      }
      onDeleted(successText(items, result.deletedCount));
    } catch (failure) {
      setError(errorMessage(failure, bulk ? 'Failed to delete selected items' : 'Failed to delete file'));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="delete-title">
      <DialogTitle id="delete-title">Confirm Delete</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText>
          {bulk
            ? `Are you sure you want to delete these ${items.length} items?`
            : `Are you sure you want to delete "${first?.name ?? ''}"?`}
        </DialogContentText>
        {bulk && (
          <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
            {items.slice(0, PREVIEW_LIMIT).map((item) => (
              <Typography component="li" variant="body2" key={item.path} noWrap>
                {item.name}
              </Typography>
            ))}
            {items.length > PREVIEW_LIMIT && (
              <Typography component="li" variant="body2" color="text.secondary">
                {`...and ${items.length - PREVIEW_LIMIT} more`}
              </Typography>
            )}
          </Box>
        )}
        {bulk && (
          <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
            This action cannot be undone.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
