import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { noMatchText } from './listing-texts';

interface FolderEmptyProps {
  search: string;
  letter: string;
  onClearSearch: () => void;
  onClearLetter: () => void;
}

/**
 * An empty listing. Unfiltered, the folder really is empty (the spec's text); with a search or a
 * letter in force, say that nothing matches them and offer to take each away.
 */
export function FolderEmpty({ search, letter, onClearSearch, onClearLetter }: FolderEmptyProps) {
  if (!search && !letter) {
    return (
      <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
        This folder is empty.
      </Typography>
    );
  }
  return (
    <Box
      role="status"
      aria-label="No matches"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        py: 6,
        px: 2,
        textAlign: 'center',
      }}
    >
      <SearchOffRounded aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography sx={{ overflowWrap: 'anywhere' }}>{noMatchText(search, letter)}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {search && (
          <Button variant="outlined" onClick={onClearSearch}>
            Clear search
          </Button>
        )}
        {letter && (
          <Button variant="outlined" onClick={onClearLetter}>
            Clear letter filter
          </Button>
        )}
      </Box>
    </Box>
  );
}
