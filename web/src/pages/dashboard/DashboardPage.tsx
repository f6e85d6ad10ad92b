import RefreshRounded from '@mui/icons-material/RefreshRounded';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { ConfigurationGate } from '../../components/ConfigurationGate';
import { PageHeader } from '../../components/PageHeader';
import { useRefreshListener } from '../../app/refresh/refresh-event';

/** /dashboard. Placeholder until the statistics cards and Recently Added arrive with the library. */
export default function DashboardPage() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
    void queryClient.invalidateQueries({ queryKey: queryKeys.configStatus });
  };
  useRefreshListener(refresh);

  return (
    <ConfigurationGate>
      <PageHeader
        title="Dashboard"
        actions={
          <Tooltip title="Refresh">
            <IconButton aria-label="Refresh dashboard" onClick={refresh} color="primary">
              <RefreshRounded />
            </IconButton>
          </Tooltip>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="text.secondary">
          Library statistics and recently added media will appear here once the library is connected.
        </Typography>
      </Paper>
    </ConfigurationGate>
  );
}
