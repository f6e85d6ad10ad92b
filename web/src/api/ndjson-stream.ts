/** One line of a newline-delimited JSON stream: the parsed value, or the raw text it could not parse. */
export type NdjsonLine = { ok: true; value: unknown } | { ok: false; raw: string };

/**
 * Splits a byte stream into NDJSON lines. Text after the last newline of a chunk is carried into the
 * next chunk, so a line split across chunks is read whole; a last line without a newline is read at
 * the end; blank lines are skipped; a line that is not JSON comes back raw (it goes to the log).
 */
export async function* readNdjson(stream: ReadableStream<Uint8Array>): AsyncGenerator<NdjsonLine> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let carry = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      carry += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = carry.split('\n');
      carry = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const parsed = parseLine(line);
        if (parsed) yield parsed;
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

function parseLine(line: string): NdjsonLine | null {
  const text = line.replace(/\r$/, '').trim();
  if (text === '') return null;
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, raw: text };
  }
}
