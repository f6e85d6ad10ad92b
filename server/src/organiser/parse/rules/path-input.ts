// Rule: split a path into the file name and its parent folders, and take the file extension off.

interface SplitInput {
  /** Last path component without a known media extension. */
  name: string;
  /** Parent folders, nearest first. */
  folders: string[];
  /** Lower-case extension without the dot, when it is a known media or sidecar extension. */
  extension: string | null;
}

/** Absolute POSIX or Windows paths, home- and dot-relative paths. */
const LOOKS_LIKE_PATH = /^(?:\/|\\\\|~[/\\]|\.{1,2}[/\\]|[a-z]:[/\\])/i;
const SEPARATORS = /[/\\]+/;
const EXTENSION = /^\.([a-z0-9]{2,4})\s*$/i;

/** Extensions of video files and the files that travel with them. */
const MEDIA_EXTENSIONS: ReadonlySet<string> = new Set([
  'mkv', 'avi', 'mp4', 'm4v', 'ts', 'm2ts', 'mts', 'wmv', 'mov', 'mpg', 'mpeg', 'webm', 'flv', 'ogm', 'ogv',
  'vob', 'iso', 'img', 'rmvb', 'divx', '3gp', 'asf', 'srt', 'sub', 'idx', 'ass', 'ssa', 'vtt', 'nfo', 'strm',
]); // prettier-ignore

const SLASH_IN_BRACKETS = /[([][^)\]]*\/[^([]*[)\]]/;

/** `Show (2019)/Season 1/01.mkv`: slashes outside brackets, not spaced, and a media extension at the end. */
function isRelativeFilePath(text: string): boolean {
  if (!text.includes('/') || text.includes(' / ') || SLASH_IN_BRACKETS.test(text)) return false;
  const ext = EXTENSION.exec(text.slice(text.lastIndexOf('.')));
  return ext !== null && MEDIA_EXTENSIONS.has(ext[1]!.toLowerCase());
}

/**
 * Treats the input as a path when it is one unmistakably (leading `/`, drive letter, backslashes) or when the
 * caller says so; otherwise a `/` stays part of the name (`Title (2016/S01/WEB-DL)`, `Ukr/Eng`).
 */
export function splitInput(input: string, isPath: boolean): SplitInput {
  const trimmed = input.trim();
  let name = trimmed;
  let folders: string[] = [];
  if (isPath || LOOKS_LIKE_PATH.test(trimmed) || trimmed.includes('\\') || isRelativeFilePath(trimmed)) {
    const parts = trimmed.split(SEPARATORS).filter((p) => p.length > 0);
    name = parts.pop() ?? '';
    folders = parts.reverse();
  }
  let extension: string | null = null;
  const dot = name.lastIndexOf('.');
  if (dot >= 0 && name.length - dot <= 7) {
    const ext = EXTENSION.exec(name.slice(dot));
    if (ext && MEDIA_EXTENSIONS.has(ext[1]!.toLowerCase())) {
      extension = ext[1]!.toLowerCase();
      name = name.slice(0, dot);
    }
  }
  return { name: name.trim(), folders, extension };
}
