/** Why the browser's player can't show a file, in words, and whether the player stays open at all. */
export interface PlaybackProblem {
  /** `unplayable`: nothing can be shown; `no-picture`: sound only, the player stays. */
  kind: 'unplayable' | 'no-picture' | 'unreachable';
  message: string;
}

/** `MediaError` codes, as the HTML standard numbers them. */
const MEDIA_ERR_NETWORK = 2;

/**
 * The problem behind a `<video>` error code (null when the element loaded but shows no picture).
 * Decode and "source not supported" errors both mean this browser lacks the codec or container.
 */
export function playbackProblem(code: number | null, noPicture: boolean): PlaybackProblem {
  if (noPicture) {
    return {
      kind: 'no-picture',
      message: "This browser can play the file's sound but not its picture (its video format isn't supported here).",
    };
  }
  if (code === MEDIA_ERR_NETWORK) {
    return { kind: 'unreachable', message: 'The file could not be loaded: the connection to CineSync broke.' };
  }
  return {
    kind: 'unplayable',
    message: "This browser can't play this file: its video or audio format isn't supported here.",
  };
}
