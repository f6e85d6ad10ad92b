import { stat } from 'node:fs/promises';
import type { ConfigStore } from '../config/config-store.js';
import { configuredDestination } from '../config/config-status.js';

/**
 * Whether the share has something to serve right now: the library folder is configured and is a
 * folder. Read from the live configuration on every call, so the status box follows a change of
 * `DESTINATION_DIR` (or a mount coming and going) without a restart.
 */
export async function isWebDavActive(config: ConfigStore): Promise<boolean> {
  const folder = configuredDestination(config);
  if (folder === undefined) return false;
  try {
    return (await stat(folder)).isDirectory();
  } catch {
    return false;
  }
}
