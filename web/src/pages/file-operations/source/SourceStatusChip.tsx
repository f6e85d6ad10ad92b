import type { SourceFileItem } from '@cinesync/common';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { statusChipOf, statusTooltipLines } from './source-status';

/** A file's status chip; hovering it tells status, processed time, TMDB ID and season. */
export function SourceStatusChip({ file }: { file: SourceFileItem }) {
  const chip = statusChipOf(file);
  if (!chip) return null;
  const lines = statusTooltipLines(file);
  return (
    <Tooltip
      title={
        <Box component="span" sx={{ display: 'block' }}>
          {lines.map((line) => (
            <Box component="span" key={line} sx={{ display: 'block' }}>
              {line}
            </Box>
          ))}
        </Box>
      }
    >
      <Chip
        size="small"
        label={chip.label}
        color={chip.colour}
        variant={chip.outlined ? 'outlined' : 'filled'}
        sx={{ flexShrink: 0 }}
      />
    </Tooltip>
  );
}
