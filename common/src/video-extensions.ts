/**
 * The video files of the library, lower-case without the dot: the long list (with ts, m2ts, mts and
 * strm), so every file the organiser links plays and is listed as a video, on the server and in the
 * web app alike.
 */
export const VIDEO_EXTENSIONS: readonly string[] = [
  'mp4',
  'mkv',
  'avi',
  'mov',
  'wmv',
  'flv',
  'webm',
  'm4v',
  'ts',
  'm2ts',
  'mts',
  'strm',
];

const VIDEO = new Set(VIDEO_EXTENSIONS);

/** `Movie.MKV` → `mkv`; `''` without one (a leading dot, as in `.hidden`, is no extension). */
export function fileExtension(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Whether a file name is a video's, by its extension, whatever its case. */
export function isVideoFileName(name: string): boolean {
  return VIDEO.has(fileExtension(name));
}
