import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FileItem } from '@cinesync/common';
import { useCallback, useMemo } from 'react';
import { FavoriteStar } from '../../components/FavoriteStar';
import { parentPath } from '../../api/library-paths';
import { useChunkWindow } from '../../hooks/use-chunk-window';
import { chunksOf } from './chunks-of';
import { CompletenessLine } from '../../components/missing/CompletenessLine';
import { FileIcon } from './FileIcon';
import { favoriteTitleOf } from './file-kinds';
import type { ItemInteractions } from './item-interactions';
import { rowCaption } from './item-labels';

const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

function formatModified(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString();
}

/** Table rows per chunk: the unit drawn or left out as the page scrolls. */
const CHUNK_ROWS = 10;
/** A row with its caption line, before any is measured. */
const ROW_HEIGHT_GUESS = 53;

/**
 * The list view: name with icon, size, modified and a ⋮ menu per row (size and date hide on phones).
 * Only the rows on screen or near it are drawn (a page has 100; a screen shows about fifteen).
 */
export function FileListTable({
  items,
  interactions,
  showFolders = false,
  label = 'Folder contents',
}: {
  items: FileItem[];
  interactions: ItemInteractions;
  /** Say under each name which folder it is in (titles found across the library). */
  showFolders?: boolean;
  label?: string;
}) {
  const selection = interactions.selection;
  const chunks = useMemo(() => chunksOf(items, CHUNK_ROWS), [items]);
  const rowsIn = useCallback((index: number) => chunks[index]?.length ?? 0, [chunks]);
  const view = useChunkWindow(chunks.length, rowsIn, ROW_HEIGHT_GUESS);
  return (
    <TableContainer component={Paper} variant="outlined">
      {/* Fixed layout on phones: a long file name then ends in "…" instead of widening the page. */}
      <Table ref={view.containerRef} size="small" aria-label={label} sx={{ tableLayout: { xs: 'fixed', sm: 'auto' } }}>
        <TableHead>
          <TableRow>
            {selection && <TableCell padding="checkbox" />}
            <TableCell>Name</TableCell>
            <TableCell sx={hideOnPhone}>Size</TableCell>
            <TableCell sx={hideOnPhone}>Modified</TableCell>
            <TableCell align="right" sx={{ width: 96 }}>
              <Box
                component="span"
                sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        {chunks.map((chunk, index) =>
          view.shown(index) ? (
            <TableBody key={index} data-chunk={index} data-drawn="true">
              {chunk.map((item) => (
                <FileRow key={item.path} item={item} interactions={interactions} showFolder={showFolders} />
              ))}
            </TableBody>
          ) : (
            <TableBody key={index} data-chunk={index} aria-hidden>
              <tr>
                {/* One cell: a span over the columns adds columns where phones hide Size and Modified. */}
                <td style={{ height: view.placeholderHeight(index), padding: 0, border: 0 }} />
              </tr>
            </TableBody>
          ),
        )}
      </Table>
    </TableContainer>
  );
}

/** One row: a click opens the item (or ticks it while selecting), right-click or ⋮ for its menu. */
function FileRow({
  item,
  interactions,
  showFolder,
}: {
  item: FileItem;
  interactions: ItemInteractions;
  showFolder: boolean;
}) {
  const selection = interactions.selection;
  const selected = selection?.selected.has(item.path) ?? false;
  const favorite = favoriteTitleOf(item);
  const where = showFolder ? `in ${parentPath(item.path) || 'the library'}/` : null;
  const caption = [rowCaption(item), where].filter(Boolean).join(' · ') || null;
  return (
    <TableRow
      hover
      selected={selected}
      onClick={() => (selection ? selection.toggle(item) : interactions.onOpen(item))}
      onContextMenu={(event) => {
        event.preventDefault();
        interactions.onMenu(item, { top: event.clientY, left: event.clientX });
      }}
      sx={{ cursor: 'pointer' }}
    >
      {selection && (
        <TableCell padding="checkbox">
          <Checkbox checked={selected} slotProps={{ input: { 'aria-label': `Select ${item.name}` } }} />
        </TableCell>
      )}
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
          <FileIcon icon={item.icon} fontSize="small" />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap title={item.name}>
              {item.name}
            </Typography>
            {caption && (
              <Typography variant="caption" color="textSecondary" noWrap component="p">
                {caption}
              </Typography>
            )}
            {item.completeness && <CompletenessLine completeness={item.completeness} />}
          </Box>
        </Box>
      </TableCell>
      <TableCell sx={{ ...hideOnPhone, whiteSpace: 'nowrap' }}>{item.size}</TableCell>
      <TableCell sx={{ ...hideOnPhone, whiteSpace: 'nowrap', color: 'text.secondary' }}>
        {formatModified(item.modified)}
      </TableCell>
      <TableCell align="right" onClick={(event) => event.stopPropagation()}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
          {favorite && <FavoriteStar title={favorite} />}
          <IconButton
            aria-label={`Actions for ${item.name}`}
            size="small"
            onClick={(event) => interactions.onMenu(item, { element: event.currentTarget })}
          >
            <MoreVertRounded fontSize="small" />
          </IconButton>
        </Box>
      </TableCell>
    </TableRow>
  );
}
