import { useQueryClient } from '@tanstack/react-query';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { useLiveEvent } from './event-hub-context';
import { useStatsQuery } from './queries';
import { queryKeys } from './query-keys';

/**
 * A scan publishes one operation event per file; the count is re-read once they calm down, so a
 * scan of thousands of files costs a handful of stats requests, not thousands.
 */
const RECOUNT_AFTER_MS = 2000;

/** Files waiting in the review queue, kept current from the operation events. */
export function useNeedsReview(): number {
  const queryClient = useQueryClient();
  const { data } = useStatsQuery();
  const recount = useDebouncedCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
  }, RECOUNT_AFTER_MS);
  useLiveEvent(['file_operation_update'], recount);
  return data?.needsReview ?? 0;
}

/** Where a person reviews: the Failed tab, where abstained files are listed with their candidates. */
export const REVIEW_QUEUE_PATH = '/file-operations?tab=failed';
