import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useEffectEvent, useState } from 'react';

/** Typing settles this long before a File Operations list asks the server (spec §9: 300 ms). */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search in effect (trimmed). */
  applied: string;
  onApply: (search: string) => void;
  placeholder: string;
  /** The field's accessible name. */
  label: string;
  sx?: SxProps<Theme>;
}

/**
 * The search box of the Source and operation tabs: applies the trimmed text once typing pauses (or
 * at once on Enter), clears with one click, and shows what is in effect when it changes from outside
 * (a tab change clears it).
 */
export function SearchBox({ applied, onApply, placeholder, label, sx }: SearchBoxProps) {
  const [text, setText] = useState(applied);
  const [seenApplied, setSeenApplied] = useState(applied);
  const apply = useEffectEvent(onApply);

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
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onApply(text.trim());
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
          endAdornment: text !== '' && (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
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
