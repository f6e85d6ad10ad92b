/** Where the caret (or the selection) of the format field is. */
interface Selection {
  start: number;
  end: number;
}

/**
 * `text` inserted into `value` at the selection (replacing what is selected), and where the caret
 * goes next: just after the inserted text. A selection out of range is clamped to the value.
 */
export function insertAtCursor(value: string, text: string, selection: Selection): { value: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, value.length));
  const end = Math.max(start, Math.min(selection.end, value.length));
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}
