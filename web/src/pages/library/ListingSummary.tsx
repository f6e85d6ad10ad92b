import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { itemCountText, letterFilterLabel } from './listing-texts';

interface ListingSummaryProps {
  /** Items in the folder that pass the filters, or null before the first answer. */
  total: number | null;
  letter: string;
  onClearLetter: () => void;
}

/** "N items" and the active letter filter as a chip that removes it. An empty listing says so itself. */
export function ListingSummary({ total, letter, onClearLetter }: ListingSummaryProps) {
  const count = total ? total : null;
  if (count === null && !letter) return null;
  return (
    <Box
      data-testid="listing-summary"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5, minHeight: 28 }}
    >
      {count !== null && (
        <Typography variant="body2" color="textSecondary" aria-live="polite">
          {itemCountText(count)}
        </Typography>
      )}
      {letter && (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={letterFilterLabel(letter)}
          onDelete={onClearLetter}
          slotProps={{ root: { 'aria-label': `${letterFilterLabel(letter)}, remove filter` } }}
        />
      )}
    </Box>
  );
}
