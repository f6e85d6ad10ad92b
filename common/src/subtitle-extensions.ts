/** Subtitle files, lower case with the dot: what travels with a video and what the file list marks. */
const SUBTITLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.srt',
  '.ass',
  '.ssa',
  '.sub',
  '.idx',
  '.vtt',
  '.sup',
  '.smi',
]);

/** `.srt`, `.ass`…: lower case, with the dot. */
export function isSubtitleExtension(extension: string): boolean {
  return SUBTITLE_EXTENSIONS.has(extension);
}
