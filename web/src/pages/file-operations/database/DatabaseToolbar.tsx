import DownloadRounded from '@mui/icons-material/DownloadRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SyncRounded from '@mui/icons-material/SyncRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import ViewModuleRounded from '@mui/icons-material/ViewModuleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import { CATEGORY_LABELS } from './record-category';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { databaseRecordTypes, type DatabaseRecordType } from '@cinesync/common';
import { SearchField } from '../../../components/search/SearchField';

export type RecordsView = 'list' | 'grid';

const TYPE_LABELS: Record<DatabaseRecordType, string> = {
  all: 'All Records',
  movies: 'Movies',
  tvshows: 'TV Shows',
  processed: 'Processed',
  skipped: CATEGORY_LABELS.skipped,
};

interface DatabaseToolbarProps {
  /** The search in effect. */
  query: string;
  type: DatabaseRecordType;
  view: RecordsView;
  exporting: boolean;
  onSearch: (query: string) => void;
  onType: (type: DatabaseRecordType) => void;
  onView: (view: RecordsView) => void;
  onRefresh: () => void;
  onExport: () => void;
  onUpdate: () => void;
}

/** Search, type filter, list/cards toggle, refresh, export and update; wraps on narrow screens. */
export function DatabaseToolbar(props: DatabaseToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <SearchField
        applied={props.query}
        onApply={props.onSearch}
        placeholder="Search records by path or title..."
        label="Search records"
        sx={{ flex: '1 1 260px', minWidth: 0 }}
      />
      <TextField
        select
        size="small"
        label="Type"
        value={props.type}
        onChange={(event) => props.onType(event.target.value as DatabaseRecordType)}
        sx={{ minWidth: 150, flex: { xs: '1 1 150px', sm: '0 0 auto' } }}
      >
        {databaseRecordTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={props.view}
          onChange={(_, view: RecordsView | null) => view && props.onView(view)}
          aria-label="Records view"
        >
          <ToggleButton value="list" aria-label="List view">
            <ViewListRounded fontSize="small" />
          </ToggleButton>
          <ToggleButton value="grid" aria-label="Card view">
            <ViewModuleRounded fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Tooltip title="Refresh">
          <IconButton aria-label="Refresh" color="primary" onClick={props.onRefresh}>
            <RefreshRounded />
          </IconButton>
        </Tooltip>
        <Button variant="outlined" startIcon={<DownloadRounded />} disabled={props.exporting} onClick={props.onExport}>
          Export CSV
        </Button>
        <Button variant="contained" startIcon={<SyncRounded />} onClick={props.onUpdate}>
          Update Database
        </Button>
      </Box>
    </Box>
  );
}
