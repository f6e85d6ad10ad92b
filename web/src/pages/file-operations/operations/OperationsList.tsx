import type { FileOperationItem, FileOperationStatus } from '@cinesync/common';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ListFooter } from '../ListFooter';
import { OperationCard } from './OperationCard';
import { OPERATIONS_PAGE_SIZE } from './operations-api';
import { useReviewPicks, withHeldPicks } from './review-picks';
import { plural } from '../../../format/plural';

const EMPTY_TEXT: Record<FileOperationStatus, string> = {
  created: 'No files created yet',
  failed: 'No failed file operations',
  skipped: 'No skipped files',
  deleted: 'No deleted files',
};

/** What an empty tab says, with or without a search in effect. */
function emptyText(status: FileOperationStatus, search: string): string {
  return search.trim() === '' ? EMPTY_TEXT[status] : `No ${status} files match your search`;
}

const EMPTY_HINT = 'File operations will appear here as they are processed.';

interface OperationsListProps {
  status: FileOperationStatus;
  operations: readonly FileOperationItem[] | null;
  total: number;
  loading: boolean;
  search: string;
  page: number;
  onPage: (page: number) => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onAction: (item: FileOperationItem) => void;
  onSearch: (item: FileOperationItem) => void;
  busyIds: ReadonlySet<string>;
}

/** One operation tab's page: its cards, or what an empty tab says, then the count and the pages. */
export function OperationsList({
  status,
  operations,
  total,
  loading,
  search,
  page,
  onPage,
  selected,
  onToggle,
  onAction,
  onSearch,
  busyIds,
}: OperationsListProps) {
  const { picks } = useReviewPicks();
  if (operations === null) {
    return loading ? (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading operations" />
      </Box>
    ) : null;
  }
  const rows = withHeldPicks(operations, picks, status);
  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography variant="h6">{emptyText(status, search)}</Typography>
        <Typography color="textSecondary">{EMPTY_HINT}</Typography>
      </Paper>
    );
  }
  const pages = Math.max(1, Math.ceil(total / OPERATIONS_PAGE_SIZE));
  return (
    <>
      <Box component="ul" aria-label="File operations" sx={{ display: 'grid', gap: 1, p: 0, m: 0 }}>
        {rows.map((item, index) => (
          <OperationCard
            key={item.id}
            item={item}
            index={index}
            selected={selected.has(item.id)}
            onToggle={() => onToggle(item.id)}
            onAction={() => onAction(item)}
            onSearch={() => onSearch(item)}
            busy={busyIds.has(item.id)}
          />
        ))}
      </Box>
      <ListFooter
        text={`Showing ${operations.length} of ${plural(total, 'operation')}`}
        page={page}
        pages={pages}
        onPage={onPage}
        label="Operations pages"
      />
    </>
  );
}
