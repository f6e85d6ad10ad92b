import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';
import { isMissingValue, parseNumericEdit, type NumericField } from './import-rows';
import { missingHighlight } from './missing-highlight';

type CellKind =
  { kind: 'text' } | { kind: 'numeric'; field: NumericField } | { kind: 'choice'; choices: readonly string[] };

interface EditableCellProps {
  /** Names the cell for screen readers and tests ("Quality of a.mkv"). */
  label: string;
  value: string | number | null;
  /** What the cell shows when the value is missing. */
  display?: string;
  editor: CellKind;
  onCommit: (value: string | number) => void;
  /** Opens a picker instead of an inline editor (series, movie, season, episode). */
  onOpenPicker?: () => void;
  disabled?: boolean;
}

/**
 * A table cell edited in place: click to edit, Enter commits (a bad number becomes 1, or the current
 * year for a year), Escape cancels. Missing or unknown values get the red dotted highlight.
 */
export function EditableCell({ label, value, display, editor, onCommit, onOpenPicker, disabled }: EditableCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = display ?? (value === null ? '' : String(value));
  const missing = isMissingValue(value);

  const commit = (text: string) => {
    setDraft(null);
    if (editor.kind === 'numeric') onCommit(parseNumericEdit(editor.field, text));
    else onCommit(text);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(draft ?? '');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
    }
  };

  if (draft !== null && editor.kind === 'choice') {
    return (
      <TextField
        select
        size="small"
        autoFocus
        value={draft}
        onChange={(event) => commit(event.target.value)}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { 'aria-label': label }, select: { defaultOpen: true, onClose: () => setDraft(null) } }}
        sx={{ minWidth: 120 }}
      >
        {(editor.choices.includes(draft) ? editor.choices : [draft, ...editor.choices]).map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  if (draft !== null) {
    return (
      <TextField
        size="small"
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setDraft(null)}
        slotProps={{ htmlInput: { 'aria-label': label, inputMode: editor.kind === 'numeric' ? 'numeric' : 'text' } }}
        sx={{ width: editor.kind === 'numeric' ? 80 : 180 }}
      />
    );
  }

  return (
    <Box
      component="button"
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={() => (onOpenPicker ? onOpenPicker() : setDraft(value === null ? '' : String(value)))}
      sx={{
        all: 'unset',
        cursor: disabled ? 'default' : 'pointer',
        display: 'inline-block',
        minWidth: 48,
        minHeight: 20,
        px: 0.5,
        borderRadius: 0.5,
        '&:hover': { bgcolor: disabled ? undefined : 'action.hover' },
        ...(missing ? missingHighlight : {}),
      }}
      data-missing={missing ? 'true' : undefined}
    >
      {shown === '' ? '—' : shown}
    </Box>
  );
}
