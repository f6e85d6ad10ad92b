import type { ConfigStatus } from '@cinesync/common';
import type { ConfigStore } from './config-store.js';
import { resolveUsableFolders, type UsableFolders } from './usable-folders.js';

/**
 * Whether the library folder is usable (the web app shows its "Configuration Required" gate when
 * not), and what else is set but can't be used.
 */
export async function readConfigStatus(config: ConfigStore): Promise<ConfigStatus> {
  const status = statusOf(await resolveUsableFolders(config), config.get('DESTINATION_DIR').trim());
  const secrets = config.secretProblems();
  if (secrets.length > 0) status.keyProblems = secrets;
  return status;
}

function statusOf(folders: UsableFolders, destinationDir: string): ConfigStatus {
  const status: ConfigStatus = {
    needsConfiguration: folders.library === undefined,
    isPlaceholder: folders.libraryValue === '',
    destinationDir,
    effectiveRootDir: folders.library?.configured ?? '',
  };
  if (folders.libraryProblem !== undefined) status.problem = `DESTINATION_DIR can't be used: ${folders.libraryProblem}`;
  if (folders.refusedSources.length > 0) {
    status.sourceProblems = folders.refusedSources.map(
      ({ folder, problem }) => `SOURCE_DIR ${folder} is not used: ${problem}`,
    );
  }
  return status;
}
