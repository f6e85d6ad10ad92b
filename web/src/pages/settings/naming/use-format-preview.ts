import type { NamingPreviewResponse } from '@cinesync/common';
import { useEffect, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { previewNamingFormat } from './naming-api';
import type { NamingFormatKind } from './naming-format-keys';

/** How long typing must pause before the preview is asked for. */
const PREVIEW_DEBOUNCE_MS = 300;

export type FormatPreviewState =
  { status: 'loading' } | { status: 'ready'; result: NamingPreviewResponse } | { status: 'failed'; message: string };

/**
 * The server's preview of `format` (the organiser's own naming code), asked for once typing pauses;
 * an answer to an older format is dropped. Nothing is asked while the dialog is closed, and an
 * answer for another kind (the dialog reopened for another setting) is never shown.
 */
export function useFormatPreview(kind: NamingFormatKind, format: string, enabled: boolean): FormatPreviewState {
  const api = useApi();
  const [answer, setAnswer] = useState<{ kind: NamingFormatKind; state: FormatPreviewState } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewNamingFormat(api, kind, format, controller.signal)
        .then((result) => setAnswer({ kind, state: { status: 'ready', result } }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof Error ? error.message : String(error);
          setAnswer({ kind, state: { status: 'failed', message } });
        });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, kind, format, enabled]);
  return answer !== null && answer.kind === kind ? answer.state : { status: 'loading' };
}
