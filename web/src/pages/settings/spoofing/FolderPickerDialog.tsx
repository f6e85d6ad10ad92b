import type { AvailableFolder } from '@cinesync/common';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { childrenOf, hasChildren, upFrom } from './folder-tree';
import { fetchAvailableFolders } from './spoofing-api';

/** The folder list's height cap (spec §2: about 400 px); longer lists scroll inside it. */
export const PICKER_LIST_MAX_HEIGHT = 400;

interface FolderPickerDialogProps {
  open: boolean;
  onClose: () => void;
  onSelect: (folder: AvailableFolder) => void;
}

const fileCountText = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

/**
 * Picks a library folder for a mapping from `GET /api/spoofing/folders/available`, browsed as a
 * tree: a folder with folders inside opens when chosen; ".." goes up; Back to Root starts over.
 */
export function FolderPickerDialog({ open, onClose, onSelect }: FolderPickerDialogProps) {
  const api = useApi();
  const [folders, setFolders] = useState<AvailableFolder[]>([]);
  const [loading, setLoading] = useState(false);
  const [current, setCurrent] = useState('');
  const [selected, setSelected] = useState('');

  useEffect(() => {
    if (!open) return;
    setCurrent('');
    setSelected('');
    const controller = new AbortController();
    setLoading(true);
    fetchAvailableFolders(api, controller.signal)
      .then(setFolders)
      .catch(() => {
        if (!controller.signal.aborted) setFolders([]);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [api, open]);

  const shown = childrenOf(folders, current);
  const choose = (folder: AvailableFolder) => {
    setSelected(folder.path);
    if (hasChildren(folders, folder.path)) setCurrent(folder.path);
  };
  const goUp = () => {
    const parent = upFrom(folders, current);
    setCurrent(parent);
    setSelected(parent);
  };
  const selectedFolder = folders.find((f) => f.path === selected);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Select Folder</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1, minWidth: 0 }}>
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={() => {
              setCurrent('');
              setSelected('');
            }}
          >
            Back to Root
          </Link>
          <Typography variant="body2" color="textSecondary" noWrap title={current} sx={{ minWidth: 0 }}>
            {current === '' ? 'Library' : current}
          </Typography>
        </Box>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label="Loading folders" />
          </Box>
        ) : (
          <List dense aria-label="Library folders" sx={{ maxHeight: PICKER_LIST_MAX_HEIGHT, overflowY: 'auto' }}>
            {current !== '' && (
              <ListItemButton onClick={goUp} aria-label="Parent folder">
                <ListItemIcon>
                  <ArrowUpwardRounded />
                </ListItemIcon>
                <ListItemText primary=".." />
              </ListItemButton>
            )}
            {shown.map((folder) => (
              <ListItemButton key={folder.path} selected={folder.path === selected} onClick={() => choose(folder)}>
                <ListItemIcon>
                  <FolderRounded color="primary" />
                </ListItemIcon>
                <ListItemText
                  primary={folder.displayName || folder.path}
                  secondary={fileCountText(folder.fileCount)}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
                {hasChildren(folders, folder.path) && <ChevronRightRounded color="action" />}
              </ListItemButton>
            ))}
            {shown.length === 0 && (
              <Typography sx={{ py: 2, textAlign: 'center' }} color="textSecondary">
                No folders found
              </Typography>
            )}
          </List>
        )}
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {selected === '' ? 'No folder chosen' : `Chosen: ${selected}`}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={selected === ''}
          onClick={() => onSelect(selectedFolder ?? { path: selected, displayName: '', fileCount: 0 })}
        >
          Select Folder
        </Button>
      </DialogActions>
    </Dialog>
  );
}
