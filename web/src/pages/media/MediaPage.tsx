import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import type { MediaType } from '@cinesync/common';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isApiRequestError } from '../../api/api-request-error';
import { encodeLibraryPath, posterUrl } from '../../api/library-paths';
import { useFilesQuery, useTitleFilesQuery } from '../../api/library-queries';
import { useMediaDetailsQuery } from '../../api/media-queries';
import { queryKeys } from '../../api/query-keys';
import { ReorganisePreviewDialog } from '../../components/reorganise/ReorganisePreviewDialog';
import type { PlannedChange } from '../../components/reorganise/reorganise-shapes';
import { LibraryDialogs, type LibraryUpdate, type OpenDialog } from '../library/LibraryDialogs';
import { MovieLayout } from './MovieLayout';
import { TvLayout } from './TvLayout';
import { followedTitle, libraryRootOf } from './followed-title';
import { libraryMeta } from './library-meta';
import { movieVersions } from './media-files';
import { backTarget, folderItem } from './media-location';
import { renamedTitleFolder } from './renamed-title-folder';

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
  // The "Rename files" preview, like the dialogs above, belongs to the title's paths; its scope is
  // kept so the dialog stays while the page follows a renamed folder and loads it again.
  const [renaming, setRenaming] = useState<{ paths: string[]; scope: { tmdbId: number; mediaType: MediaType } } | null>(
    null,
  );
  const folder = useFilesQuery(path, FOLDER_PARAMS);
  const tmdbId = folder.data?.tmdbId ?? null;
  const mediaType = folder.data?.mediaType ?? null;
  const details = useMediaDetailsQuery(tmdbId, mediaType);
  // A movie's versions wherever the layout put them (a 4K copy under 4KMovies/ is one).
  const titleFiles = useTitleFilesQuery(mediaType === 'movie' ? tmdbId : null, mediaType === 'movie' ? 'movie' : null);
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
  const changed = (message: string, destinations: string[] = []) => {
    setOpened(null);
    refresh();
    // Processing moved the file elsewhere (a movie forced to a show): follow it there and say where.
    const followed = followedTitle(path, destinations, libraryRootOf(folder.data?.items ?? []));
    if (followed !== null) {
      setNotice(`${message}: now in ${followed}`);
      void navigate(`/media/${encodeLibraryPath(followed)}`, { replace: true, state: location.state });
      return;
    }
    setNotice(message);
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
  // Re-organised to the naming settings: the folder may have a new name, and the page follows it.
  const renamedFiles = (changes: readonly PlannedChange[]) => {
    refresh();
    const moved = renamedTitleFolder(path, changes);
    if (moved === null) return;
    setRenaming((current) => current && { ...current, paths: [...current.paths, moved] });
    void navigate(`/media/${encodeLibraryPath(moved)}`, { replace: true, state: location.state });
  };
  const renameFiles = () => {
    if (tmdbId !== null && mediaType !== null) setRenaming({ paths: [path], scope: { tmdbId, mediaType } });
  };
  const closeDialog = () => {
    setOpened(null);
    if (deleted === path) void navigate(back, { replace: true });
  };

  let body;
  if (folder.isPending || (tmdbId !== null && details.isPending)) {
    body = <MediaSkeleton />;
  } else if (folder.isError) {
    body = <Alert severity="error">{detailsError(folder.error, name)}</Alert>;
  } else if (tmdbId === null || mediaType === null) {
    body = <Alert severity="info">{`No TMDB data found for "${name}"`}</Alert>;
  } else {
    // Without TMDB's details the page still shows what the library knows: the title, the files and
    // every action on them, under the error and a Retry.
    const meta = details.data ?? libraryMeta(name, tmdbId, mediaType, folder.data.items);
    const failure = details.isError ? (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void details.refetch()}>
            Retry
          </Button>
        }
      >
        {`${detailsError(details.error, name)}: showing what the library knows.`}
      </Alert>
    ) : null;
    if (mediaType === 'tv') {
      body = (
        <>
          {failure}
          <TvLayout
            meta={meta}
            folder={folderItem(path, tmdbId, mediaType)}
            items={folder.data.items}
            onDialog={openDialog}
            onRenameFiles={renameFiles}
          />
        </>
      );
    } else {
      const files = movieVersions(folder.data.items, titleFiles.data?.items ?? []);
      body = (
        <>
          {failure}
          <MovieLayout
            key={path}
            meta={meta}
            files={files}
            folder={path}
            onDialog={openDialog}
            onRenameFiles={renameFiles}
          />
          {files.length === 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              No media file found in folder
            </Alert>
          )}
        </>
      );
    }
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
      {renaming && (
        <ReorganisePreviewDialog
          open={renaming.paths.includes(path)}
          scope={renaming.scope}
          onApplied={renamedFiles}
          onClose={() => setRenaming(null)}
        />
      )}
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

/** The page's shape while the folder and its details load: poster, title lines, overview. */
function MediaSkeleton() {
  return (
    <Box
      role="status"
      aria-label="Loading details"
      sx={{ display: 'flex', gap: 3, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <Skeleton variant="rounded" sx={{ width: { xs: 140, sm: 220 }, height: { xs: 210, sm: 330 }, flexShrink: 0 }} />
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0, pt: 1 }}>
        <Skeleton variant="text" sx={{ fontSize: '2.2rem', width: '60%' }} />
        <Skeleton variant="text" sx={{ width: '30%' }} />
        <Skeleton variant="rounded" height={24} sx={{ width: '45%' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" sx={{ width: '80%' }} />
      </Stack>
    </Box>
  );
}
