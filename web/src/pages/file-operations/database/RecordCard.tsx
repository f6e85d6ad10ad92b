import SubdirectoryArrowRightRounded from '@mui/icons-material/SubdirectoryArrowRightRounded';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatBytes, type DatabaseRecord } from '@cinesync/common';
import { CATEGORY_LABELS, fileNameOf, recordCategory, type RecordCategory } from './record-category';

const CATEGORY_COLOURS: Record<RecordCategory, 'warning' | 'info' | 'primary' | 'default'> = {
  skipped: 'warning',
  tvshows: 'info',
  movies: 'primary',
  other: 'default',
};

interface RecordCardProps {
  record: DatabaseRecord;
  checked: boolean;
  onToggle: (path: string) => void;
  /** The list view's row: the facts sit beside the paths on wide screens. */
  row: boolean;
}

/** One record: name, source and link paths, category, TMDB id, season, size and the skip reason. */
export function RecordCard({ record, checked, onToggle, row }: RecordCardProps) {
  const name = fileNameOf(record.file_path);
  const category = recordCategory(record);
  return (
    <Paper
      variant="outlined"
      data-testid="database-record"
      sx={{
        p: 1.25,
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        minWidth: 0,
        borderColor: checked ? 'primary.main' : undefined,
      }}
    >
      <Checkbox
        size="small"
        checked={checked}
        onChange={() => onToggle(record.file_path)}
        slotProps={{ input: { 'aria-label': `Select ${name}` } }}
        sx={{ mt: -0.5 }}
      />
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: row ? { xs: 'column', md: 'row' } : 'column',
          gap: 1,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ wordBreak: 'break-word' }}>
            {name}
          </Typography>
          <Typography variant="caption" color="textSecondary" component="div" sx={{ wordBreak: 'break-all' }}>
            {record.file_path}
          </Typography>
          {record.destination_path && (
            <Typography
              variant="caption"
              color="success"
              component="div"
              sx={{ wordBreak: 'break-all', display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
            >
              <SubdirectoryArrowRightRounded sx={{ fontSize: 14, mt: '1px' }} aria-label="Destination" />
              <span>{record.destination_path}</span>
            </Typography>
          )}
          {record.reason && (
            <Typography
              variant="caption"
              component="div"
              sx={{ mt: 0.75, px: 1, py: 0.5, borderRadius: 1, bgcolor: 'action.hover', color: 'warning.main' }}
            >
              Reason: {record.reason}
            </Typography>
          )}
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            alignContent: 'flex-start',
            justifyContent: row ? { md: 'flex-end' } : undefined,
            maxWidth: row ? { md: 360 } : undefined,
          }}
        >
          <Chip size="small" color={CATEGORY_COLOURS[category]} label={CATEGORY_LABELS[category]} />
          {record.tmdb_id !== null && <Chip size="small" variant="outlined" label={`TMDB ${record.tmdb_id}`} />}
          {record.season_number !== null && (
            <Chip size="small" variant="outlined" label={`Season ${record.season_number}`} />
          )}
          {record.file_size !== null && <Chip size="small" variant="outlined" label={formatBytes(record.file_size)} />}
        </Box>
      </Box>
    </Paper>
  );
}
