import type { ConfigStore } from '../config/config-store.js';
import { parseSourceRoots } from '../config/source-dirs.js';
import type { AppDatabase } from '../db/database.js';
import type { EventBus } from '../events/event-bus.js';
import type { ReviewCandidate } from '@cinesync/common';
import type { Logger } from '../log.js';
import { FileOperationsService } from './file-operations-service.js';
import { SourceFilesBrowser } from './source-files-browser.js';

export interface OperationsDeps {
  config: ConfigStore;
  database: AppDatabase;
  bus: EventBus;
  log: Logger;
  /** Completes review candidates stored without their facts (see `FileOperationsServiceDeps`). */
  completeCandidates?: (candidates: ReviewCandidate[]) => Promise<ReviewCandidate[]>;
}

/** The File Operations page's services, built once per HTTP app. */
export interface OperationsServices {
  fileOperations: FileOperationsService;
  sourceFiles: SourceFilesBrowser;
}

export function createOperationsServices(deps: OperationsDeps): OperationsServices {
  const log = deps.log.child({ module: 'operations' });
  return {
    fileOperations: new FileOperationsService({
      database: deps.database,
      bus: deps.bus,
      log,
      sourceRoots: () => parseSourceRoots(deps.config.get('SOURCE_DIR')),
      completeCandidates: deps.completeCandidates,
    }),
    sourceFiles: new SourceFilesBrowser({ database: deps.database, config: deps.config }),
  };
}
