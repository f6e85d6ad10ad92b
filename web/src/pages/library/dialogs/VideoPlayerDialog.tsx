import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { FileItem } from '@cinesync/common';
import { streamUrl } from '../../../api/library-paths';

/** The video player (loaded lazily): the browser's own player over `/api/stream`, which serves ranges. */
export default function VideoPlayerDialog({ item, onClose }: { item: FileItem; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="player-title">
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
        <Typography id="player-title" noWrap sx={{ flex: 1, fontWeight: 600 }}>
          {item.name}
        </Typography>
        <IconButton aria-label="Close player" onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Box
        component="video"
        controls
        autoPlay
        src={streamUrl(item.path)}
        sx={{ width: '100%', maxHeight: '80vh', bgcolor: '#000', display: 'block' }}
      />
    </Dialog>
  );
}
