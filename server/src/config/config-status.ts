import { DESTINATION_PLACEHOLDERS, type ConfigStatus } from '@cinesync/common';
import type { ConfigStore } from './config-store.js';
import { parseSourceRoots } from './source-dirs.js';
import { resolveUsableFolders, type UsableFolders } from './usable-folders.js';

/**
 * Whether the library folder is usable (the web app shows its "Configuration Required" gate when
 * not), and what else is set but can't be used.
 */
export async function readConfigStatus(config: ConfigStore): Promise<ConfigStatus> {
  const status = statusOf(await resolveUsableFolders(config), config.get('DESTINATION_DIR').trim());
  const secrets = config.secretProblems();
  if (secrets.length > 0) status.keyProblems = secrets;
  const missing = missingSettings(config);
  if (missing.length > 0) status.missing = missing;
  return status;
}

/** What organising needs and is not set at all (set but unusable is said by the problems instead). */
function missingSettings(config: ConfigStore): NonNullable<ConfigStatus['missing']> {
  const missing: NonNullable<ConfigStatus['missing']> = [];
  if (parseSourceRoots(config.get('SOURCE_DIR')).length === 0) missing.push('SOURCE_DIR');
  const library = config.get('DESTINATION_DIR').trim();
  if (library === '' || library === '.' || DESTINATION_PLACEHOLDERS.includes(library)) missing.push('DESTINATION_DIR');
  if (config.get('TMDB_API_KEY').trim() === '') missing.push('TMDB_API_KEY');
  return missing;
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
