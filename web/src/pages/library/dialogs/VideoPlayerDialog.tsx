import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FileItem } from '@cinesync/common';
import { useState, type SyntheticEvent } from 'react';
import { downloadUrl, streamUrl } from '../../../api/library-paths';
import { playbackProblem, type PlaybackProblem } from './playback-problem';

/**
 * The video player (loaded lazily): the browser's own player over `/api/stream`, which serves ranges.
 * A file the browser can't decode (HEVC, DTS, an AVI of an old codec) would sit at 0:00 in silence:
 * the player says so instead, and offers the file itself and its WebDAV address for a player that can.
 */
export default function VideoPlayerDialog({ item, onClose }: { item: FileItem; onClose: () => void }) {
  const [problem, setProblem] = useState<PlaybackProblem | null>(null);
  const [copied, setCopied] = useState(false);
  const webdavUrl = `${window.location.origin}${item.webdavPath}`;
  const onError = (event: SyntheticEvent<HTMLVideoElement>) => {
    setProblem(playbackProblem(event.currentTarget.error?.code ?? null, false));
  };
  const onMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    if (video.videoWidth === 0) setProblem(playbackProblem(null, true));
  };
  const copy = () => {
    void navigator.clipboard
      ?.writeText(webdavUrl)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
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
      {problem && (
        <Alert severity="warning" sx={{ mx: 2, mb: 1 }}>
          <Typography variant="body2">{problem.message}</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
            <Button size="small" variant="outlined" href={downloadUrl(item.path)} download={item.name}>
              Download
            </Button>
            <Button size="small" variant="outlined" onClick={copy}>
              {copied ? 'WebDAV link copied' : 'Copy WebDAV link'}
            </Button>
          </Stack>
          <Typography variant="caption" component="div" sx={{ mt: 1, wordBreak: 'break-all' }}>
            Open in VLC, mpv or Infuse: {webdavUrl}
          </Typography>
        </Alert>
      )}
      {problem?.kind !== 'unplayable' && (
        <Box
          component="video"
          controls
          autoPlay
          src={streamUrl(item.path)}
          onError={onError}
          onLoadedMetadata={onMetadata}
          aria-label={`Playing ${item.name}`}
          sx={{ width: '100%', maxHeight: '80vh', bgcolor: '#000', display: 'block' }}
        />
      )}
    </Dialog>
  );
}
