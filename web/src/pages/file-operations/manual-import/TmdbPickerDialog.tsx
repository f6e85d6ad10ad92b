import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { SEARCH_DEBOUNCE_MS } from '../../../components/search/SearchField';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { PICKER_MIN_QUERY, searchTmdb, type TmdbPick } from './manual-import-api';

const TEXTS = {
  movie: {
    title: 'Manual Import - Select Movie',
    placeholder: 'Search for movies...',
    searching: 'Searching movies...',
    none: 'No movies found matching your search.',
    start: 'Start typing to search for movies...',
  },
  tv: {
    title: 'Manual Import - Select Series',
    placeholder: 'Search for series...',
    searching: 'Searching series...',
    none: 'No series found matching your search.',
    start: 'Start typing to search for series...',
  },
} as const;

interface TmdbPickerDialogProps {
  open: boolean;
  mediaType: 'tv' | 'movie';
  initialQuery: string;
  onClose: () => void;
  onPick: (pick: TmdbPick) => void;
}

/** The series and movie pickers: a TMDB search (2 characters at least, 20 results at most). */
export function TmdbPickerDialog({ open, mediaType, initialQuery, onClose, onPick }: TmdbPickerDialogProps) {
  const api = useApi();
  const texts = TEXTS[mediaType];
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<TmdbPick[]>([]);
  const [searching, setSearching] = useState(false);
  const [searched, setSearched] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const search = (text: string) => {
    controller.current?.abort();
    if (text.trim().length < PICKER_MIN_QUERY) {
      setResults([]);
      setSearched(false);
      setSearching(false);
      return;
    }
    const own = new AbortController();
    controller.current = own;
    setSearching(true);
    searchTmdb(api, text, mediaType, own.signal)
      .then((found) => setResults(found))
      .catch((error: unknown) => {
        if (own.signal.aborted) return;
        // A failed search gives an empty list.
        console.error('TMDB search failed:', error);
        setResults([]);
      })
      .finally(() => {
        if (controller.current === own) {
          setSearching(false);
          setSearched(true);
        }
      });
  };
  // Typing settles the way it does in every search box; the query the dialog opened with is
  // searched at once, and its settling later must not search it a second time.
  const settledQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const searchedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setQuery(initialQuery);
    setResults([]);
    setSearched(false);
    searchedFor.current = initialQuery;
    search(initialQuery);
    return () => controller.current?.abort();
    // Searching again only when the dialog opens; typing goes through the debounce.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, initialQuery, mediaType]);

  useEffect(() => {
    if (!open || settledQuery === searchedFor.current) return;
    searchedFor.current = settledQuery;
    search(settledQuery);
    // Only a newly settled query searches; `search` is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledQuery]);

  const tooShort = query.trim().length < PICKER_MIN_QUERY;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{texts.title}</DialogTitle>
      <DialogContent dividers>
        <TextField
          fullWidth
          size="small"
          autoFocus
          placeholder={texts.placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': texts.placeholder } }}
        />
        <Box sx={{ mt: 2 }}>
          {tooShort ? (
            <Typography color="textSecondary">{texts.start}</Typography>
          ) : searching ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={20} />
              <Typography color="textSecondary">{texts.searching}</Typography>
            </Box>
          ) : searched && results.length === 0 ? (
            <Typography color="textSecondary">{texts.none}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Title</TableCell>
                  <TableCell>Year</TableCell>
                  <TableCell>TMDB ID</TableCell>
                  <TableCell>Source</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {results.map((pick) => (
                  <TableRow key={pick.id} hover sx={{ cursor: 'pointer' }} onClick={() => onPick(pick)}>
                    <TableCell>
                      {pick.title}
                      {mediaType === 'tv' && (pick.tvdbId !== null || pick.imdbId !== null) && (
                        <Typography variant="caption" color="textSecondary" component="div">
                          {[
                            pick.tvdbId !== null ? `tvdb_id: ${pick.tvdbId}` : '',
                            pick.imdbId ? `imdb_id: ${pick.imdbId}` : '',
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{pick.year ?? ''}</TableCell>
                    <TableCell>{pick.tmdbId}</TableCell>
                    <TableCell>{pick.source}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
