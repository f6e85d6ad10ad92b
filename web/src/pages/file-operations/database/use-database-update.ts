import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useApi } from '../../../api/api-context';
import { useLiveEvent } from '../../../api/event-hub-context';
import { startDatabaseUpdate } from './database-api';
import {
  initialUpdateDialog,
  UPDATE_AUTO_CLOSE_MS,
  updateDialogReducer,
  type UpdateDialogState,
} from './update-dialog-state';

interface DatabaseUpdate {
  state: UpdateDialogState;
  open: () => void;
  start: () => void;
  close: () => void;
}

/**
 * The update-database dialog's run: start the job, follow its events, and close 5 s after the
 * server said it started; `onFinished` then reloads the list and stats (the job goes on in the background).
 */
export function useDatabaseUpdate(onFinished: () => void): DatabaseUpdate {
  const api = useApi();
  const [state, dispatch] = useReducer(updateDialogReducer, initialUpdateDialog);
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  });

  useLiveEvent(['database_update'], (event) => dispatch({ type: 'progress', progress: event.data }), state.open);

  useEffect(() => {
    if (state.phase !== 'running') return undefined;
    const timer = setTimeout(() => {
      dispatch({ type: 'close' });
      onFinishedRef.current();
    }, UPDATE_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.phase]);

  const start = useCallback(() => {
    if (state.phase !== 'idle') return;
    dispatch({ type: 'start' });
    startDatabaseUpdate(api).then(
      (answer) => dispatch({ type: 'started', message: answer.message }),
      (error: unknown) => {
        console.error('Database update failed to start', error);
        dispatch({ type: 'failed' });
      },
    );
  }, [api, state.phase]);

  const close = useCallback(() => {
    dispatch({ type: 'close' });
    if (state.phase === 'running') onFinishedRef.current();
  }, [state.phase]);

  return { state, open: useCallback(() => dispatch({ type: 'open' }), []), start, close };
}
