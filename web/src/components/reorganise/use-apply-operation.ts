import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { applyPreview, fetchOperation, REORGANISE_OPERATIONS_KEY, reorganiseOperationKey } from './reorganise-api';
import type { ReorganiseOperationDetails } from './reorganise-shapes';
import { messageOf } from './use-reorganise-preview';

/** How often a running operation is asked about; moving links takes seconds to minutes. */
const OPERATION_POLL_MS = 1000;

interface ApplyState {
  /** Set once the server accepted the apply. */
  operationId: number | null;
  /** The operation as last polled; its state says whether it still runs. */
  operation: ReorganiseOperationDetails | null;
  applying: boolean;
  error: string | null;
  apply: (previewId: number) => void;
}

/**
 * Applies a preview and follows the operation it starts, polling it until it is done or failed.
 * When it ends, the lists that show links (the library, the operations list) are stale: refetched.
 */
export function useApplyOperation(): ApplyState {
  const api = useApi();
  const queryClient = useQueryClient();
  const [operationId, setOperationId] = useState<number | null>(null);
  const [applying, setApplying] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);

  const query = useQuery({
    queryKey: reorganiseOperationKey(operationId ?? -1),
    queryFn: ({ signal }) => fetchOperation(api, operationId ?? -1, signal),
    enabled: operationId !== null,
    refetchInterval: (current) =>
      current.state.data !== undefined && current.state.data.state !== 'running' ? false : OPERATION_POLL_MS,
  });
  const finished = query.data !== undefined && query.data.state !== 'running';

  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: REORGANISE_OPERATIONS_KEY, exact: true });
    void queryClient.invalidateQueries({ queryKey: queryKeys.files });
  }, [finished, queryClient]);

  const apply = useCallback(
    (previewId: number) => {
      setApplying(true);
      setApplyError(null);
      applyPreview(api, previewId)
        .then((id) => setOperationId(id))
        .catch((failure: unknown) => setApplyError(messageOf(failure, 'Could not apply the changes.')))
        .finally(() => setApplying(false));
    },
    [api],
  );

  const pollError = query.isError && !query.data ? messageOf(query.error, 'Could not follow the operation.') : null;
  return { operationId, operation: query.data ?? null, applying, error: applyError ?? pollError, apply };
}
