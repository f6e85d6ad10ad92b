import type { FileItem } from '@cinesync/common';
import type { ApiClient } from '../../../api/api-client';

/**
 * After a rename or a move the item's record is posted at its new place. The change itself
 * has already succeeded, so a failure here is not the person's problem and is not shown.
 */
export function recordFileDetails(api: ApiClient, item: FileItem, path: string, name: string): void {
  api
    .postFileDetails({ path, name, type: item.type, size: item.size, modified: item.modified, icon: item.icon })
    .catch(() => undefined);
}
