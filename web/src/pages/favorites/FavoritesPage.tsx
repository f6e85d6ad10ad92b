import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import type { FileItem } from '@cinesync/common';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFavoritesQuery } from '../../api/favorites-queries';
import { encodeLibraryPath } from '../../api/library-paths';
import { queryKeys } from '../../api/query-keys';
import { PageHeader } from '../../components/PageHeader';
import { ItemContextMenu, type ItemAction } from '../library/ItemContextMenu';
import { LibraryDialogs, type OpenDialog } from '../library/LibraryDialogs';
import { PosterGrid } from '../library/PosterGrid';
import type { ItemInteractions, MenuAnchor } from '../library/item-interactions';
import { favoriteItem, isAbsent } from './favorite-items';

/** What a title's menu offers here: the title's own actions (details and download are about files). */
const TITLE_ACTIONS: ReadonlySet<ItemAction> = new Set(['open', 'rename', 'move', 'modify', 'delete']);

/** /favorites: the starred movies and shows, newest first, as the library's poster cards with their menus. */
export default function FavoritesPage() {
  const favorites = useFavoritesQuery();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [menu, setMenu] = useState<{ item: FileItem; anchor: MenuAnchor } | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const items = (favorites.data?.items ?? []).map(favoriteItem);

  const absent = (item: FileItem) =>
    setNotice({ text: `${item.name} is not in the library now; unstar it or process it again.`, error: true });
  const open = (item: FileItem) => {
    if (isAbsent(item)) return absent(item);
    void navigate(`/media/${encodeLibraryPath(item.path)}`, {
      state: {
        mediaType: item.mediaType,
        tmdbId: item.tmdbId,
        hasSeasonFolders: item.hasSeasonFolders,
        returnTo: '/favorites',
      },
    });
  };
  const interactions: ItemInteractions = {
    onOpen: open,
    onMenu: (item, anchor) => (isAbsent(item) ? absent(item) : setMenu({ item, anchor })),
    selection: null,
  };
  const act = (action: ItemAction, item: FileItem) => {
    if (action === 'open') open(item);
    else if (action === 'rename') setDialog({ kind: 'rename', item });
    else if (action === 'move') setDialog({ kind: 'move', items: [item] });
    else if (action === 'modify') setDialog({ kind: 'process', items: [item] });
    else if (action === 'delete') setDialog({ kind: 'delete', items: [item] });
  };
  // A rename, move or delete changes where a title is (or whether it is): the list says it anew.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.favorites });
    void queryClient.invalidateQueries({ queryKey: queryKeys.files });
    void queryClient.invalidateQueries({ queryKey: queryKeys.recentMedia });
  };
  const changed = (text: string) => {
    setDialog(null);
    setNotice({ text, error: false });
    refresh();
  };

  let body;
  if (favorites.isPending) {
    body = (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label="Loading favorites" />
      </Box>
    );
  } else if (favorites.isError && items.length === 0) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void favorites.refetch()}>
            Retry
          </Button>
        }
      >
        Failed to load favorites
      </Alert>
    );
  } else if (items.length === 0) {
    body = <EmptyFavorites />;
  } else {
    body = <PosterGrid items={items} interactions={interactions} />;
  }

  return (
    <>
      <PageHeader
        title="Favorites"
        actions={
          items.length > 0 && (
            <Typography color="textSecondary" aria-live="polite">
              {items.length === 1 ? '1 title' : `${items.length} titles`}
            </Typography>
          )
        }
      />
      {body}
      <ItemContextMenu target={menu} only={TITLE_ACTIONS} onClose={() => setMenu(null)} onAction={act} />
      <LibraryDialogs dialog={dialog} onClose={() => setDialog(null)} onChanged={changed} onUpdated={refresh} />
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={notice?.error ? 'info' : 'success'} variant="filled" onClose={() => setNotice(null)}>
          {notice?.text}
        </Alert>
      </Snackbar>
    </>
  );
}

function EmptyFavorites() {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="favorites-empty-title"
      sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}
    >
      <Box sx={{ color: 'warning.main', mb: 1 }}>
        <StarBorderRounded sx={{ fontSize: 56 }} aria-hidden />
      </Box>
      <Typography id="favorites-empty-title" variant="h6" component="h2" gutterBottom>
        No favorites yet
      </Typography>
      <Typography color="textSecondary">Star a movie or show and it will appear here for quick access.</Typography>
    </Paper>
  );
}
