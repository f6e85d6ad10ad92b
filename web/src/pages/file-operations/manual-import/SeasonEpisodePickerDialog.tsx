import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useApi } from '../../../api/api-context';
import type { ImportRow } from './import-rows';
import {
  fallbackEpisodes,
  fallbackSeasons,
  fetchEpisodes,
  fetchSeasons,
  type EpisodeInfo,
  type SeasonInfo,
} from './manual-import-api';
import { ratingColour, shortOverview } from './rating-colour';
import { plural } from '../../../format/plural';

interface SeasonEpisodePickerDialogProps {
  open: boolean;
  kind: 'season' | 'episode';
  row: ImportRow | null;
  onClose: () => void;
  onPick: (change: Partial<ImportRow>) => void;
}

const seasonLabel = (season: SeasonInfo): string =>
  season.seasonNumber === 0 ? 'Specials' : season.name || `Season ${season.seasonNumber}`;

/**
 * The season and episode pickers of a tv row. Without a series (or when TMDB fails) they offer
 * seasons 1 to 10 and episodes 1 to 24.
 */
export function SeasonEpisodePickerDialog({ open, kind, row, onClose, onPick }: SeasonEpisodePickerDialogProps) {
  const api = useApi();
  const [seasons, setSeasons] = useState<SeasonInfo[]>([]);
  const [episodes, setEpisodes] = useState<EpisodeInfo[]>([]);
  const [loading, setLoading] = useState(false);
  const seriesId = row?.seriesId ?? null;
  const season = row?.season ?? 1;

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoading(true);
    const load =
      kind === 'season'
        ? (seriesId === null
            ? Promise.resolve(fallbackSeasons())
            : fetchSeasons(api, seriesId, controller.signal)
          ).then(setSeasons)
        : (seriesId === null
            ? Promise.resolve(fallbackEpisodes())
            : fetchEpisodes(api, seriesId, season, controller.signal)
          ).then(setEpisodes);
    void load.finally(() => {
      if (!controller.signal.aborted) setLoading(false);
    });
    return () => controller.abort();
  }, [api, open, kind, seriesId, season]);

  const title = kind === 'season' ? 'Manual Import - Select Season' : 'Manual Import - Select Episode';

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} />
          </Box>
        ) : kind === 'season' ? (
          <List dense aria-label="Seasons">
            {seasons.map((s) => (
              <ListItemButton
                key={s.seasonNumber}
                selected={s.seasonNumber === row?.season}
                onClick={() => onPick({ season: s.seasonNumber })}
              >
                <ListItemText
                  primary={seasonLabel(s)}
                  secondary={[s.episodeCount > 0 ? plural(s.episodeCount, 'episode') : '', s.airDate ?? '']
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        ) : (
          <List dense aria-label="Episodes">
            {episodes.map((e) => (
              <ListItemButton
                key={e.episodeNumber}
                selected={e.episodeNumber === row?.episode}
                onClick={() =>
                  onPick({
                    episode: e.episodeNumber,
                    episodes: [e.episodeNumber],
                    ...(e.name ? { title: e.name } : {}),
                  })
                }
                sx={{ alignItems: 'flex-start' }}
              >
                <ListItemText
                  primary={`${e.episodeNumber}. ${e.name}`}
                  secondary={
                    <>
                      {e.overview !== '' && <span>{shortOverview(e.overview)}</span>}
                      <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                        {[e.airDate ?? '', e.runtime !== null ? `${e.runtime} min` : ''].filter(Boolean).join(' · ')}
                      </Typography>
                    </>
                  }
                />
                {e.voteAverage !== null && e.voteAverage > 0 && (
                  <Chip size="small" color={ratingColour(e.voteAverage)} label={e.voteAverage.toFixed(1)} />
                )}
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
