import type { SourceFileItem } from '@cinesync/common';

/** Files of one folder, in list order. */
interface FolderGroup {
  /** The folder's absolute path (the group's identity). */
  key: string;
  /** The folder below its source folder, or the source folder itself for files at its top. */
  label: string;
  files: SourceFileItem[];
}

/** Everything before the last separator (`/` or `\`, whichever the platform used); '' when none. */
export function parentOf(path: string): string {
  const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  if (cut < 0) return '';
  // A file right under the root keeps the root itself as its folder.
  return cut === 0 ? path.slice(0, 1) : path.slice(0, cut);
}

/**
 * The page's files under folder headings. The server lists in path order, so a folder's files are
 * neighbours; a folder met again later (it should not be) starts a new group rather than reordering.
 */
export function groupByFolder(files: readonly SourceFileItem[]): FolderGroup[] {
  const groups: FolderGroup[] = [];
  for (const file of files) {
    const key = parentOf(file.filePath);
    const last = groups.at(-1);
    if (last && last.key === key) {
      last.files.push(file);
      continue;
    }
    groups.push({ key, label: parentOf(file.relativePath) || key, files: [file] });
  }
  return groups;
}
