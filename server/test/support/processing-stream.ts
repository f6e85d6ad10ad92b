import type { ProcessingLine } from '@cinesync/common';

export interface StructuredLine {
  type: string;
  data: Record<string, unknown>;
}

/**
 * Read a processing session's NDJSON stream to its end, answering each prompt with what `answer`
 * returns (nothing: leave it). Lines split across chunks are joined, as the web app must too.
 */
export async function readProcessingStream(
  response: Response,
  answer: (prompt: StructuredLine, seen: readonly ProcessingLine[], sessionId: string) => Promise<void> | void,
): Promise<ProcessingLine[]> {
  if (!response.body) throw new Error(`no body in the processing answer (${response.status})`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const lines: ProcessingLine[] = [];
  let buffer = '';
  let sessionId = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf('\n')) !== -1) {
      const line = JSON.parse(buffer.slice(0, nl)) as ProcessingLine;
      buffer = buffer.slice(nl + 1);
      lines.push(line);
      const structured = line.structuredData as StructuredLine | undefined;
      if (structured?.type === 'session') sessionId = String(structured.data.sessionId ?? '');
      if (structured?.type === 'prompt') await answer(structured, lines, sessionId);
    }
  }
  return lines;
}

/** The structured messages of a type, in order. */
export function structuredOf(lines: readonly ProcessingLine[], type: string): StructuredLine[] {
  return lines
    .map((l) => l.structuredData as StructuredLine | undefined)
    .filter((s): s is StructuredLine => s?.type === type);
}
