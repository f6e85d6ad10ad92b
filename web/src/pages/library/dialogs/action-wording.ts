import type { FileItem } from '@cinesync/common';
import { isApiRequestError } from '../../../api/api-request-error';

/** The server's own words for a refused action, else the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiRequestError(error) && error.message ? error.message : fallback;
}

/**
 * What the rename and delete dialogs say. The browser and the media page's buttons use the library
 * wording; an episode card's menu has its own short texts.
 */
export interface ActionWording {
  /** An item whose path cannot be told. */
  noPath: string;
  renameFailed: string;
  deleteFailed: string;
  renamed: (name: string) => string;
  /** A single item's delete; bulk deletes only come from the browser. */
  deleted: (item: FileItem) => string;
}

export const LIBRARY_WORDING: ActionWording = {
  noPath: 'Could not determine file path',
  renameFailed: 'Failed to rename file',
  deleteFailed: 'Failed to delete file',
  renamed: (name) => `Renamed to "${name}"`,
  deleted: (item) => `${item.type === 'directory' ? 'Folder' : 'File'} "${item.name}" deleted successfully`,
};

export const EPISODE_WORDING: ActionWording = {
  noPath: 'Failed to resolve file path',
  renameFailed: 'Rename failed',
  deleteFailed: 'Delete failed',
  renamed: () => 'File renamed',
  deleted: () => 'File deleted',
};
