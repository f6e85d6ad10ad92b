import RefreshRounded from '@mui/icons-material/RefreshRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { useLiveEvent } from '../../api/event-hub-context';
import { queryKeys } from '../../api/query-keys';
import { useRefreshListener } from '../../app/refresh/refresh-event';
import { ConfigurationGate } from '../../components/ConfigurationGate';
import { PageHeader } from '../../components/PageHeader';
import { useDebouncedCallback } from '../../hooks/use-debounced-callback';
import { ConnectionsStatus } from './ConnectionsStatus';
import { NeedsReviewNotice } from './NeedsReviewNotice';
import { NextSteps } from './NextSteps';
import { OrganiserStatusCard } from './OrganiserStatusCard';
import { RecentlyAdded } from './RecentlyAdded';
import { StatCards } from './StatCards';

/** Live updates to the dashboard are debounced 500 ms. */
const LIVE_REFRESH_MS = 500;

/**
 * /dashboard: what organising is doing (when it needs a person), how the connections fare, the six
 * statistics cards and Recently Added, behind the Configuration Required gate.
 */
export default function DashboardPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
    void queryClient.invalidateQueries({ queryKey: queryKeys.recentMedia });
    void queryClient.invalidateQueries({ queryKey: queryKeys.organiserState });
    void queryClient.invalidateQueries({ queryKey: queryKeys.connections });
  };
  /** The refresh button asks the server to recount (`refresh=true`). */
  const recount = async () => {
    setRefreshing(true);
    void queryClient.invalidateQueries({ queryKey: queryKeys.recentMedia });
    void queryClient.invalidateQueries({ queryKey: queryKeys.configStatus });
    try {
      queryClient.setQueryData(queryKeys.stats, await api.getStats(undefined, true));
    } catch {
      await queryClient.invalidateQueries({ queryKey: queryKeys.stats });
    } finally {
      setRefreshing(false);
    }
  };
  useRefreshListener(reload);
  const liveReload = useDebouncedCallback(reload, LIVE_REFRESH_MS);
  useLiveEvent(['stats_changed', 'symlink_created'], liveReload);

  return (
    <ConfigurationGate>
      <PageHeader
        title="Dashboard"
        actions={
          <Tooltip title="Refresh">
            <span>
              <IconButton
                aria-label="Refresh dashboard"
                onClick={() => void recount()}
                color="primary"
                disabled={refreshing}
                sx={{ transition: 'transform 240ms ease', '&:hover': { transform: 'rotate(180deg)' } }}
              >
                <RefreshRounded />
              </IconButton>
            </span>
          </Tooltip>
        }
      />
      <OrganiserStatusCard />
      <NeedsReviewNotice />
      <ConnectionsStatus />
      <NextSteps />
      <StatCards />
      <RecentlyAdded />
    </ConfigurationGate>
  );
}
