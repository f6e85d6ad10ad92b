import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { FileItem } from '@cinesync/common';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../../api/api-context';
import { recordFileDetails } from './file-details';
import { errorMessage, LIBRARY_WORDING, type ActionWording } from './action-wording';
import { SuccessDialog } from './SuccessDialog';

/** At most 255 characters. */
const MAX_NAME_LENGTH = 255;

/** Non-empty after trimming, different from the current name, at most 255 characters. */
function renameProblem(current: string, next: string): string | null {
  const trimmed = next.trim();
  if (trimmed === '') return 'Enter a name';
  if (trimmed === current) return 'Enter a different name';
  if (trimmed.length > MAX_NAME_LENGTH) return `At most ${MAX_NAME_LENGTH} characters`;
  return null;
}

/** Where a renamed item is now (library-relative path) and its new name. */
export interface Renamed {
  path: string;
  name: string;
}

interface RenameDialogProps {
  item: FileItem;
  onClose: () => void;
  /** Called as soon as the rename worked, so the caller refreshes while the dialog says so. */
  onRenamed: (renamed: Renamed) => void;
  wording?: ActionWording;
}

/**
 * "Rename File": the new name, checked before anything is sent; on success it says so (by default
 * `Renamed to "{name}"`) and closes itself. Mount it per item.
 */
export function RenameDialog({ item, onClose, onRenamed, wording = LIBRARY_WORDING }: RenameDialogProps) {
  const api = useApi();
  const [name, setName] = useState(item.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const problem = renameProblem(item.name, name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || busy) return;
    if (!item.path) {
      setError(wording.noPath);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await api.rename(item.path, name.trim());
      recordFileDetails(api, item, result.path, result.name);
      setSuccess(wording.renamed(result.name));
      onRenamed({ path: result.path, name: result.name });
    } catch (failure) {
      setError(errorMessage(failure, wording.renameFailed));
      setBusy(false);
    }
  };

  if (success) return <SuccessDialog title="Rename File" message={success} maxWidth="sm" onClose={onClose} />;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="rename-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="rename-title">Rename File</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="New name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={name.trim().length > MAX_NAME_LENGTH}
            helperText={`${name.trim().length}/${MAX_NAME_LENGTH}`}
            onFocus={(event) => {
              const dot = item.type === 'file' ? event.target.value.lastIndexOf('.') : -1;
              event.target.setSelectionRange(0, dot > 0 ? dot : event.target.value.length);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={problem !== null || busy}>
            {busy ? 'Renaming...' : 'Rename'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
