import type { BrowseResponse } from '@cinesync/common';
import FolderIcon from '@mui/icons-material/Folder';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
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
import { useApi } from '../../../api/api-context';
import { browseFolders } from './manual-import-api';

export interface BrowseFolderDialogProps {
  open: boolean;
  /** Where browsing starts ('' for the start places). */
  initialPath: string;
  onClose: () => void;
  onSelect: (path: string) => void;
}

const EMPTY: BrowseResponse = { drives: [], items: [], currentPath: '', parentPath: null };

/** The server-side folder picker (`GET /api/browse`); a failure shows an empty list, "No folders found". */
export function BrowseFolderDialog({ open, initialPath, onClose, onSelect }: BrowseFolderDialogProps) {
  const api = useApi();
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
    browseFolders(api, path, controller.signal)
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
  }, [api, open, path]);

  const atRoot = listing.currentPath === '';
  const folders = listing.items.filter((item) => item.isDirectory);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Select Folder</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Button size="small" variant="outlined" onClick={() => setPath('')} disabled={atRoot && path === ''}>
            Back to Root
          </Button>
          <Typography variant="body2" color="text.secondary" noWrap title={listing.currentPath}>
            {listing.currentPath || 'Start'}
          </Typography>
        </Box>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} />
          </Box>
        ) : (
          <List dense aria-label="Folders">
            {/* At a start place (no parent) the parent row leads back to the start places. */}
            {!atRoot && (
              <ListItemButton onClick={() => setPath(listing.parentPath ?? '')}>
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
                <ListItemText primary={folder.name} />
              </ListItemButton>
            ))}
            {folders.length === 0 && (
              <Typography sx={{ py: 2, textAlign: 'center' }} color="text.secondary">
                No folders found
              </Typography>
            )}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={atRoot} onClick={() => onSelect(listing.currentPath)}>
          Select
        </Button>
      </DialogActions>
    </Dialog>
  );
}
