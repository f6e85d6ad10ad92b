import type { FolderChoice } from '@cinesync/common';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useFolderChoices, useRemoveFolderChoice } from '../../../api/folder-choices-queries';

interface RememberedChoicesDialogProps {
  open: boolean;
  onClose: () => void;
}

function titleOf(choice: FolderChoice): string {
  const name = choice.title ?? `TMDB ${choice.tmdbId}`;
  return `${name}${choice.year !== null ? ` (${choice.year})` : ''} · ${choice.mediaType === 'tv' ? 'TV Show' : 'Movie'}`;
}

/**
 * The titles picked for one file and kept for the other files of its folder, as the server lists
 * them (with its word on whether each is still followed), each removable. Removing leaves links.
 */
export function RememberedChoicesDialog({ open, onClose }: RememberedChoicesDialogProps) {
  const choices = useFolderChoices();
  const remove = useRemoveFolderChoice();
  const list = choices.data?.choices ?? [];

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="remembered-choices-title">
      <DialogTitle id="remembered-choices-title">Remembered Choices</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          A title picked for one file, kept for the other files of its folder. Removing a choice leaves the links
          already made.
        </DialogContentText>
        {choices.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={28} aria-label="Loading remembered choices" />
          </Box>
        )}
        {choices.isError && (
          <Alert severity="error">{choices.error.message || 'Failed to load remembered choices'}</Alert>
        )}
        {remove.isError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {`Could not remove the choice: ${remove.error.message}`}
          </Alert>
        )}
        {choices.isSuccess && list.length === 0 && (
          <DialogContentText color="text.secondary">No remembered choices</DialogContentText>
        )}
        {list.length > 0 && (
          <List dense aria-label="Remembered choices">
            {list.map((choice) => (
              <ListItem
                key={choice.folder}
                divider
                secondaryAction={
                  <Tooltip title="Remove">
                    <span>
                      <IconButton
                        edge="end"
                        aria-label={`Remove the choice for ${choice.folderLabel}`}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(choice.folder)}
                      >
                        <DeleteOutlineRounded />
                      </IconButton>
                    </span>
                  </Tooltip>
                }
              >
                <ListItemText
                  primary={titleOf(choice)}
                  secondary={
                    <>
                      <Box
                        component="span"
                        sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                      >
                        {choice.folder}
                      </Box>
                      {!choice.applies && (
                        <Box component="span" sx={{ display: 'block', color: 'warning.main' }}>
                          {`Not applied: ${choice.reason ?? 'the folder is not the title’s'}`}
                        </Box>
                      )}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
