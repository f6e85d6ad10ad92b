/**
 * `text` as an FTS5 phrase: quoted, its quotes doubled, so every character is literal. The
 * database browser and the library search both match the trigram index with it.
 */
export function literalPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}
