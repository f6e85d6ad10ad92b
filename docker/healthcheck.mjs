// The image's HEALTHCHECK: exit 0 when the server answers `GET /api/health` with status "ok", else 1.
// Node's own fetch, because the slim base has neither curl nor wget. Address and port are the
// server's own settings, which the image sets in the environment.
const ip = process.env.CINESYNC_IP || '0.0.0.0';
const host = ip === '0.0.0.0' || ip === '::' ? '127.0.0.1' : ip.includes(':') ? `[${ip}]` : ip;
const url = `http://${host}:${process.env.CINESYNC_API_PORT || '8082'}/api/health`;

try {
  const res = await fetch(url, { signal: AbortSignal.timeout(8000) });
  const body = res.ok ? await res.json() : undefined;
  if (body?.status !== 'ok') throw new Error(`${url} answered ${res.status} ${JSON.stringify(body ?? null)}`);
  process.exit(0);
} catch (err) {
  console.error(`unhealthy: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
