import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { isApiRequestError } from '../../api/api-request-error';
import { useMediaDetailsQuery } from '../../api/media-queries';
import type { OpenDialog } from '../library/LibraryDialogs';
import { EpisodeCard } from './EpisodeCard';
import type { EpisodeFile } from './use-show-episodes';
import { seasonLabel } from './media-files';

interface SeasonDialogProps {
  tmdbId: number;
  seasonNumber: number;
  files: EpisodeFile[];
  onClose: () => void;
  onDialog: (dialog: OpenDialog) => void;
}

/** Shown when a season folder of the show could not be listed. */
export const EPISODE_FILES_FAILED = 'Failed to fetch episode file information';

/** Shown when the season's episodes could not be read from TMDB; the HTTP status, when there was one. */
function episodesFailed(error: unknown): string {
  return `Failed to fetch episodes: ${isApiRequestError(error) ? error.status : 'no response'}`;
}

/** One season's local episode files as cards, with the season's episode metadata. */
export function SeasonDialog({ tmdbId, seasonNumber, files, onClose, onDialog }: SeasonDialogProps) {
  const details = useMediaDetailsQuery(tmdbId, 'tv', seasonNumber);
  const episodes = details.data?.seasons.find((s) => s.seasonNumber === seasonNumber)?.episodes ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="season-title">
      <DialogTitle id="season-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1 }}>{seasonLabel(seasonNumber)}</Box>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 1.5 }}>
        {details.isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
            <CircularProgress size={28} aria-label="Loading episodes" />
          </Box>
        )}
        {details.isError && <Alert severity="warning">{episodesFailed(details.error)}</Alert>}
        {details.isPending ? null : files.length === 0 ? (
          <Typography color="textSecondary">No episode files found.</Typography>
        ) : (
          files.map((entry) => (
            <EpisodeCard
              key={entry.file.path}
              entry={entry}
              episode={episodes.find((e) => e.episodeNumber === entry.episode)}
              onDialog={onDialog}
            />
          ))
        )}
      </DialogContent>
    </Dialog>
  );
}
