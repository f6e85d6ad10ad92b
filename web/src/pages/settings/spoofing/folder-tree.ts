import type { AvailableFolder } from '@cinesync/common';

/** The folder list as a tree to browse: paths are library-relative and `/`-separated. */

export function parentOf(folderPath: string): string {
  const cut = folderPath.lastIndexOf('/');
  return cut < 0 ? '' : folderPath.slice(0, cut);
}

/**
 * The folders shown inside `current` ('' is the root): those whose parent is `current`. A folder
 * whose parent the list does not hold shows under its nearest listed ancestor, so none is unreachable.
 */
export function childrenOf(folders: readonly AvailableFolder[], current: string): AvailableFolder[] {
  const listed = new Set(folders.map((f) => f.path));
  const shownUnder = (folderPath: string): string => {
    let parent = parentOf(folderPath);
    while (parent !== '' && !listed.has(parent)) parent = parentOf(parent);
    return parent;
  };
  return folders.filter((f) => f.path !== '' && shownUnder(f.path) === current);
}

/** Where ".." leads from `current`: the nearest listed ancestor, or the root. */
export function upFrom(folders: readonly AvailableFolder[], current: string): string {
  const listed = new Set(folders.map((f) => f.path));
  let parent = parentOf(current);
  while (parent !== '' && !listed.has(parent)) parent = parentOf(parent);
  return parent;
}

export function hasChildren(folders: readonly AvailableFolder[], folderPath: string): boolean {
  return childrenOf(folders, folderPath).length > 0;
}
