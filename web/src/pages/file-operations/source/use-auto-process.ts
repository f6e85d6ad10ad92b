import type { SourceFileItem } from '@cinesync/common';
import { useCallback } from 'react';
import { useApi } from '../../../api/api-context';
import { autoProcessRequest, runProcessing } from './source-files-api';
import type { ProcessingIndicators } from './use-processing-indicators';

/**
 * Auto Mode's click: processes the file automatically with a progress card under it. A failed run
 * removes the card at once; a run that ends tells the card how (linked, left for review, skipped);
 * either way the list reloads when the run ends, so the status shows even if a live event was missed.
 */
export function useAutoProcess(indicators: ProcessingIndicators, reload: () => void): (file: SourceFileItem) => void {
  const api = useApi();
  const { add, settle, remove } = indicators;
  return useCallback(
    (file: SourceFileItem) => {
      add(file.filePath, file.fileName);
      runProcessing(api, autoProcessRequest(file.filePath))
        .then(
          (state) => {
            if (state.step === 'failed') remove(file.filePath);
            else if (state.step === 'review') settle(file.filePath, 'review');
            else settle(file.filePath, state.results.at(-1)?.status === 'skipped' ? 'skipped' : 'linked');
          },
          (error: unknown) => {
            console.error('Auto-process failed for', file.filePath, error);
            remove(file.filePath);
          },
        )
        .finally(reload);
    },
    [api, add, settle, remove, reload],
  );
}
