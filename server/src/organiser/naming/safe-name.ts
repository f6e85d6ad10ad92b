// Turning titles into path segments every file system of a home server takes: ext4 and btrfs
// (anything but `/` and NUL), APFS/HFS+ (`:` shown as `/`), and NTFS or SMB shares, which refuse
// `\ / : * ? " < > |`, control characters, trailing dots and spaces, and the DOS device names.

/** Longest name (file or folder) most file systems accept, in bytes of UTF-8. */
export const MAX_NAME_BYTES = 255;

interface SafeNameOptions {
  /**
   * Kept whole at the end when the name must be cut: a file extension (`.mkv`, `.en.srt`) or a
   * folder's id tags (` (1999) {tmdb-603}`). It is cleaned like the rest.
   */
  suffix?: string;
  /** Defaults to 255. */
  maxBytes?: number;
}

// C0 and C1 control characters, DEL, the Unicode line/paragraph separators, the byte-order mark and
// the bidirectional overrides (which make a name display differently from what it is). The
// zero-width joiner of emoji sequences is not among them.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff\u202a-\u202e\u2066-\u2069]/g;
/** `CON`, `nul.txt`, `COM1.mkv`, `LPT9`… are device names on Windows, whatever the extension. */
const RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Replace what some file system refuses, keeping the name readable:
 * - `Title: Subtitle` → `Title - Subtitle`, `Re:Zero` → `Re-Zero`;
 * - `/` `\` `|` `*` → `-` (`Face/Off` → `Face-Off`, `M*A*S*H` → `M-A-S-H`);
 * - `?` `<` `>` removed, `"` → `'`;
 * - control and invisible formatting characters removed, whitespace runs → one space.
 * Unicode letters are kept, in NFC form.
 */
function cleanCharacters(text: string): string {
  return text
    .normalize('NFC')
    .replace(INVISIBLE, ' ')
    .replace(/\s*:\s+|\s+:\s*/g, ' - ')
    .replace(/:/g, '-')
    .replace(/[/\\|*]/g, '-')
    .replace(/[?<>]/g, '')
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ');
}

/** Cut to at most `maxBytes` of UTF-8 without splitting a character, nor an emoji or accented letter. */
export function cutToBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  let out = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = Buffer.byteLength(segment, 'utf8');
    if (used + size > maxBytes) break;
    out += segment;
    used += size;
  }
  if (out === '' && maxBytes > 0) {
    // One grapheme longer than the budget (stacked combining marks): fall back to code points.
    for (const ch of text) {
      const size = Buffer.byteLength(ch, 'utf8');
      if (used + size > maxBytes) break;
      out += ch;
      used += size;
    }
  }
  return out;
}

function avoidReservedName(name: string): string {
  const dot = name.indexOf('.');
  const head = (dot === -1 ? name : name.slice(0, dot)).trimEnd();
  return RESERVED.test(head) ? `${head}_${name.slice(head.length)}` : name;
}

/**
 * Make one path segment (a folder or file name) valid on Linux, macOS and Windows: see
 * `cleanCharacters`; leading dots and spaces go (a leading dot hides the file), trailing dots and
 * spaces go (Windows drops them), device names get a `_`, and the result is at most 255 bytes of
 * UTF-8 with `suffix` kept whole. Never returns an empty string (`_` when nothing is left).
 */
export function safeName(name: string, options: SafeNameOptions = {}): string {
  const maxBytes = options.maxBytes ?? MAX_NAME_BYTES;
  const suffix = options.suffix ? cleanCharacters(options.suffix).replace(/[. ]+$/, '') : '';
  let stem = cleanCharacters(name).replace(/^[ .]+/, '');
  stem = suffix ? stem.trimEnd() : stem.replace(/[. ]+$/, '');
  if (stem === '') stem = '_';

  const budget = maxBytes - Buffer.byteLength(suffix, 'utf8');
  let result: string;
  if (budget < 1) {
    result = cutToBytes(stem + suffix, maxBytes).replace(/[. ]+$/, '');
  } else {
    const cut = cutToBytes(stem, budget);
    // A cut in the middle leaves a dangling separator (`Title - `, `Title.`): drop it.
    const tidied = cut === stem ? cut : cut.replace(/[\s\-_.,;&+]+$/, '');
    result = (tidied === '' ? '_' : tidied) + suffix;
  }
  result = avoidReservedName(result);
  if (Buffer.byteLength(result, 'utf8') > maxBytes) result = cutToBytes(result, maxBytes);
  return result === '' ? '_' : result;
}

/**
 * The extension of a file name as a suffix to keep: `.mkv`, or `''` when the name has none. Only a
 * short run of letters and digits after the last dot counts, so `Mr. Robot` has none.
 */
export function splitExtension(fileName: string): { stem: string; extension: string } {
  const m = /\.[A-Za-z0-9]{1,10}$/.exec(fileName);
  if (!m || m.index === 0) return { stem: fileName, extension: '' };
  return { stem: fileName.slice(0, m.index), extension: m[0] };
}

/** `safeName` for a whole file name, keeping its extension through any cut. */
export function safeFileName(fileName: string, options: Omit<SafeNameOptions, 'suffix'> = {}): string {
  const { stem, extension } = splitExtension(fileName);
  return safeName(stem, { ...options, suffix: extension });
}
