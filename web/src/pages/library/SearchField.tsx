import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** The searching indicator shows after 400 ms of typing; the search applies after 800 ms. */
export const SEARCH_INDICATOR_MS = 400;
export const SEARCH_APPLY_MS = 800;

interface SearchFieldProps {
  /** The search in effect (from the URL). */
  applied: string;
  onApply: (search: string) => void;
  /** The list is loading the applied search. */
  busy: boolean;
}

/** "Search files and folders..." with a clear button and a searching spinner. */
export function SearchField({ applied, onApply, busy }: SearchFieldProps) {
  const [text, setText] = useState(applied);
  const [seenApplied, setSeenApplied] = useState(applied);
  const [indicatorFor, setIndicatorFor] = useState<string | null>(null);

  // The URL changed under us (back button, a link): show what is in effect.
  if (applied !== seenApplied) {
    setSeenApplied(applied);
    if (applied !== text.trim()) setText(applied);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === applied) return undefined;
    const indicator = setTimeout(() => setIndicatorFor(text), SEARCH_INDICATOR_MS);
    const apply = setTimeout(() => onApply(wanted), SEARCH_APPLY_MS);
    return () => {
      clearTimeout(indicator);
      clearTimeout(apply);
    };
  }, [text, applied, onApply]);

  const searching = (indicatorFor === text && text.trim() !== applied) || (busy && applied !== '');

  return (
    <TextField
      size="small"
      placeholder="Search files and folders..."
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ width: { xs: '100%', sm: 260 } }}
      slotProps={{
        htmlInput: { 'aria-label': 'Search files and folders' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              {searching && <CircularProgress size={16} aria-label="Searching" sx={{ mr: 0.5 }} />}
              {text !== '' && (
                <IconButton
                  aria-label="Clear search"
                  size="small"
                  edge="end"
                  onClick={() => {
                    setText('');
                    if (applied !== '') onApply('');
                  }}
                >
                  <ClearRounded fontSize="small" />
                </IconButton>
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
