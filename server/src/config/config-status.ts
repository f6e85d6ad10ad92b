import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DESTINATION_PLACEHOLDERS, type ConfigStatus } from '@cinesync/common';
import type { ConfigStore } from './config-store.js';

/** Whether the library folder is usable; the web app shows its "Configuration Required" gate when not. */
export async function readConfigStatus(config: ConfigStore): Promise<ConfigStatus> {
  const destinationDir = config.get('DESTINATION_DIR').trim();
  const isPlaceholder =
    destinationDir === '' || destinationDir === '.' || DESTINATION_PLACEHOLDERS.includes(destinationDir);
  let exists = false;
  if (!isPlaceholder) {
    try {
      exists = (await stat(destinationDir)).isDirectory();
    } catch {
      exists = false;
    }
  }
  return {
    needsConfiguration: isPlaceholder || !exists,
    isPlaceholder,
    destinationDir,
    effectiveRootDir: exists ? path.resolve(destinationDir) : '',
  };
}
