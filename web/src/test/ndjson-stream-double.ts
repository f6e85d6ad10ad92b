/**
 * One `POST /api/python-bridge` answer whose NDJSON lines the test writes when it wants. Follow each
 * write with a `waitFor`/`findBy`: the session reads the lines asynchronously, as in the app.
 */
export function liveStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () => new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } }),
    send: (...lines: unknown[]) => {
      for (const line of lines) controller?.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
    },
    end: () => controller?.close(),
  };
}

export type LiveStream = ReturnType<typeof liveStream>;

/** A stream line carrying one of the tool's structured messages (see `structuredMessageSchemas`). */
export const structured = (type: string, data: unknown) => ({ structuredData: { type, timestamp: 1, data } });
