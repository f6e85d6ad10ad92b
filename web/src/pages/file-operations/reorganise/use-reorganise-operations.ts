import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import {
  fetchOperations,
  REORGANISE_OPERATIONS_KEY,
  undoOperation,
} from '../../../components/reorganise/reorganise-api';
import { messageOf } from '../../../components/reorganise/use-reorganise-preview';

/** While an operation runs its counts move: the list is asked again this often. */
const RUNNING_POLL_MS = 2000;

/** The re-organise operations, newest first, kept fresh while one runs; and Undo. */
export function useReorganiseOperations() {
  const api = useApi();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: REORGANISE_OPERATIONS_KEY,
    queryFn: ({ signal }) => fetchOperations(api, signal),
    refetchInterval: (query) =>
      query.state.data?.some((operation) => operation.state === 'running') ? RUNNING_POLL_MS : false,
  });
  const undo = useMutation({
    mutationFn: (id: number) => undoOperation(api, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REORGANISE_OPERATIONS_KEY }),
  });
  return {
    operations: list.data ?? [],
    undo: (id: number) => undo.mutate(id),
    undoing: undo.isPending ? undo.variables : null,
    undoError: undo.isError ? messageOf(undo.error, 'Could not undo the operation.') : null,
    clearUndoError: () => undo.reset(),
  };
}
