import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';

/** Typing settles this long before the list asks the server (Enter searches at once). */
export const SEARCH_DEBOUNCE_MS = 300;

interface OperationsSearchFieldProps {
  /** The search in effect. */
  applied: string;
  onApply: (search: string) => void;
}

/** The operation tabs' search box. */
export function OperationsSearchField({ applied, onApply }: OperationsSearchFieldProps) {
  const [text, setText] = useState(applied);
  const [seenApplied, setSeenApplied] = useState(applied);
  const apply = useEffectEvent(onApply);

  // Cleared from outside (a tab change): show what is in effect.
  if (applied !== seenApplied) {
    setSeenApplied(applied);
    if (applied !== text.trim()) setText(applied);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === applied) return undefined;
    const timer = setTimeout(() => apply(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied]);

  return (
    <TextField
      size="small"
      placeholder="Search operations..."
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onApply(text.trim());
      }}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        htmlInput: { 'aria-label': 'Search operations' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
          endAdornment:
            text === '' ? undefined : (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label="Clear search"
                  onClick={() => {
                    setText('');
                    onApply('');
                  }}
                >
                  <ClearRounded fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
        },
      }}
    />
  );
}
