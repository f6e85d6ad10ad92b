import { describe, expect, it } from 'vitest';
import { readNdjson, type NdjsonLine } from './ndjson-stream';

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect(chunks: (string | Uint8Array)[]): Promise<NdjsonLine[]> {
  const lines: NdjsonLine[] = [];
  for await (const line of readNdjson(streamOf(chunks))) lines.push(line);
  return lines;
}

describe('readNdjson', () => {
  it('reads a line split across chunks whole', async () => {
    expect(await collect(['{"outp', 'ut":"hel', 'lo"}\n'])).toEqual([{ ok: true, value: { output: 'hello' } }]);
  });

  it('reads several lines from one chunk and blank lines are skipped', async () => {
    expect(await collect(['{"a":1}\n\n{"b":2}\r\n{"c":', '3}\n'])).toEqual([
      { ok: true, value: { a: 1 } },
      { ok: true, value: { b: 2 } },
      { ok: true, value: { c: 3 } },
    ]);
  });

  it('reads a final line without a newline', async () => {
    expect(await collect(['{"a":1}\n{"done":true}'])).toEqual([
      { ok: true, value: { a: 1 } },
      { ok: true, value: { done: true } },
    ]);
  });

  it('keeps a multi-byte character split between chunks', async () => {
    const bytes = new TextEncoder().encode('{"output":"Linked → é"}\n');
    const cut = bytes.indexOf(0xe2) + 1;
    expect(await collect([bytes.slice(0, cut), bytes.slice(cut)])).toEqual([
      { ok: true, value: { output: 'Linked → é' } },
    ]);
  });

  it('hands back a line that is not JSON as raw text', async () => {
    expect(await collect(['not json\n{"a":1}\n'])).toEqual([
      { ok: false, raw: 'not json' },
      { ok: true, value: { a: 1 } },
    ]);
  });
});
