import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { plural } from '../../format/plural';
import { useChunkWindow } from '../../hooks/use-chunk-window';
import { chunksOf } from '../../pages/library/chunks-of';
import { PathPair } from './PathPair';
import type { PreviewRow } from './preview-rows';

/** Rows per chunk of the window: a few screens' worth, drawn or skipped together. */
const CHUNK_ROWS = 40;
/** A change row with two wrapped paths; only sizes placeholders until real rows are measured. */
const ROW_HEIGHT_GUESS = 56;

interface ChangeListProps {
  rows: readonly PreviewRow[];
  stacked: boolean;
}

const KIND_WORDS = { renamed: 'Renamed', moved: 'Moved', relinked: 'Relinked' } as const;

/**
 * The planned changes, a header per title: only the chunks near the visible part of the dialog
 * are drawn (the app's chunk window), so a library-wide preview of thousands of links stays light.
 */
export function ChangeList({ rows, stacked }: ChangeListProps) {
  const chunks = useMemo(() => chunksOf(rows, CHUNK_ROWS), [rows]);
  const rowsIn = useCallback((index: number) => chunks[index]?.length ?? 0, [chunks]);
  const view = useChunkWindow(chunks.length, rowsIn, ROW_HEIGHT_GUESS);
  return (
    <Box ref={view.containerRef} role="list" aria-label="Planned changes">
      {chunks.map((chunk, index) =>
        view.shown(index) ? (
          <div key={index} data-chunk={index} data-drawn="true">
            {chunk.map((row) =>
              row.type === 'title' ? (
                <TitleHeader key={`title:${row.title}`} title={row.title} count={row.count} />
              ) : (
                <ChangeRow key={`change:${row.change.from}→${row.change.to}`} row={row} stacked={stacked} />
              ),
            )}
          </div>
        ) : (
          <div key={index} data-chunk={index} aria-hidden style={{ height: view.placeholderHeight(index) }} />
        ),
      )}
    </Box>
  );
}

function TitleHeader({ title, count }: { title: string; count: number }) {
  return (
    <Box
      role="listitem"
      sx={{ display: 'flex', alignItems: 'baseline', gap: 1, pt: 2, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ flex: 1, minWidth: 0 }} noWrap title={title}>
        {title}
      </Typography>
      <Typography variant="caption" color="textSecondary">
        {plural(count, 'link')}
      </Typography>
    </Box>
  );
}

function ChangeRow({ row, stacked }: { row: Extract<PreviewRow, { type: 'change' }>; stacked: boolean }) {
  const { change } = row;
  return (
    <Box role="listitem" sx={{ display: 'flex', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PathPair from={change.from} to={change.to} stacked={stacked} />
      </Box>
      <Chip size="small" variant="outlined" label={KIND_WORDS[change.kind]} sx={{ flexShrink: 0 }} />
    </Box>
  );
}
