/**
 * A `Retry-After` header as milliseconds to wait: delay-seconds (`"3"`) or an HTTP date
 * (`"Wed, 21 Oct 2026 07:28:00 GMT"`, measured from `now`). Undefined when absent or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, now: number): number | undefined {
  if (header === null || header === undefined) return undefined;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
