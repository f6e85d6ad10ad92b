import type { ConfigStore } from '../config/config-store.js';
import { parseSourceRoots } from '../config/source-dirs.js';
import type { AppDatabase } from '../db/database.js';
import type { Repositories } from '../db/repositories/repositories.js';
import type { EventBus } from '../events/event-bus.js';
import type { ReviewCandidate } from '@cinesync/common';
import type { Logger } from '../log.js';
import { DatabaseBrowser } from './database-browser.js';
import { FileOperationsService } from './file-operations-service.js';
import { SourceFilesBrowser } from './source-files-browser.js';

interface OperationsDeps {
  config: ConfigStore;
  database: AppDatabase;
  repositories: Pick<Repositories, 'operations' | 'records' | 'sources' | 'browser' | 'totals'>;
  bus: EventBus;
  log: Logger;
  /** Completes review candidates stored without their facts (see `FileOperationsServiceDeps`). */
  completeCandidates?: (candidates: ReviewCandidate[]) => Promise<ReviewCandidate[]>;
}

/** The File Operations page's services, built once per HTTP app. */
export interface OperationsServices {
  fileOperations: FileOperationsService;
  sourceFiles: SourceFilesBrowser;
  /** The Database tab's counts and search. */
  databaseBrowser: DatabaseBrowser;
}

export function createOperationsServices(deps: OperationsDeps): OperationsServices {
  const log = deps.log.child({ module: 'operations' });
  return {
    fileOperations: new FileOperationsService({
      database: deps.database,
      operations: deps.repositories.operations,
      records: deps.repositories.records,
      bus: deps.bus,
      log,
      sourceRoots: () => parseSourceRoots(deps.config.get('SOURCE_DIR')),
      completeCandidates: deps.completeCandidates,
    }),
    sourceFiles: new SourceFilesBrowser({
      sources: deps.repositories.sources,
      records: deps.repositories.records,
      config: deps.config,
    }),
    databaseBrowser: new DatabaseBrowser(deps.repositories),
  };
}
