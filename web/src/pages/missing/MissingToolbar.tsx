import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { MissingShow } from '@cinesync/common';
import { missingCsvUrl } from '../../api/library-paths';
import { SearchField } from '../../components/search/SearchField';
import type { MissingParams } from './missing-params';

interface MissingToolbarProps {
  params: MissingParams;
  shows: readonly MissingShow[];
  onChange: (next: MissingParams) => void;
}

const ALL_SHOWS = 'all';

/** The Missing page's filters: one show, words, ignored ones too; and the CSV of what they select. */
export function MissingToolbar({ params, shows, onChange }: MissingToolbarProps) {
  const change = (patch: Partial<MissingParams>) => onChange({ ...params, ...patch, page: 1 });
  const selected = params.showTmdbId !== undefined && shows.some((s) => s.showTmdbId === params.showTmdbId);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <TextField
        select
        size="small"
        label="Show"
        value={selected ? String(params.showTmdbId) : ALL_SHOWS}
        onChange={(event) =>
          change({ showTmdbId: event.target.value === ALL_SHOWS ? undefined : Number(event.target.value) })
        }
        sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
      >
        <MenuItem value={ALL_SHOWS}>All shows</MenuItem>
        {shows.map((show) => (
          <MenuItem key={show.showTmdbId} value={String(show.showTmdbId)}>
            {show.ignored ? `${show.showTitle} (ignored)` : `${show.showTitle} (${show.missing})`}
          </MenuItem>
        ))}
      </TextField>
      <SearchField
        applied={params.q ?? ''}
        onApply={(q) => change({ q: q || undefined })}
        placeholder="Search shows and episodes..."
        label="Search missing episodes"
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 240px' } }}
      />
      <FormControlLabel
        control={
          <Switch checked={params.includeIgnored ?? false} onChange={(_, on) => change({ includeIgnored: on })} />
        }
        label="Show ignored"
      />
      <Button
        variant="outlined"
        startIcon={<FileDownloadRounded />}
        href={missingCsvUrl(params)}
        download="cinesync-missing.csv"
      >
        Export CSV
      </Button>
    </Box>
  );
}
