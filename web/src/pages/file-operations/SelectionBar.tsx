import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SelectionBarProps {
  /** Items on the page that can be selected. */
  selectableCount: number;
  selectedCount: number;
  onToggleAll: (selectAll: boolean) => void;
  /** The tab's bulk actions; each disables itself when `selectedCount` is 0. */
  children: ReactNode;
}

/** The label the spec gives the bar: "Select all", "N selected" or "All N selected". */
function selectionLabel(selectableCount: number, selectedCount: number): string {
  if (selectedCount === 0) return 'Select all';
  if (selectedCount === selectableCount) return `All ${selectedCount} selected`;
  return `${selectedCount} selected`;
}

/**
 * The bar above a list once something is selected: a select-all box with its count and the tab's
 * bulk actions. Shared by the Source and operation tabs so their selections read the same.
 */
export function SelectionBar({ selectableCount, selectedCount, onToggleAll, children }: SelectionBarProps) {
  const all = selectableCount > 0 && selectedCount === selectableCount;
  const some = selectedCount > 0 && !all;
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Selection"
      sx={{ px: 1.5, py: 1, mb: 1.5, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
        <Checkbox
          checked={all}
          indeterminate={some}
          disabled={selectableCount === 0}
          onChange={() => onToggleAll(!all)}
          slotProps={{ input: { 'aria-label': 'Select all' } }}
        />
        <Typography variant="body2" noWrap>
          {selectionLabel(selectableCount, selectedCount)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {children}
      </Stack>
    </Paper>
  );
}
