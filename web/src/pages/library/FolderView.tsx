import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import type { FileItem } from '@cinesync/common';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLiveEvent } from '../../api/event-hub-context';
import { InvalidResponseError } from '../../api/invalid-response-error';
import { parentPath } from '../../api/library-paths';
import { useFilesQuery } from '../../api/library-queries';
import { queryKeys } from '../../api/query-keys';
import { useRefreshListener } from '../../app/refresh/refresh-event';
import { useViewMode } from '../../app/view-mode/view-mode-context';
import { useDebouncedCallback } from '../../hooks/use-debounced-callback';
import { useScrollToTopOnChange } from '../../hooks/use-scroll-to-top-on-change';
import { AlphabetIndex } from './AlphabetIndex';
import { FileListTable } from './FileListTable';
import { FolderEmpty } from './FolderEmpty';
import { ItemContextMenu, type ItemAction } from './ItemContextMenu';
import { LibraryDialogs, type OpenDialog } from './LibraryDialogs';
import { LibraryToolbar } from './LibraryToolbar';
import { LibraryMatchesSection } from './LibraryMatchesSection';
import { ListingSummary } from './ListingSummary';
import { PosterGrid } from './PosterGrid';
import { SelectionBar } from './SelectionBar';
import type { ItemInteractions, MenuAnchor } from './item-interactions';
import type { LibraryLocation } from './use-library-location';
import { useOpenItem } from './use-open-item';

/** The file list's page size and the 1 s debounce of live refreshes. */
const PAGE_SIZE = 100;
const LIVE_REFRESH_MS = 1000;

/** Whether a new link at `linkPath` shows up in (or under) `folder`. */
function touches(folder: string, linkPath: string | undefined): boolean {
  if (linkPath === undefined) return true;
  const linkFolder = parentPath(linkPath);
  return folder === '' || linkFolder === folder || linkFolder.startsWith(`${folder}/`);
}

/** One folder of the library: toolbar, poster grid or list, alphabet rail, paging, menus and dialogs. */
export function FolderView({ location }: { location: LibraryLocation }) {
  const { folder, page, search, letter, sort } = location;
  const queryClient = useQueryClient();
  const { viewMode } = useViewMode();
  const files = useFilesQuery(folder, { page, limit: PAGE_SIZE, search, letter, sort });
  const [selected, setSelected] = useState<ReadonlySet<string> | null>(null);
  const [menu, setMenu] = useState<{ item: FileItem; anchor: MenuAnchor } | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const items = files.data?.items ?? [];
  const totalPages = files.data?.totalPages ?? 0;
  const top = useRef<HTMLDivElement>(null);
  useScrollToTopOnChange(page, top);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.files });
  useRefreshListener(refresh);
  const liveRefresh = useDebouncedCallback(refresh, LIVE_REFRESH_MS);
  useLiveEvent(['symlink_created'], (event) => {
    if (touches(folder, event.data.new_path)) liveRefresh();
  });

  // A page past the end (after deletes, or an old link) goes back to the first page.
  const { setPage } = location;
  useEffect(() => {
    if (files.data && page > 1 && page > files.data.totalPages) setPage(1);
  }, [files.data, page, setPage]);

  const openItem = useOpenItem(location, {
    play: (item) => setDialog({ kind: 'play', item }),
    fail: (text) => setNotice({ text, error: true }),
  });
  const interactions: ItemInteractions = {
    onOpen: openItem,
    onMenu: (item, anchor) => setMenu({ item, anchor }),
    selection: selected && {
      selected,
      toggle: (item) =>
        setSelected((current) => {
          const next = new Set(current);
          if (!next.delete(item.path)) next.add(item.path);
          return next;
        }),
    },
  };
  const selectedItems = items.filter((item) => selected?.has(item.path));
  // The search beyond this folder: titles elsewhere in the library (page 1 of a search only).
  const libraryMatches = search !== '' ? files.data?.libraryMatches : undefined;
  const elsewhere = (libraryMatches?.items.length ?? 0) > 0;

  const act = (action: ItemAction, item: FileItem) => {
    if (action === 'open') openItem(item);
    else if (action === 'play') setDialog({ kind: 'play', item });
    else if (action === 'details') setDialog({ kind: 'details', item });
    else if (action === 'rename') setDialog({ kind: 'rename', item });
    else if (action === 'move') setDialog({ kind: 'move', items: [item] });
    else if (action === 'modify') setDialog({ kind: 'process', items: [item] });
    else setDialog({ kind: 'delete', items: [item] });
  };
  // Rename and delete say so in their own dialog; move and processing close theirs and say so here.
  const updated = () => {
    setSelected((current) => (current ? new Set() : null));
    refresh();
    void queryClient.invalidateQueries({ queryKey: queryKeys.recentMedia });
  };
  const changed = (text: string) => {
    setDialog(null);
    setNotice({ text, error: false });
    updated();
  };

  return (
    // The scroll margin matches the main area's padding, so paging lands with the toolbar in view.
    // While selecting, the room below the last row is the floating selection bar's, so it never
    // covers a row's buttons.
    <Box ref={top} sx={{ scrollMarginTop: { xs: 12, sm: 16, md: 24 }, pb: selected ? { xs: 15, sm: 10 } : 0 }}>
      <LibraryToolbar
        location={location}
        fetching={files.isFetching}
        selecting={selected !== null}
        onToggleSelecting={() => setSelected((current) => (current ? null : new Set()))}
        onRefresh={refresh}
      />
      <Box sx={{ display: 'flex', gap: { xs: 1, sm: 2 }, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ListingSummary
            total={files.data?.total ?? null}
            letter={letter}
            onClearLetter={() => location.setLetter('')}
          />
          <FolderContents
            files={files}
            items={items}
            viewMode={viewMode}
            interactions={interactions}
            pageKey={JSON.stringify([folder, page, search, letter, sort])}
            empty={
              elsewhere && !letter ? (
                <Typography color="textSecondary" sx={{ py: 2, overflowWrap: 'anywhere' }}>
                  {`Nothing in this folder matches "${search}".`}
                </Typography>
              ) : (
                <FolderEmpty
                  search={search}
                  letter={letter}
                  onClearSearch={() => location.setSearch('')}
                  onClearLetter={() => location.setLetter('')}
                />
              )
            }
          />
          {libraryMatches && !files.isPending && (
            <LibraryMatchesSection matches={libraryMatches} viewMode={viewMode} interactions={interactions} />
          )}
          {totalPages > 1 && (
            <Pagination
              count={totalPages}
              page={Math.min(page, totalPages)}
              onChange={(_, next) => setPage(next)}
              showFirstButton
              showLastButton
              color="primary"
              sx={{ display: 'flex', justifyContent: 'center', mt: 3, mb: 2 }}
            />
          )}
        </Box>
        <AlphabetIndex value={letter} onChange={location.setLetter} />
      </Box>
      <ItemContextMenu target={menu} onClose={() => setMenu(null)} onAction={act} />
      <LibraryDialogs dialog={dialog} onClose={() => setDialog(null)} onChanged={changed} onUpdated={updated} />
      {selected && selected.size > 0 && (
        <SelectionBar
          count={selected.size}
          onSelectAll={() => setSelected(new Set(items.map((item) => item.path)))}
          onMove={() => setDialog({ kind: 'move', items: selectedItems })}
          onProcess={() => setDialog({ kind: 'process', items: selectedItems })}
          onDelete={() => setDialog({ kind: 'delete', items: selectedItems })}
          onExit={() => setSelected(null)}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={notice?.error ? 'error' : 'success'} variant="filled" onClose={() => setNotice(null)}>
          {notice?.text}
        </Alert>
      </Snackbar>
    </Box>
  );
}

interface FolderContentsProps {
  files: ReturnType<typeof useFilesQuery>;
  items: FileItem[];
  viewMode: 'poster' | 'list';
  interactions: ItemInteractions;
  pageKey: string;
  /** What an empty listing shows (it depends on the filters in force). */
  empty: ReactNode;
}

function FolderContents({ files, items, viewMode, interactions, pageKey, empty }: FolderContentsProps) {
  if (files.isPending) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label="Loading folder" />
      </Box>
    );
  }
  if (files.isError && !files.data) {
    const text =
      files.error instanceof InvalidResponseError ? 'Unexpected response format from server' : 'Failed to fetch files';
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void files.refetch()} disabled={files.isFetching}>
            Retry
          </Button>
        }
      >
        {text}
      </Alert>
    );
  }
  if (items.length === 0) return empty;
  return viewMode === 'poster' ? (
    <PosterGrid key={pageKey} items={items} interactions={interactions} />
  ) : (
    <FileListTable items={items} interactions={interactions} />
  );
}
