import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DatabaseRecord } from '@cinesync/common';
import type { RecordsView } from './DatabaseToolbar';
import { RecordCard } from './RecordCard';

interface RecordListProps {
  records: DatabaseRecord[];
  view: RecordsView;
  checked: ReadonlySet<string>;
  onToggle: (path: string) => void;
  /** A search or a filter is applied (changes the empty text). */
  filtered: boolean;
}

/** The page of records as rows or a grid of cards (one column on phones), or the empty state. */
export function RecordList({ records, view, checked, onToggle, filtered }: RecordListProps) {
  if (records.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          No records found
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {filtered ? 'No records match this search or filter.' : 'Records appear here once files have been processed.'}
        </Typography>
      </Paper>
    );
  }
  return (
    <Box
      role="list"
      aria-label="Database records"
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns:
          view === 'grid' ? { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(300px, 1fr))' } : 'minmax(0, 1fr)',
      }}
    >
      {records.map((record) => (
        <Box role="listitem" key={record.file_path} sx={{ minWidth: 0 }}>
          <RecordCard
            record={record}
            checked={checked.has(record.file_path)}
            onToggle={onToggle}
            row={view === 'list'}
          />
        </Box>
      ))}
    </Box>
  );
}
