/** What `POST /api/restart` says about where the server comes back; null when it did not say. */
export interface RestartInfo {
  apiPort: number | null;
  uiPort: number | null;
}

export function parseRestartInfo(raw: unknown): RestartInfo {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return { apiPort: port(record.apiPort), uiPort: port(record.uiPort) };
}

function port(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 65536 ? n : null;
}
