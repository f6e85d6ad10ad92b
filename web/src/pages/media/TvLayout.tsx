import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { FileItem, SeasonCompleteness, ShowEpisode, ShowEpisodesResponse } from '@cinesync/common';
import { useShowEpisodeStatesQuery } from '../../api/missing-queries';
import { useState } from 'react';
import { PosterImage } from '../../components/PosterImage';
import type { MediaMetadata, Season } from '../../api/media-metadata';
import type { OpenDialog } from '../library/LibraryDialogs';
import { CastRow } from './CastRow';
import { FileActions } from './FileActions';
import { MediaHero } from './MediaHero';
import { EPISODE_FILES_FAILED, SeasonDialog } from './SeasonDialog';
import { SeasonGaps } from './SeasonGaps';
import { useShowEpisodes, type EpisodeFile } from './use-show-episodes';
import { seasonLabel } from './media-files';
import { episodesOfItem } from '../library/item-labels';

interface TvLayoutProps {
  meta: MediaMetadata;
  folder: FileItem;
  items: FileItem[];
  onDialog: (dialog: OpenDialog) => void;
  onRenameFiles: () => void;
}

export function TvLayout({ meta, folder, items, onDialog, onRenameFiles }: TvLayoutProps) {
  const { bySeason, pending, failed } = useShowEpisodes(items);
  const [open, setOpen] = useState<number | null>(null);
  const states = useShowEpisodeStatesQuery(meta.id);
  return (
    <>
      <MediaHero
        meta={meta}
        runtimeLabel={meta.runtime ? `${meta.runtime} min/ep` : ''}
        credits={[{ label: 'Created by', names: meta.createdBy }]}
      >
        <FileActions file={null} target={folder} onDialog={onDialog} onRenameFiles={onRenameFiles} />
      </MediaHero>
      <Card component="section" aria-label="Seasons" variant="outlined" sx={{ mt: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Seasons
          </Typography>
          {pending && <LinearProgress aria-label="Loading seasons" sx={{ mb: 1 }} />}
          {failed && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {EPISODE_FILES_FAILED}
            </Alert>
          )}
          {meta.seasons.length === 0 ? (
            <Typography color="textSecondary">No season information available.</Typography>
          ) : (
            <List disablePadding>
              {meta.seasons.map((season) => (
                <SeasonRow
                  key={season.seasonNumber}
                  season={season}
                  files={bySeason.get(season.seasonNumber) ?? []}
                  gaps={seasonStates(states.data, season.seasonNumber)}
                  onOpen={() => setOpen(season.seasonNumber)}
                />
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      <CastRow cast={meta.cast} />
      {open !== null && (
        <SeasonDialog
          tmdbId={meta.id}
          seasonNumber={open}
          files={bySeason.get(open) ?? []}
          onClose={() => setOpen(null)}
          onDialog={onDialog}
        />
      )}
    </>
  );
}

interface SeasonStates {
  counts: SeasonCompleteness;
  episodes: ShowEpisode[];
}

/** One season's counts and episodes from the server, or null when it does not know the season. */
function seasonStates(show: ShowEpisodesResponse | null | undefined, seasonNumber: number): SeasonStates | null {
  const counts = show?.completeness.seasons.find((season) => season.season === seasonNumber);
  if (!show || !counts) return null;
  return { counts, episodes: show.episodes.filter((episode) => episode.season === seasonNumber) };
}

function SeasonRow({
  season,
  files,
  gaps,
  onOpen,
}: {
  season: Season;
  files: EpisodeFile[];
  gaps: SeasonStates | null;
  onOpen: () => void;
}) {
  // A double episode's file holds both episodes; two files of one episode count it once.
  const found = new Set(
    files.flatMap((f) => {
      const episodes = episodesOfItem(f.file);
      return episodes.length > 1 ? episodes : [f.episode];
    }),
  ).size;
  const body = (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', width: '100%', opacity: files.length ? 1 : 0.6 }}>
      <Box
        sx={{
          position: 'relative',
          width: 56,
          flexShrink: 0,
          aspectRatio: '2 / 3',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <PosterImage posterPath={season.posterPath} alt="" size="w185" />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{seasonLabel(season.seasonNumber, season.name)}</Typography>
        <Typography variant="body2">
          <Box component="span" sx={{ color: found > 0 ? 'success.main' : 'text.secondary', fontWeight: 600 }}>
            {found}
          </Box>
          {season.episodeCount > 0
            ? `/${season.episodeCount} Episodes`
            : ` ${found === 1 ? 'episode file' : 'episode files'}`}
        </Typography>
        {gaps && <SeasonGaps counts={gaps.counts} episodes={gaps.episodes} />}
        {season.airDate && (
          <Typography variant="caption" color="textSecondary">
            {season.airDate}
          </Typography>
        )}
      </Box>
    </Box>
  );
  // A season opens only when it has local files.
  return files.length > 0 ? (
    <ListItemButton onClick={onOpen} sx={{ borderRadius: 1 }} aria-label={seasonLabel(season.seasonNumber)}>
      {body}
    </ListItemButton>
  ) : (
    <ListItem>{body}</ListItem>
  );
}
