import type { LiveEvent } from '@cinesync/common';
import type { EventBus } from '../events/event-bus.js';
import type { FolderListingCache } from './folder-listing-cache.js';

/** The library path an event says CineSync changed, if it says one. */
function changedPath(event: LiveEvent): string | undefined {
  if (event.type === 'symlink_created') return (event as LiveEvent<'symlink_created'>).data.destination_file;
  if (event.type === 'file_operation_update') {
    const { destinationPath, status, operation } = (event as LiveEvent<'file_operation_update'>).data;
    // A link the organiser made is announced by symlink_created too: apply it once.
    return status === 'created' && operation === 'process' ? undefined : destinationPath;
  }
  return undefined;
}

/**
 * Apply the organiser's own link changes to the listing cache as they are announced: the links it
 * makes, re-places and removes. The file actions (rename, move, delete, restore) update the cache
 * themselves before they answer; their announcements arrive here too and change nothing more.
 * Returns the unsubscribe.
 */
export function followLibraryChanges(bus: EventBus, listings: FolderListingCache): () => void {
  return bus.subscribe(
    (event) => {
      const changed = changedPath(event);
      if (changed) void listings.changed(changed);
    },
    ['symlink_created', 'file_operation_update'],
  );
}
