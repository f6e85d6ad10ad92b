import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DESTINATION_PLACEHOLDERS, type ConfigStatus } from '@cinesync/common';
import type { ConfigStore } from './config-store.js';
import { folderSettingProblem, lexicalProblem } from './directory-policy.js';

/**
 * DESTINATION_DIR as set, or undefined when it is unset, still an example placeholder, or a folder
 * the directory rules refuse (a system folder, the data folder) that the environment or a
 * hand-edited `.env` still holds.
 */
export function configuredDestination(config: ConfigStore): string | undefined {
  const value = config.get('DESTINATION_DIR').trim();
  if (value === '' || value === '.' || DESTINATION_PLACEHOLDERS.includes(value)) return undefined;
  return lexicalProblem(value, config.dataDir) === null ? value : undefined;
}

/** Whether the library folder is usable; the web app shows its "Configuration Required" gate when not. */
export async function readConfigStatus(config: ConfigStore): Promise<ConfigStatus> {
  const destinationDir = config.get('DESTINATION_DIR').trim();
  const value = destinationDir === '' || DESTINATION_PLACEHOLDERS.includes(destinationDir) ? '' : destinationDir;
  const isPlaceholder = value === '' || value === '.';
  const problem = isPlaceholder ? null : await folderSettingProblem(value, config.dataDir);
  let exists = false;
  if (!isPlaceholder && problem === null) {
    try {
      exists = (await stat(destinationDir)).isDirectory();
    } catch {
      exists = false;
    }
  }
  const status: ConfigStatus = {
    needsConfiguration: isPlaceholder || !exists,
    isPlaceholder,
    destinationDir,
    effectiveRootDir: exists ? path.resolve(destinationDir) : '',
  };
  if (problem !== null) status.problem = `DESTINATION_DIR can't be used: ${problem}`;
  return status;
}
