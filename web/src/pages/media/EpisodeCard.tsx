import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { episodeCode } from '@cinesync/common';
import { useState } from 'react';
import { PosterImage } from '../../components/PosterImage';
import type { Episode } from '../../api/media-metadata';
import type { OpenDialog } from '../library/LibraryDialogs';
import { formatRuntime } from './media-files';
import type { EpisodeFile } from './use-show-episodes';
import { episodesOfItem, versionFacts } from '../library/item-labels';

interface EpisodeCardProps {
  entry: EpisodeFile;
  episode: Episode | undefined;
  onDialog: (dialog: OpenDialog) => void;
}

/** Still, number, name, rating, runtime, air date, overview and the file's menu. */
export function EpisodeCard({ entry, episode, onDialog }: EpisodeCardProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const episodes = episodesOfItem(entry.file);
  const ranged = episodes.length > 1;
  // A double episode reads S01E01–E02, and every card names its file and quality: two files of one
  // episode are two cards that must not look the same.
  const code = episodeCode(entry.season, ranged ? episodes : entry.episode);
  const number = ranged ? `${episodes[0]}–${episodes[episodes.length - 1]}` : String(entry.episode);
  const fileLine = [...versionFacts(entry.file), entry.file.name].join(' · ');
  const act = (dialog: OpenDialog) => {
    setAnchor(null);
    onDialog(dialog);
  };
  return (
    <Paper
      variant="outlined"
      data-testid="episode-card"
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, p: 1.5, borderRadius: 2 }}
    >
      <Box
        sx={{
          position: 'relative',
          width: { xs: '100%', sm: 220 },
          flexShrink: 0,
          aspectRatio: '16 / 9',
          borderRadius: 1.5,
          overflow: 'hidden',
        }}
      >
        <PosterImage posterPath={episode?.stillPath ?? null} alt="" size="w300" />
        <Chip label={code} size="small" color="primary" sx={{ position: 'absolute', left: 8, bottom: 8 }} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
            {episode ? `${number}. ${episode.name || 'Episode'}` : entry.file.name}
          </Typography>
          <IconButton size="small" aria-label={`Actions for ${code}`} onClick={(e) => setAnchor(e.currentTarget)}>
            <MoreVertRounded fontSize="small" />
          </IconButton>
        </Box>
        {episode && (
          <Typography
            variant="caption"
            color="textSecondary"
            component="p"
            title={entry.file.name}
            sx={{ overflowWrap: 'anywhere' }}
            data-testid="episode-file"
          >
            {fileLine}
          </Typography>
        )}
        {episode ? (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, color: 'text.secondary', my: 0.5 }}>
              {episode.voteAverage !== null && episode.voteAverage > 0 && (
                <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
                  <StarRounded fontSize="inherit" sx={{ color: 'warning.main' }} aria-hidden />
                  {episode.voteAverage.toFixed(1)}
                </Typography>
              )}
              {episode.runtime !== null && <Typography variant="body2">{formatRuntime(episode.runtime)}</Typography>}
              {episode.airDate && <Typography variant="body2">{episode.airDate}</Typography>}
            </Box>
            <Typography
              variant="body2"
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {episode.overview}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="textSecondary">
            No metadata found for this file.
          </Typography>
        )}
      </Box>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => act({ kind: 'play', item: entry.file })}>Play</MenuItem>
        <MenuItem onClick={() => act({ kind: 'details', item: entry.file })}>View Details</MenuItem>
        <MenuItem onClick={() => act({ kind: 'rename', item: entry.file, scope: 'episode' })}>Rename</MenuItem>
        <MenuItem onClick={() => act({ kind: 'process', items: [entry.file] })}>Modify</MenuItem>
        <MenuItem
          onClick={() => act({ kind: 'delete', items: [entry.file], scope: 'episode' })}
          sx={{ color: 'error.main' }}
        >
          Delete
        </MenuItem>
      </Menu>
    </Paper>
  );
}
