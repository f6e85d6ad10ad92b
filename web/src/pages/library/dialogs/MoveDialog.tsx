import FolderRounded from '@mui/icons-material/FolderRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { FileItem } from '@cinesync/common';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { isApiRequestError } from '../../../api/api-request-error';
import { useMoveTargetsQuery } from '../../../api/library-queries';
import { recordFileDetails } from './file-details';
import { errorMessage } from './action-wording';
import { MoveFailedDialog, type MoveFailure } from './MoveFailedDialog';
import { plural } from '../../../format/plural';

interface MoveDialogProps {
  items: FileItem[];
  onClose: () => void;
  onMoved: (message: string) => void;
}

/**
 * "Move File" ("Move Folder", "Move Items"): pick a destination folder (one is required) and move the item, or the selection
 * one after the other. A refusal opens "Move Failed"; a name clash offers Replace.
 */
export function MoveDialog({ items, onClose, onMoved }: MoveDialogProps) {
  const api = useApi();
  const targets = useMoveTargetsQuery(true);
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MoveFailure | null>(null);
  const bulk = items.length > 1;
  const folder = !bulk && items[0]?.type === 'directory';
  const title = bulk ? 'Move Items' : folder ? 'Move Folder' : 'Move File';
  const folders = targets.data ?? [];

  const move = async (replace: boolean) => {
    if (target === null || busy) return;
    setBusy(true);
    try {
      for (const item of items) {
        const result = await api.move(item.path, target, replace);
        recordFileDetails(api, item, result.path, item.name);
      }
      const first = items[0];
      onMoved(bulk || !first ? `Moved ${items.length} items` : `Moved "${first.name}"`);
    } catch (error) {
      const exists = isApiRequestError(error) && error.status === 409;
      const fallback = bulk
        ? 'Failed to move selected items'
        : folder
          ? 'Failed to move folder'
          : 'Failed to move file';
      setFailure({ message: errorMessage(error, fallback), exists });
      setBusy(false);
    }
  };

  if (failure) {
    return (
      <MoveFailedDialog
        failure={failure}
        busy={busy}
        onClose={onClose}
        onTryAgain={() => setFailure(null)}
        onReplace={() => void move(true)}
      />
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="move-title">
      <DialogTitle id="move-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} noWrap>
          {bulk ? `Move ${items.length} items to:` : `Move "${items[0]?.name ?? ''}" to:`}
        </Typography>
        {targets.isPending ? (
          <CircularProgress size={24} aria-label="Loading folders" />
        ) : folders.length === 0 ? (
          <Alert severity="info">No destination folders found</Alert>
        ) : (
          <List dense sx={{ height: 300, overflowY: 'auto' }} aria-label="Destination folders">
            {folders.map((destination) => (
              <ListItemButton
                key={destination.path}
                selected={target === destination.path}
                onClick={() => setTarget(destination.path)}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <FolderRounded color="primary" fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={destination.displayName}
                  secondary={`${destination.path} · ${plural(destination.fileCount, 'file')}`}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void move(false)} disabled={target === null || busy}>
          {busy ? 'Moving...' : 'Move'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
