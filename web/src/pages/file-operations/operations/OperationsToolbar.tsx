import BookmarksRounded from '@mui/icons-material/BookmarksRounded';
import DeleteSweepRounded from '@mui/icons-material/DeleteSweepRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SearchField } from '../../../components/search/SearchField';

interface OperationsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  /** Epoch ms of the last fetch; 0 before the first. */
  updatedAt: number;
  /** Wide screens on the Skipped tab with skipped files: the delete-all button sits here. */
  onDeleteAllSkipped?: (() => void) | undefined;
  /** Opens the list of remembered choices (titles picked for a file, kept for its folder). */
  onRememberedChoices: () => void;
}

/** Search, the last refresh, remembered choices and, on Skipped, delete-all: one row that wraps on a phone. */
export function OperationsToolbar({
  search,
  onSearch,
  updatedAt,
  onDeleteAllSkipped,
  onRememberedChoices,
}: OperationsToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <SearchField
        applied={search}
        onApply={onSearch}
        placeholder="Search operations..."
        label="Search operations"
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      {updatedAt > 0 && (
        <Typography variant="caption" color="textSecondary">
          {`Updated: ${new Date(updatedAt).toLocaleTimeString()}`}
        </Typography>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="outlined" startIcon={<BookmarksRounded />} onClick={onRememberedChoices}>
        Remembered Choices
      </Button>
      {onDeleteAllSkipped && (
        <Button color="error" variant="outlined" startIcon={<DeleteSweepRounded />} onClick={onDeleteAllSkipped}>
          Delete All Skipped
        </Button>
      )}
    </Box>
  );
}
