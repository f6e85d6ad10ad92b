import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MissingItem } from '@cinesync/common';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useCollectionsQuery,
  useIgnoreEpisode,
  useIgnoreShow,
  useMissingQuery,
  useMissingShowsQuery,
} from '../../api/missing-queries';
import { PageHeader } from '../../components/PageHeader';
import { CollectionsList } from './CollectionsList';
import { groupMissing } from './missing-groups';
import { readMissingParams, writeMissingParams, type MissingParams } from './missing-params';
import { MissingShowCard } from './MissingShowCard';
import { MissingToolbar } from './MissingToolbar';

/** Episodes a page shows: a few shows' worth of seasons without a long scroll. */
const PAGE_SIZE = 50;

/**
 * /missing: aired episodes the library does not hold, newest first, grouped by show and season;
 * filters in the address, ignore switches per show and per episode, and the collections when on.
 */
export default function MissingPage() {
  const [search, setSearch] = useSearchParams();
  const params = readMissingParams(search);
  const missing = useMissingQuery(params, params.page, PAGE_SIZE);
  const shows = useMissingShowsQuery();
  const collections = useCollectionsQuery();
  const ignoreShow = useIgnoreShow();
  const ignoreEpisode = useIgnoreEpisode();
  const [failure, setFailure] = useState<string | null>(null);

  const change = (next: MissingParams) => setSearch(writeMissingParams(next));
  const showIgnored = (showTmdbId: number): boolean | null => {
    if (!shows.data) return null;
    return shows.data.items.find((show) => show.showTmdbId === showTmdbId)?.ignored ?? false;
  };
  const onIgnoreShow = (showTmdbId: number, title: string, ignored: boolean) =>
    ignoreShow.mutate(
      { showTmdbId, ignored },
      { onError: () => setFailure(`Failed to ${ignored ? 'ignore' : 'stop ignoring'} ${title}`) },
    );
  const onIgnoreEpisode = (item: MissingItem, ignored: boolean) =>
    ignoreEpisode.mutate(
      { showTmdbId: item.showTmdbId, season: item.season, episode: item.episode, ignored },
      { onError: () => setFailure(`Failed to ${ignored ? 'ignore' : 'unignore'} the episode`) },
    );
  const busy = ignoreShow.isPending || ignoreEpisode.isPending;
  const pages = missing.data ? Math.max(1, Math.ceil(missing.data.total / PAGE_SIZE)) : 1;
  // The filtered show's own switch: ignoring a show hides it from the list, so the list alone
  // could not bring it back.
  const filtered = shows.data?.items.find((show) => show.showTmdbId === params.showTmdbId);

  let body;
  if (missing.isPending) {
    body = (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <CircularProgress aria-label="Loading missing episodes" />
      </Box>
    );
  } else if (missing.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void missing.refetch()}>
            Retry
          </Button>
        }
      >
        Failed to load missing episodes
      </Alert>
    );
  } else if (missing.data.items.length === 0) {
    body = (
      <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
        {params.q || params.showTmdbId !== undefined
          ? 'No missing episodes match these filters.'
          : 'Nothing is missing: every aired episode of your shows is in the library.'}
      </Typography>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Typography variant="body2" color="textSecondary" aria-live="polite">
          {missing.data.total === 1 ? '1 missing episode' : `${missing.data.total} missing episodes`}
        </Typography>
        {groupMissing(missing.data.items).map((group) => (
          <MissingShowCard
            key={group.showTmdbId}
            group={group}
            showIgnored={showIgnored(group.showTmdbId)}
            busy={busy}
            onIgnoreShow={(ignored) => onIgnoreShow(group.showTmdbId, group.showTitle, ignored)}
            onIgnoreEpisode={onIgnoreEpisode}
          />
        ))}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={Math.min(params.page, pages)}
            onChange={(_, page) => change({ ...params, page })}
            showFirstButton
            showLastButton
            sx={{ alignSelf: 'center' }}
          />
        )}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title="Missing" />
      <MissingToolbar params={params} shows={shows.data?.items ?? []} onChange={change} />
      {filtered?.ignored && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              disabled={busy}
              onClick={() => onIgnoreShow(filtered.showTmdbId, filtered.showTitle, false)}
            >
              Stop ignoring
            </Button>
          }
        >
          {`${filtered.showTitle} is ignored: its missing episodes are not listed.`}
        </Alert>
      )}
      {body}
      {collections.data?.enabled && (
        <Box sx={{ mt: 3 }}>
          <CollectionsList items={collections.data.items} />
        </Box>
      )}
      <Snackbar
        open={failure !== null}
        autoHideDuration={6000}
        onClose={() => setFailure(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      </Snackbar>
    </>
  );
}
