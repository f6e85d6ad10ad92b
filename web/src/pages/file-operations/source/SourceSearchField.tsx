import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** Typing settles this long before the search applies (the database browser's pace, §9). */
export const SOURCE_SEARCH_DEBOUNCE_MS = 300;

interface SourceSearchFieldProps {
  /** The search in effect (trimmed). */
  applied: string;
  onApply: (search: string) => void;
}

/** "Search source files by name, path, or type..." applying the trimmed text once typing pauses. */
export function SourceSearchField({ applied, onApply }: SourceSearchFieldProps) {
  const [text, setText] = useState(applied);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === applied) return undefined;
    const timer = setTimeout(() => onApply(wanted), SOURCE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, onApply]);

  return (
    <TextField
      size="small"
      placeholder="Search source files by name, path, or type..."
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ flexGrow: 1, minWidth: 0, maxWidth: { sm: 480 } }}
      slotProps={{
        htmlInput: { 'aria-label': 'Search source files' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text !== '' && (
            <InputAdornment position="end">
              <IconButton
                aria-label="Clear search"
                size="small"
                edge="end"
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
