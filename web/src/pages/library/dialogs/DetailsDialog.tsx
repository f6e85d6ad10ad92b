import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { FileItem } from '@cinesync/common';
import { useReadlinkQuery } from '../../../api/library-queries';

/** Type, size, modified, WebDAV path, full path and source path (a link's target, via readlink). */
export function DetailsDialog({ item, onClose }: { item: FileItem; onClose: () => void }) {
  const link = useReadlinkQuery(item.path);
  const rows: [string, string][] = [
    ['Type', item.type === 'directory' ? 'Folder' : 'File'],
    ['Size', link.data?.formattedSize ?? item.size],
    ['Modified', new Date(item.modified).toLocaleString()],
    ['WebDAV Path', item.webdavPath],
    ['Full Path', item.fullPath],
    ['Source Path', item.sourcePath || (link.data?.isSymlink ? link.data.realPath : '') || '--'],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="details-title">
      <DialogTitle id="details-title" sx={{ wordBreak: 'break-word' }}>
        {item.name}
      </DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          {rows.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="textSecondary">
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
