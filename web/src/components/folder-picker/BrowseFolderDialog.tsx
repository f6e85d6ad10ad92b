import type { BrowseResponse } from '@cinesync/common';
import FolderIcon from '@mui/icons-material/Folder';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { useEffect, useState } from 'react';

/** Where the listings come from: `/api/browse` (manual import) or `/api/server-folders` (setup). */
export type BrowseFolders = (path: string, signal: AbortSignal) => Promise<BrowseResponse>;

export interface BrowseFolderDialogProps {
  open: boolean;
  /** Where browsing starts ('' for the start places). */
  initialPath: string;
  browse: BrowseFolders;
  onClose: () => void;
  onSelect: (path: string) => void;
  /** Default "Select Folder". */
  title?: string;
}

const EMPTY: BrowseResponse = { drives: [], items: [], currentPath: '', parentPath: null };

/**
 * The server-side folder picker; a failure shows an empty list, "No folders found". When the
 * server says why the open folder can't be chosen (`problem`), it says so and Select waits.
 */
export function BrowseFolderDialog({
  open,
  initialPath,
  browse,
  onClose,
  onSelect,
  title = 'Select Folder',
}: BrowseFolderDialogProps) {
  const [path, setPath] = useState(initialPath);
  const [listing, setListing] = useState<BrowseResponse>(EMPTY);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (open) setPath(initialPath);
  }, [open, initialPath]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoading(true);
    browse(path, controller.signal)
      .then((answer) => setListing(answer))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Browse failed:', error);
        setListing(EMPTY);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [browse, open, path]);

  const atRoot = listing.currentPath === '';
  // The one start place, answered at once: there is nothing above it to go back to.
  const onlyPlace =
    listing.parentPath === null && listing.drives.length === 1 && listing.drives[0] === listing.currentPath;
  const folders = listing.items.filter((item) => item.isDirectory);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="browse-folder-title">
      <DialogTitle id="browse-folder-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minWidth: 0 }}>
          <Button size="small" variant="outlined" onClick={() => setPath('')} disabled={path === ''}>
            Back to Root
          </Button>
          <Typography
            variant="body2"
            color="textSecondary"
            noWrap
            title={listing.currentPath}
            data-testid="browse-current-path"
            sx={{ minWidth: 0, direction: 'rtl', textAlign: 'left' }}
          >
            {/* Right-to-left so a long path loses its start, not the folder it ends in. */}
            <bdi>{listing.currentPath || 'Start'}</bdi>
          </Typography>
        </Box>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label="Loading folders" />
          </Box>
        ) : (
          <List dense aria-label="Folders" sx={{ maxHeight: 400, overflowY: 'auto' }}>
            {/* At a start place (no parent) the parent row leads back to the start places. */}
            {!atRoot && !onlyPlace && (
              <ListItemButton onClick={() => setPath(listing.parentPath ?? '')} aria-label="Parent folder">
                <ListItemIcon>
                  <ArrowUpwardIcon />
                </ListItemIcon>
                <ListItemText primary=".." />
              </ListItemButton>
            )}
            {folders.map((folder) => (
              <ListItemButton key={folder.path} onClick={() => setPath(folder.path)}>
                <ListItemIcon>
                  <FolderIcon color="primary" />
                </ListItemIcon>
                <ListItemText primary={folder.name} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
              </ListItemButton>
            ))}
            {folders.length === 0 && (
              <Typography sx={{ py: 2, textAlign: 'center' }} color="textSecondary">
                No folders found
              </Typography>
            )}
          </List>
        )}
        {!loading && !atRoot && listing.problem && (
          <Alert severity="info" sx={{ mt: 1 }}>
            This folder can't be chosen: {listing.problem}.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={atRoot || loading || listing.problem !== undefined}
          onClick={() => onSelect(listing.currentPath)}
        >
          Select
        </Button>
      </DialogActions>
    </Dialog>
  );
}
