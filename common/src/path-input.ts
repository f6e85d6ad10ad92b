/** Linux's PATH_MAX: a longer path can't name anything, and the kernel answers ENAMETOOLONG. */
export const MAX_PATH_BYTES = 4096;

/** The longest file or folder name the file systems we run on accept. */
export const MAX_NAME_BYTES = 255;

// eslint-disable-next-line no-control-regex -- these are exactly the characters refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** NUL and the other control characters: no path or name a person types may hold one. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** The length of a path as the file system counts it: UTF-8 bytes. */
export function utf8Length(text: string): number {
  // Counted by hand: common/ runs in the browser and in Node, with neither's globals typed here.
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Whether a path is too long to name anything (PATH_MAX counts the closing NUL, hence `>=`). */
export function isPathTooLong(path: string): boolean {
  return utf8Length(path) >= MAX_PATH_BYTES;
}
