import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DESTINATION_PLACEHOLDERS, type ConfigStatus } from '@cinesync/common';
import type { ConfigStore } from './config-store.js';

/** DESTINATION_DIR as set, or undefined when it is unset or still an example placeholder. */
export function configuredDestination(config: ConfigStore): string | undefined {
  const value = config.get('DESTINATION_DIR').trim();
  return value === '' || value === '.' || DESTINATION_PLACEHOLDERS.includes(value) ? undefined : value;
}

/** Whether the library folder is usable; the web app shows its "Configuration Required" gate when not. */
export async function readConfigStatus(config: ConfigStore): Promise<ConfigStatus> {
  const destinationDir = config.get('DESTINATION_DIR').trim();
  const isPlaceholder = configuredDestination(config) === undefined;
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
