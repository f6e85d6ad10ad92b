import type { LiveEvent } from '@cinesync/common';
import type { EventBus } from '../events/event-bus.js';
import type { FolderListingCache } from './folder-listing-cache.js';

/**
 * Apply the organiser's own link changes to the listing cache as they are announced: the links it
 * makes, re-places and removes. Every such change is announced as a File Operations update naming
 * the link (a link made is also announced as `symlink_created`, which would add nothing here). The
 * file actions (rename, move, delete, restore) update the cache themselves before they answer;
 * their announcements arrive here too and change nothing more. Returns the unsubscribe.
 */
export function followLibraryChanges(bus: EventBus, listings: FolderListingCache): () => void {
  return bus.subscribe(
    (event) => {
      const { destinationPath } = (event as LiveEvent<'file_operation_update'>).data;
      if (destinationPath) void listings.changed(destinationPath);
    },
    ['file_operation_update'],
  );
}
