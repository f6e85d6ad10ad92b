import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { BrowseFolderDialog, type BrowseFolders } from '../../../components/folder-picker/BrowseFolderDialog';
import { browseFolders } from './manual-import-api';
import type { RecentFolder } from './recent-folders';

interface FolderStepProps {
  path: string;
  onPathChange: (path: string) => void;
  recentFolders: readonly RecentFolder[];
  onStart: (path: string) => void;
}

/** Step 1, "Manual Import - Select Folder": a path, a browse button, recent folders, then start. */
export function FolderStep({ path, onPathChange, recentFolders, onStart }: FolderStepProps) {
  const api = useApi();
  const [browsing, setBrowsing] = useState(false);
  const browse: BrowseFolders = useCallback((folder, signal) => browseFolders(api, folder, signal), [api]);
  const entered = path.trim() !== '';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          fullWidth
          size="small"
          label="Folder path"
          value={path}
          onChange={(event) => onPathChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && entered) onStart(path.trim());
          }}
        />
        <Tooltip title="Browse folders">
          <IconButton aria-label="Browse folders" onClick={() => setBrowsing(true)}>
            <FolderOpenIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {entered && (
        <Box>
          <Button variant="contained" onClick={() => onStart(path.trim())}>
            Start Interactive Import
          </Button>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            Review and manually select matches for each file
          </Typography>
        </Box>
      )}
      {recentFolders.length > 0 && (
        <Box>
          <Typography variant="subtitle2">Recent Folders</Typography>
          <List dense aria-label="Recent Folders">
            {recentFolders.map((folder) => (
              <ListItemButton key={folder.path} onClick={() => onPathChange(folder.path)}>
                <ListItemIcon>
                  <HistoryIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={folder.path} secondary={folder.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      )}
      <BrowseFolderDialog
        open={browsing}
        initialPath={path.trim()}
        browse={browse}
        onClose={() => setBrowsing(false)}
        onSelect={(selected) => {
          setBrowsing(false);
          onPathChange(selected);
        }}
      />
    </Box>
  );
}
