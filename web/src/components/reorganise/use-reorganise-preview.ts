import { useEffect, useState } from 'react';
import { useApi } from '../../api/api-context';
import { streamPreview } from './reorganise-api';
import type { PlannedChange, PlannedConflict, PreviewSummary, ReorganiseScope } from './reorganise-shapes';

/** How often lines read from the stream reach the screen: a render per line would stall on 10 000. */
const FLUSH_MS = 100;

export interface PreviewState {
  /** Streaming until the summary came; failed when the call or the stream broke. */
  phase: 'streaming' | 'ready' | 'failed';
  changes: PlannedChange[];
  conflicts: PlannedConflict[];
  summary: PreviewSummary | null;
  error: string | null;
}

const STARTING: PreviewState = { phase: 'streaming', changes: [], conflicts: [], summary: null, error: null };

/** Server's message when it gave one, otherwise a sentence of our own. */
export function messageOf(failure: unknown, fallback: string): string {
  return failure instanceof Error && failure.message.trim() !== '' ? failure.message : fallback;
}

/**
 * Streams the preview of `scope`: the changes and conflicts grow as lines arrive, then the summary
 * ends it. A new scope or unmounting aborts the stream in flight.
 */
export function useReorganisePreview(scope: ReorganiseScope): PreviewState {
  const api = useApi();
  const [state, setState] = useState<PreviewState>(STARTING);
  // The scope as a value: a caller's new object of the same title must not restart the stream.
  const tmdbId = scope?.tmdbId;
  const mediaType = scope?.mediaType;

  useEffect(() => {
    const controller = new AbortController();
    const wanted: ReorganiseScope = tmdbId !== undefined && mediaType ? { tmdbId, mediaType } : null;
    setState(STARTING);
    void (async () => {
      const changes: PlannedChange[] = [];
      const conflicts: PlannedConflict[] = [];
      let summary: PreviewSummary | null = null;
      // Lines are shown in batches, at most FLUSH_MS after they came, even if no line follows.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const flush = () => {
        timer = undefined;
        if (controller.signal.aborted) return;
        setState({ phase: 'streaming', changes: [...changes], conflicts: [...conflicts], summary: null, error: null });
      };
      controller.signal.addEventListener('abort', () => clearTimeout(timer));
      try {
        for await (const line of streamPreview(api, wanted, controller.signal)) {
          if (line.type === 'change') changes.push(line);
          else if (line.type === 'conflict') conflicts.push(line);
          else summary = line;
          timer ??= setTimeout(flush, FLUSH_MS);
        }
        clearTimeout(timer);
        if (controller.signal.aborted) return;
        setState(
          summary
            ? { phase: 'ready', changes, conflicts, summary, error: null }
            : {
                phase: 'failed',
                changes,
                conflicts,
                summary: null,
                error: 'The preview ended before it was complete.',
              },
        );
      } catch (failure) {
        clearTimeout(timer);
        if (controller.signal.aborted) return;
        const error = messageOf(failure, 'Could not work out the changes.');
        setState({ phase: 'failed', changes, conflicts, summary: null, error });
      }
    })();
    return () => controller.abort();
  }, [api, tmdbId, mediaType]);

  return state;
}
