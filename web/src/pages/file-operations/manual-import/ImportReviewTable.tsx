import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  isImportedRow,
  isMissingValue,
  rowStatus,
  LANGUAGE_CHOICES,
  QUALITY_CHOICES,
  RELEASE_TYPE_CHOICES,
  withMediaType,
  type ImportMediaType,
  type ImportRow,
} from './import-rows';
import { EditableCell } from './EditableCell';
import { missingHighlight } from './missing-highlight';

export type PickerKind = 'series' | 'movie' | 'season' | 'episode';

interface ImportReviewTableProps {
  rows: readonly ImportRow[];
  onChange: (id: string, update: (row: ImportRow) => ImportRow) => void;
  onToggle: (id: string) => void;
  onToggleAll: (selected: boolean) => void;
  onOpenPicker: (kind: PickerKind, row: ImportRow) => void;
  disabled: boolean;
}

const MEDIA_TYPE_TEXTS = ['TV', 'MOVIE'] as const;
const mediaTypeFromText = (text: string): ImportMediaType => (text === 'MOVIE' ? 'movie' : 'tv');

const COLUMNS = [
  'Relative Path',
  'Media Type',
  'Title/Series',
  'Season/Year',
  'Episodes',
  'Release Group',
  'Quality',
  'Languages',
  'Size',
  'Release Type',
] as const;

/** The review table of step 2: one row per scanned file, every cell edited in place. */
export function ImportReviewTable({
  rows,
  onChange,
  onToggle,
  onToggleAll,
  onOpenPicker,
  disabled: tableDisabled,
}: ImportReviewTableProps) {
  const selectable = rows.filter((r) => !isImportedRow(r));
  const selectedCount = selectable.filter((r) => r.selected).length;
  return (
    <TableContainer sx={{ maxHeight: '60vh' }}>
      <Table size="small" stickyHeader aria-label="Files to import">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                slotProps={{ input: { 'aria-label': 'Select all' } }}
                checked={selectable.length > 0 && selectedCount === selectable.length}
                indeterminate={selectedCount > 0 && selectedCount < selectable.length}
                onChange={(event) => onToggleAll(event.target.checked)}
                disabled={tableDisabled || selectable.length === 0}
              />
            </TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const tv = row.mediaType === 'tv';
            const name = row.fileName;
            const set = (update: (r: ImportRow) => ImportRow) => onChange(row.id, update);
            // An imported file is done: it can't be changed or imported again from here.
            const disabled = tableDisabled || isImportedRow(row);
            const status = rowStatus(row);
            return (
              <TableRow key={row.id} hover selected={row.selected}>
                <TableCell padding="checkbox">
                  <Checkbox
                    slotProps={{ input: { 'aria-label': `Select ${name}` } }}
                    checked={row.selected}
                    onChange={() => onToggle(row.id)}
                    disabled={disabled}
                  />
                </TableCell>
                <TableCell sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  <Tooltip title={row.filePath}>
                    <span>{row.relativePath}</span>
                  </Tooltip>
                  {status && (
                    <Typography
                      variant="caption"
                      color={status.colour}
                      component="div"
                      noWrap
                      title={status.text}
                      data-testid="import-row-status"
                    >
                      {status.text}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <EditableCell
                    label={`Media Type of ${name}`}
                    value={tv ? 'TV' : 'MOVIE'}
                    editor={{ kind: 'choice', choices: MEDIA_TYPE_TEXTS }}
                    onCommit={(text) => set((r) => withMediaType(r, mediaTypeFromText(String(text))))}
                    disabled={disabled}
                  />
                </TableCell>
                <TableCell>
                  <EditableCell
                    label={`Title/Series of ${name}`}
                    value={tv ? row.series : row.movieTitle}
                    display={tv ? row.series || 'Unknown Series' : row.movieTitle || 'Unknown Movie'}
                    editor={{ kind: 'text' }}
                    onCommit={() => undefined}
                    onOpenPicker={() => onOpenPicker(tv ? 'series' : 'movie', row)}
                    disabled={disabled}
                  />
                  {tv && row.seriesId !== null && row.title !== '' && (
                    <Typography variant="caption" color="textSecondary" component="div" noWrap>
                      {row.title}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {tv ? (
                    <EditableCell
                      label={`Season of ${name}`}
                      value={row.season}
                      display={row.season === 0 ? 'Specials' : undefined}
                      editor={{ kind: 'numeric', field: 'season' }}
                      onCommit={(value) => set((r) => ({ ...r, season: Number(value) }))}
                      // With a series chosen the TMDB seasons are offered; without, the number is typed.
                      onOpenPicker={row.seriesId !== null ? () => onOpenPicker('season', row) : undefined}
                      disabled={disabled}
                    />
                  ) : (
                    <EditableCell
                      label={`Year of ${name}`}
                      value={row.year}
                      editor={{ kind: 'numeric', field: 'year' }}
                      onCommit={(value) => set((r) => ({ ...r, year: Number(value) }))}
                      disabled={disabled}
                    />
                  )}
                </TableCell>
                <TableCell>
                  {tv ? (
                    <EditableCell
                      label={`Episode of ${name}`}
                      value={row.episode}
                      display={row.episodes.length > 1 ? row.episodes.join(', ') : undefined}
                      editor={{ kind: 'numeric', field: 'episode' }}
                      onCommit={(value) => set((r) => ({ ...r, episode: Number(value), episodes: [Number(value)] }))}
                      onOpenPicker={row.seriesId !== null ? () => onOpenPicker('episode', row) : undefined}
                      disabled={disabled}
                    />
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell>
                  <EditableCell
                    label={`Release Group of ${name}`}
                    value={row.releaseGroup}
                    editor={{ kind: 'text' }}
                    onCommit={(text) => set((r) => ({ ...r, releaseGroup: String(text) }))}
                    disabled={disabled}
                  />
                </TableCell>
                <TableCell>
                  <EditableCell
                    label={`Quality of ${name}`}
                    value={row.quality}
                    editor={{ kind: 'choice', choices: QUALITY_CHOICES }}
                    onCommit={(text) => set((r) => ({ ...r, quality: String(text) }))}
                    disabled={disabled}
                  />
                </TableCell>
                <TableCell>
                  <EditableCell
                    label={`Languages of ${name}`}
                    value={row.language}
                    editor={{ kind: 'choice', choices: LANGUAGE_CHOICES }}
                    onCommit={(text) => set((r) => ({ ...r, language: String(text) }))}
                    disabled={disabled}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Box component="span" sx={isMissingValue(row.size) ? missingHighlight : undefined}>
                    {row.size}
                  </Box>
                </TableCell>
                <TableCell>
                  {tv ? (
                    <EditableCell
                      label={`Release Type of ${name}`}
                      value={row.releaseType}
                      editor={{ kind: 'choice', choices: RELEASE_TYPE_CHOICES }}
                      onCommit={(text) => set((r) => ({ ...r, releaseType: String(text) }))}
                      disabled={disabled}
                    />
                  ) : (
                    row.releaseType
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
