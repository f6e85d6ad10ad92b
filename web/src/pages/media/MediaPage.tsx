import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isApiRequestError } from '../../api/api-request-error';
import { encodeLibraryPath, posterUrl } from '../../api/library-paths';
import { useFilesQuery } from '../../api/library-queries';
import { useMediaDetailsQuery } from '../../api/media-queries';
import { queryKeys } from '../../api/query-keys';
import { LibraryDialogs, type LibraryUpdate, type OpenDialog } from '../library/LibraryDialogs';
import { MovieLayout } from './MovieLayout';
import { TvLayout } from './TvLayout';
import { videoFiles } from './media-files';
import { backTarget, folderItem } from './media-location';

const FOLDER_PARAMS = { page: 1, limit: 1000 };

function detailsError(error: unknown, folder: string): string {
  if (isApiRequestError(error) && error.status === 401) return 'You must be logged in to view details.';
  if (isApiRequestError(error) && error.status === 404) return `No TMDB data found for "${folder}"`;
  return 'Failed to load details';
}

/**
 * /media/{path*}: a movie's or show's page. Everything comes from the URL: the folder listing
 * gives the title's id and type (so a reload or a deep link works), then its metadata.
 */
export default function MediaPage() {
  const path = useParams()['*'] ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A dialog belongs to the title it was opened on (and, after renaming it, to its new path too), so
  // it never stays up over another title the page moves to while it is open.
  const [opened, setOpened] = useState<{ paths: string[]; dialog: OpenDialog } | null>(null);
  // The page's own folder was deleted: leave once its success dialog has closed.
  const [deleted, setDeleted] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const folder = useFilesQuery(path, FOLDER_PARAMS);
  const tmdbId = folder.data?.tmdbId ?? null;
  const mediaType = folder.data?.mediaType ?? null;
  const details = useMediaDetailsQuery(tmdbId, mediaType);
  const name = path.split('/').filter(Boolean).at(-1) ?? '';
  const back = backTarget(path, location.state);
  const dialog = opened?.paths.includes(path) ? opened.dialog : null;
  const openDialog = (next: OpenDialog) => setOpened({ paths: [path], dialog: next });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.files });
    void queryClient.invalidateQueries({ queryKey: queryKeys.recentMedia });
  };
  // A skipped title has no links left to show, so go back where Back goes, refreshed.
  const skipped = () => {
    setOpened(null);
    refresh();
    void navigate(back, { replace: true });
  };
  const changed = (message: string) => {
    setOpened(null);
    setNotice(message);
    refresh();
  };
  const updated = (update: LibraryUpdate) => {
    if (update.kind === 'renamed' && update.item.path === path) {
      // Follow the page's own folder to its new name now; its success dialog comes along.
      setOpened((current) => current && { ...current, paths: [...current.paths, update.path] });
      refresh();
      void navigate(`/media/${encodeLibraryPath(update.path)}`, { replace: true, state: location.state });
    } else if (update.kind === 'deleted' && update.items.some((item) => item.path === path)) {
      // Stay while the dialog says it worked, without refetching (and failing on) the deleted folder.
      setDeleted(path);
      void queryClient.invalidateQueries({ queryKey: queryKeys.files, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.recentMedia });
    } else refresh();
  };
  const closeDialog = () => {
    setOpened(null);
    if (deleted === path) void navigate(back, { replace: true });
  };

  let body;
  if (folder.isPending || (tmdbId !== null && details.isPending)) {
    body = (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
        <CircularProgress aria-label="Loading details" />
      </Box>
    );
  } else if (folder.isError) {
    body = <Alert severity="error">{detailsError(folder.error, name)}</Alert>;
  } else if (tmdbId === null || mediaType === null) {
    body = <Alert severity="info">{`No TMDB data found for "${name}"`}</Alert>;
  } else if (details.isError || !details.data) {
    body = <Alert severity="error">{detailsError(details.error, name)}</Alert>;
  } else if (mediaType === 'tv') {
    body = (
      <TvLayout
        meta={details.data}
        folder={folderItem(path, tmdbId, mediaType)}
        items={folder.data.items}
        onDialog={openDialog}
      />
    );
  } else {
    const files = videoFiles(folder.data.items);
    body = (
      <>
        <MovieLayout key={path} meta={details.data} files={files} onDialog={openDialog} />
        {files.length === 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            No media file found in folder
          </Alert>
        )}
      </>
    );
  }

  const backdrop = details.data?.backdropPath;
  return (
    <Box sx={{ position: 'relative', minHeight: '100%' }}>
      {backdrop && (
        <Box
          aria-hidden
          sx={(theme) => ({
            position: 'fixed',
            inset: 0,
            zIndex: 0,
            backgroundImage: `linear-gradient(${theme.palette.mode === 'dark' ? 'rgba(10,12,18,0.82), rgba(10,12,18,0.96)' : 'rgba(255,255,255,0.85), rgba(255,255,255,0.97)'}), url("${posterUrl(backdrop, 'w1280')}")`,
            backgroundSize: 'cover',
            backgroundPosition: 'center top',
            filter: 'blur(2px)',
          })}
        />
      )}
      <Box sx={{ position: 'relative', zIndex: 1, maxWidth: 1200, mx: 'auto', px: { xs: 1, sm: 2 }, pb: 6 }}>
        <IconButton
          aria-label="Back"
          onClick={() => void navigate(back)}
          sx={{ mb: 1, bgcolor: 'background.paper', boxShadow: 2, '&:hover': { bgcolor: 'background.paper' } }}
        >
          <ArrowBackRounded />
        </IconButton>
        {body}
      </Box>
      <LibraryDialogs
        dialog={dialog}
        onClose={closeDialog}
        onChanged={changed}
        onUpdated={updated}
        onSkipped={skipped}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      </Snackbar>
    </Box>
  );
}
