import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import ViewModuleRounded from '@mui/icons-material/ViewModuleRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useViewMode, type ViewMode } from '../../app/view-mode/view-mode-context';
import { FolderBreadcrumbs } from './FolderBreadcrumbs';
import { SearchField } from '../../components/search/SearchField';
import { SortMenu } from './SortMenu';
import type { LibraryLocation } from './use-library-location';

/** The library's search: the searching indicator after 400 ms of typing, the search applied after 800 ms (spec). */
const SEARCH_INDICATOR_MS = 400;
const SEARCH_APPLY_MS = 800;

interface LibraryToolbarProps {
  location: LibraryLocation;
  fetching: boolean;
  selecting: boolean;
  onToggleSelecting: () => void;
  onRefresh: () => void;
}

/** Breadcrumb and Up; search, sort, poster/list, refresh and the select-multiple toggle. */
export function LibraryToolbar({ location, fetching, selecting, onToggleSelecting, onRefresh }: LibraryToolbarProps) {
  const { viewMode, setViewMode } = useViewMode();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <FolderBreadcrumbs folder={location.folder} onNavigate={location.goToFolder} />
      </Box>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}
      >
        <SearchField
          applied={location.search}
          onApply={location.setSearch}
          busy={fetching}
          placeholder="Search files and folders..."
          label="Search files and folders"
          debounceMs={SEARCH_APPLY_MS}
          indicatorMs={SEARCH_INDICATOR_MS}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
        <SortMenu value={location.sort} onChange={location.setSort} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={viewMode}
          onChange={(_, mode: ViewMode | null) => mode && setViewMode(mode)}
          aria-label="View mode"
        >
          <ToggleButton value="poster" aria-label="Poster view">
            <ViewModuleRounded fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label="List view">
            <ViewListRounded fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Tooltip title="Refresh">
          <IconButton aria-label="Refresh folder" onClick={onRefresh} color="primary">
            <RefreshRounded />
          </IconButton>
        </Tooltip>
        <Tooltip title="Select multiple">
          <IconButton
            aria-label="Select multiple"
            aria-pressed={selecting}
            onClick={onToggleSelecting}
            color={selecting ? 'primary' : 'default'}
          >
            <ChecklistRounded />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
