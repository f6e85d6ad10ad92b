import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

/** File Operations' lists and records apply a search 300 ms after the last keystroke (spec). */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchFieldProps {
  /** The search in effect (trimmed): the field shows it when it changes from outside. */
  applied: string;
  onApply: (search: string) => void;
  placeholder: string;
  /** The field's accessible name. */
  label: string;
  /** How long typing settles before the search applies. */
  debounceMs?: number;
  /** With it, a spinner shows once typing has gone on this long, and while `busy`. */
  indicatorMs?: number;
  /** The list is loading the applied search. */
  busy?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The app's one search box: applies the trimmed text once typing pauses, at once on Enter; the
 * clear button and Escape empty it and apply that at once. When the search in effect changes from
 * outside (back button, a tab change), it shows that.
 */
export function SearchField({
  applied,
  onApply,
  placeholder,
  label,
  debounceMs = SEARCH_DEBOUNCE_MS,
  indicatorMs,
  busy = false,
  sx,
}: SearchFieldProps) {
  const [text, setText] = useState(applied);
  const [seenApplied, setSeenApplied] = useState(applied);
  const [indicatorFor, setIndicatorFor] = useState<string | null>(null);
  const apply = useEffectEvent(onApply);

  if (applied !== seenApplied) {
    setSeenApplied(applied);
    if (applied !== text.trim()) setText(applied);
  }

  const wanted = text.trim();
  const settled = useDebouncedValue(wanted, debounceMs);
  useEffect(() => {
    // Only text that is still in the field applies: after a change from outside or a clear, the
    // settled value lags behind for a moment and must not bring the old search back.
    if (settled === wanted && settled !== applied) apply(settled);
  }, [settled, wanted, applied]);

  useEffect(() => {
    if (indicatorMs === undefined || wanted === applied) return undefined;
    const indicator = setTimeout(() => setIndicatorFor(text), indicatorMs);
    return () => clearTimeout(indicator);
  }, [text, wanted, applied, indicatorMs]);

  const clear = () => {
    setText('');
    if (applied !== '') onApply('');
  };
  const searching =
    indicatorMs !== undefined && ((indicatorFor === text && text.trim() !== applied) || (busy && applied !== ''));

  return (
    <TextField
      size="small"
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && text.trim() !== applied) onApply(text.trim());
        if (event.key === 'Escape' && text !== '') {
          event.stopPropagation();
          clear();
        }
      }}
      sx={sx}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: (searching || text !== '') && (
            <InputAdornment position="end">
              {searching && <CircularProgress size={16} aria-label="Searching" sx={{ mr: 0.5 }} />}
              {text !== '' && (
                <IconButton size="small" edge="end" aria-label="Clear search" onClick={clear}>
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
