import { createInterface } from 'node:readline';
import { radarrQuality, sonarrQuality } from './organiser/parse/arr-quality.js';
import { parseRelease } from './organiser/parse/parse-release.js';

// The parse command alone: it loads the name parser and nothing else (no server, database or
// HTTP stack), so a tool piping names through it starts in a fraction of the server's time.

type Out = (text: string) => void;

/** `cinesync parse [--json]`: names or paths on standard input, one record per line out. */
// Records are always JSON lines, which other tools read; `--json` is accepted for symmetry with `scan`.
export async function parseCommand(_args: string[], input: NodeJS.ReadableStream, out: Out): Promise<number> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  // One write per line costs more than parsing it: the lines of one input chunk are written as one
  // block, flushed as soon as that chunk is done, so a tool feeding one name at a time still gets
  // its answer at once.
  let block = '';
  let flushQueued = false;
  const flush = () => {
    flushQueued = false;
    if (block === '') return;
    out(block);
    block = '';
  };
  for await (const line of lines) {
    const name = line.trim();
    if (name === '') continue;
    const p = parseRelease(name);
    const record = {
      input: name,
      title: p?.title || null,
      year: p?.year ?? null,
      season: p?.season ?? null,
      episodes: p?.episodes ?? [],
      absoluteEpisodes: p?.absoluteEpisodes ?? [],
      airDate: p?.airDate ?? null,
      isSpecial: p?.isSpecial ?? false,
      isFullSeason: p?.isFullSeason ?? false,
      resolution: p?.resolution ?? null,
      source: p?.source ?? null,
      modifier: p?.modifier ?? null,
      // As Sonarr names an episode's quality and Radarr a movie's, by their inference rules.
      quality: p === null ? null : p.mediaKind === 'episode' ? sonarrQuality(p).name : radarrQuality(p).name,
      edition: p?.edition ?? null,
      releaseGroup: p?.releaseGroup ?? null,
      languages: p?.languages ?? [],
    };
    block += JSON.stringify(record) + '\n';
    if (block.length >= 64 * 1024) flush();
    else if (!flushQueued) {
      flushQueued = true;
      setImmediate(flush);
    }
  }
  flush();
  return 0;
}
