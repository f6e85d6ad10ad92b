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
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { errorMessage, LIBRARY_WORDING, type ActionWording } from './action-wording';
import { deleteConsequence } from './delete-consequence';
import { SuccessDialog } from './SuccessDialog';
import { plural } from '../../../format/plural';

/** The bulk preview lists at most 10 names. */
const PREVIEW_LIMIT = 10;

interface DeleteDialogProps {
  items: FileItem[];
  onClose: () => void;
  /** Called as soon as the delete worked, so the caller refreshes while the dialog says so. */
  onDeleted: () => void;
  wording?: ActionWording;
}

/**
 * "Confirm Delete" for one item, or the selection in one `paths` call; on success it shows the
 * spec's success text and closes itself. Mount it per use.
 */
export function DeleteDialog({ items, onClose, onDeleted, wording = LIBRARY_WORDING }: DeleteDialogProps) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const bulk = items.length > 1;
  const first = items[0];
  // What will happen, counted by the server (a show folder holds its episodes' links); until it
  // answers, or when it can't, the dialog claims nothing.
  const paths = items.map((item) => item.path).filter((p) => p !== '');
  const preview = useQuery({
    queryKey: ['delete-preview', paths],
    queryFn: ({ signal }) => api.deletePreview(paths, signal),
    enabled: paths.length > 0,
    retry: false,
    gcTime: 0,
  });
  const consequence = preview.data ? deleteConsequence(preview.data) : null;

  const confirm = async () => {
    if (items.length === 0 || items.some((item) => !item.path)) {
      setError(wording.noPath);
      return;
    }
    const succeeded = (deleted: number) => {
      setSuccess(!bulk && first ? wording.deleted(first) : `${plural(deleted, 'item')} deleted successfully`);
      onDeleted();
    };
    setBusy(true);
    setError(null);
    try {
      if (!bulk && first) {
        succeeded((await api.deletePath(first.path)).deletedCount);
        return;
      }
      const result = await api.deletePaths(items.map((item) => item.path));
      if (result.errors.length > 0) {
        setError(`Failed to delete selected items: ${result.errors.map((e) => e.message).join('; ')}`);
        setBusy(false);
        return;
      }
      succeeded(result.deletedCount);
    } catch (failure) {
      setError(errorMessage(failure, bulk ? 'Failed to delete selected items' : wording.deleteFailed));
      setBusy(false);
    }
  };

  if (success) return <SuccessDialog title="Confirm Delete" message={success} maxWidth="xs" onClose={onClose} />;
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
              <Typography component="li" variant="body2" color="textSecondary">
                {`...and ${items.length - PREVIEW_LIMIT} more`}
              </Typography>
            )}
          </Box>
        )}
        {consequence && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="delete-consequence">
            {consequence}
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
