import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useApi } from '../../api/api-context';

const reloadPage = () => window.location.reload();

/**
 * Shown instead of a page whose code could not be fetched. The connection is marked lost, so the
 * notice appears and asks the server again with backoff; once anything gets an answer the whole
 * page is loaded afresh (a failed module import is not fetched twice by the browser, and after an
 * upgrade the old build's files are gone, so trying the import again would not help).
 */
export function PageUnreachable({ reload = reloadPage }: { reload?: () => void }) {
  const api = useApi();
  useEffect(() => {
    api.connection.markUnreachable();
    return api.connection.subscribe((reachable) => {
      if (reachable) reload();
    });
  }, [api, reload]);
  return (
    <Box role="status" sx={{ maxWidth: 520, mx: 'auto', my: 8, px: 2, textAlign: 'center' }}>
      <CloudOffRounded color="warning" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
      <Typography variant="h5" component="h1" gutterBottom>
        This page could not be loaded
      </Typography>
      <Typography color="textSecondary">
        CineSync can’t be reached right now. The page loads by itself as soon as the server answers.
      </Typography>
    </Box>
  );
}
