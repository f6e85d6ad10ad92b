import type { ConfigStore } from '../config/config-store.js';
import { resolveUsableFolders } from '../config/usable-folders.js';

/**
 * Whether the share has something to serve right now: the library folder is configured, allowed
 * on its real path, and is a folder. Read from the live configuration on every call, so the status
 * box follows a change of `DESTINATION_DIR` (or a mount coming and going) without a restart.
 */
export async function isWebDavActive(config: ConfigStore): Promise<boolean> {
  return (await resolveUsableFolders(config)).library !== undefined;
}
