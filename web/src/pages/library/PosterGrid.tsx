import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FileItem } from '@cinesync/common';
import { useCallback, useMemo, useState } from 'react';
import { parentPath } from '../../api/library-paths';
import { useChunkWindow } from '../../hooks/use-chunk-window';
import { chunksOf } from './chunks-of';
import { PosterCard } from './PosterCard';
import type { ItemInteractions } from './item-interactions';
import { usePosterColumns } from './use-poster-columns';

/** Grid rows per chunk: the unit drawn or left out as the page scrolls. */
const CHUNK_ROWS = 2;
/** A card's height before any is measured (a 2:3 poster and its two lines at a medium width). */
const ROW_HEIGHT_GUESS = 360;
const GAP = { xs: 1.5, sm: 2, md: 3 };

interface PosterGridProps {
  items: FileItem[];
  interactions: ItemInteractions;
  /** Say under each card which folder it is in (titles found across the library). */
  showFolders?: boolean;
  label?: string;
  /** The "Loading posters..." box; one per page (the folder's own grid shows it). */
  showProgress?: boolean;
}

const awaitsPoster = (item: FileItem) => item.posterPath !== null && !item.isCategoryFolder;

/**
 * The poster view: 2 columns extra-small, 3 small, 4 medium, 5 large, and the
 * "Loading posters... current/total" box while the posters of the cards drawn arrive. Only the rows
 * on screen or near it are drawn (a page has 100 cards; a screen shows about ten), so the count is
 * of the cards drawn so far. Remount it per page.
 */
export function PosterGrid({
  items,
  interactions,
  showFolders = false,
  label = 'Folder contents',
  showProgress = true,
}: PosterGridProps) {
  const columns = usePosterColumns();
  const perChunk = columns * CHUNK_ROWS;
  const chunks = useMemo(() => chunksOf(items, perChunk), [items, perChunk]);
  const rowsIn = useCallback((index: number) => Math.ceil((chunks[index]?.length ?? 0) / columns), [chunks, columns]);
  const view = useChunkWindow(chunks.length, rowsIn, ROW_HEIGHT_GUESS);
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  // Stable, so that a poster arriving re-renders the progress box, not every card (PosterCard is memoised).
  const settle = useCallback(
    (path: string) => setSettled((current) => (current.has(path) ? current : new Set(current).add(path))),
    [],
  );

  const drawn = chunks.filter((_, index) => view.shown(index)).flat();
  const awaited = drawn.filter(awaitsPoster);
  const arrived = awaited.filter((item) => settled.has(item.path)).length;

  return (
    <>
      <Box
        role="list"
        aria-label={label}
        ref={view.containerRef}
        sx={{ display: 'flex', flexDirection: 'column', gap: GAP }}
      >
        {chunks.map((chunk, index) =>
          view.shown(index) ? (
            <Box
              key={index}
              role="none"
              data-chunk={index}
              data-drawn="true"
              sx={{ display: 'grid', gap: GAP, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
            >
              {chunk.map((item) => (
                <Box role="listitem" key={item.path}>
                  <PosterCard
                    item={item}
                    interactions={interactions}
                    folder={showFolders ? parentPath(item.path) : undefined}
                    onPosterSettled={settle}
                  />
                </Box>
              ))}
            </Box>
          ) : (
            <Box
              key={index}
              role="none"
              aria-hidden
              data-chunk={index}
              style={{ height: view.placeholderHeight(index) }}
            />
          ),
        )}
      </Box>
      {showProgress && awaited.length > 0 && arrived < awaited.length && (
        <Paper
          role="status"
          variant="outlined"
          sx={{ position: 'fixed', top: 76, right: 16, zIndex: 10, p: 1.5, width: 200, boxShadow: 4 }}
        >
          <Typography variant="caption">{`Loading posters... ${arrived}/${awaited.length}`}</Typography>
          <LinearProgress variant="determinate" value={(arrived / awaited.length) * 100} sx={{ mt: 0.75 }} />
        </Paper>
      )}
    </>
  );
}
