import type { ProcessingRequest } from '@cinesync/common';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useApi } from '../../api/api-context';
import { isApiRequestError } from '../../api/api-request-error';
import { readNdjson } from '../../api/ndjson-stream';
import { initialProcessingState, processingReducer, type ProcessingState } from './processing-state';

const TERMINATE_PATH = '/api/python-bridge/terminate';

interface ProcessingSession {
  state: ProcessingState;
  /** Starts a run; resolves with the final state once the stream has ended. */
  start: (request: ProcessingRequest) => Promise<ProcessingState>;
  /**
   * Answers the tool's question (a match number, a search term, a season or an episode); with a
   * match number, `rememberChoice` says whether the pick is also kept for the file's folder.
   */
  send: (input: string, rememberChoice?: boolean) => Promise<void>;
  /** Stops a running session (closing the dialog); does nothing once done. */
  terminate: () => void;
}

/**
 * One processing run over `POST /api/python-bridge`: reads the NDJSON stream into
 * {@link ProcessingState}, sends answers with the session id, and stops the session when the dialog
 * closes or the page unloads (a keep-alive request, since an unloading page cannot wait for an answer).
 */
export function useProcessingSession(): ProcessingSession {
  const api = useApi();
  const [state, dispatch] = useReducer(processingReducer, initialProcessingState);
  const live = useRef<{ controller: AbortController; sessionId: string | null; done: boolean } | null>(null);

  const start = useCallback(
    async (request: ProcessingRequest): Promise<ProcessingState> => {
      live.current?.controller.abort();
      const run = { controller: new AbortController(), sessionId: null as string | null, done: false };
      live.current = run;
      dispatch({ type: 'reset' });
      let current = initialProcessingState;
      const apply = (action: Parameters<typeof processingReducer>[1]) => {
        current = processingReducer(current, action);
        if (current.sessionId) run.sessionId = current.sessionId;
        if (live.current === run) dispatch(action);
      };
      try {
        const response = await api.apiFetch('/api/python-bridge', {
          method: 'POST',
          json: request,
          signal: run.controller.signal,
        });
        if (!response.body) throw new Error('No response body from server');
        for await (const line of readNdjson(response.body)) apply({ type: 'line', line });
        if (!current.done) apply({ type: 'failed', message: 'Processing incomplete' });
      } catch (error) {
        if (!run.controller.signal.aborted) {
          apply({ type: 'failed', message: error instanceof Error ? error.message : 'Error processing' });
        }
      } finally {
        run.done = true;
      }
      return current;
    },
    [api],
  );

  const send = useCallback(
    async (input: string, rememberChoice?: boolean) => {
      const sessionId = live.current?.sessionId ?? undefined;
      dispatch({ type: 'input-sent', input });
      try {
        await api.apiFetch('/api/python-bridge/input', {
          method: 'POST',
          json: { input: `${input}\n`, sessionId, rememberChoice },
        });
      } catch (error) {
        const status = isApiRequestError(error) ? error.status : 'network';
        dispatch({ type: 'failed', message: `Error sending input: ${status}` });
      }
    },
    [api],
  );

  const terminate = useCallback(() => {
    const run = live.current;
    if (!run || run.done) return;
    run.controller.abort();
    live.current = null;
    if (run.sessionId) {
      api.apiFetch(TERMINATE_PATH, { method: 'POST', json: { sessionId: run.sessionId } }).catch(() => undefined);
    }
  }, [api]);

  useEffect(() => {
    // A beacon cannot carry the bearer token, so with sign-in on the server would refuse it; a
    // keep-alive fetch outlives the page just the same and goes through the client with its token.
    const onUnload = () => {
      const run = live.current;
      if (!run || run.done) return;
      api
        .apiFetch(TERMINATE_PATH, { method: 'POST', json: { sessionId: run.sessionId ?? undefined }, keepalive: true })
        .catch(() => undefined);
    };
    window.addEventListener('beforeunload', onUnload);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      terminate();
    };
  }, [api, terminate]);

  return { state, start, send, terminate };
}
