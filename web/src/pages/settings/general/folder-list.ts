/** SOURCE_DIR holds several folders separated by commas or semicolons (keys.ts). */
const SEPARATOR = /[,;]/;

const foldersOf = (value: string) =>
  value
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The list's last folder, where the picker starts when one more is added ('' for an empty list). */
export function lastFolder(value: string): string {
  return foldersOf(value).at(-1) ?? '';
}

/** The list with `folder` added at its end, unless it is already there (written with commas). */
export function addFolder(value: string, folder: string): string {
  const folders = foldersOf(value);
  return folders.includes(folder) ? value : [...folders, folder].join(',');
}
