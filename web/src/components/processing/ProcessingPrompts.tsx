import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { episodeCode } from '@cinesync/common';
import { useState, type FormEvent } from 'react';
import type { EpisodeChoice, SeasonChoice } from './processing-state';
import { plural } from '../../format/plural';

/** A search term must be non-empty after trimming. */
export function ManualSearchBox({ disabled, onSearch }: { disabled: boolean; onSearch: (term: string) => void }) {
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (term.trim() !== '') onSearch(term.trim());
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, mt: 2 }}>
      <TextField
        size="small"
        fullWidth
        label="Search term"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        autoFocus
      />
      <Button type="submit" variant="contained" disabled={disabled || term.trim() === ''}>
        Search
      </Button>
    </Box>
  );
}

export function SeasonPicker({ seasons, onPick }: { seasons: SeasonChoice[]; onPick: (season: number) => void }) {
  return (
    <List aria-label="Seasons" dense sx={{ maxHeight: 360, overflow: 'auto' }}>
      {seasons.map((season) => (
        <ListItemButton key={season.seasonNumber} onClick={() => onPick(season.seasonNumber)}>
          <ListItemText
            primary={season.name || `Season ${season.seasonNumber}`}
            secondary={plural(season.episodeCount, 'episode')}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

export function EpisodePicker({
  seasonNumber,
  episodes,
  onPick,
}: {
  seasonNumber: number;
  episodes: EpisodeChoice[];
  onPick: (episode: number) => void;
}) {
  return (
    <List aria-label="Episodes" dense sx={{ maxHeight: 360, overflow: 'auto' }}>
      {episodes.map((episode) => (
        <ListItemButton key={episode.episodeNumber} onClick={() => onPick(episode.episodeNumber)}>
          <ListItemText
            primary={`${episodeCode(seasonNumber, episode.episodeNumber)} · ${episode.name || 'Episode'}`}
            secondary={episode.airDate ?? undefined}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
