import { createInterface } from 'node:readline';
import path from 'node:path';
import type { ProcessingLine, ProcessingRequest } from '@cinesync/common';
import pino from 'pino';
import { environmentValue } from './config/environment-value.js';
import { createLogger } from './log.js';
import { openOrganiser } from './organiser-context.js';
import type { OrganiseResult } from './organiser/organise-types.js';
import { ProcessingSession } from './organiser/session/processing-session.js';

type Out = (text: string) => void;

/** One-shot commands print results on stdout; logs go to stderr so `--json` output stays clean. */
const stderrLog = () =>
  createLogger(environmentValue(process.env, 'LOG_LEVEL') ?? 'WARNING', pino.destination({ dest: 2, sync: true }));

function resultLine(r: OrganiseResult): string {
  return JSON.stringify({
    sourcePath: r.sourcePath,
    status: r.status,
    mediaType: r.mediaType,
    tmdbId: r.tmdbId,
    season: r.season,
    episodes: r.episodes,
    destinationPath: r.destinationPath,
    reason: r.reason,
  });
}

/** `cinesync scan`'s exit code when a source folder was left to the instance that holds it. */
const SCAN_LEFT_TO_ANOTHER_INSTANCE = 3;

/** `cinesync scan [--json] [--dry-run]`: organise every source folder once, then exit. */
export async function scanCommand(args: string[], out: Out): Promise<number> {
  const json = args.includes('--json');
  const dryRun = args.includes('--dry-run');
  // The organiser alone: a one-shot command serves nobody, so it builds no HTTP stack, jobs or auth.
  const organising = await openOrganiser({ log: stderrLog(), role: 'scan' });
  const { organiserService, repositories } = organising.ctx;
  try {
    const handled = new Set<string>();
    const counts: Record<string, number> = { linked: 0, unchanged: 0, review: 0, skipped: 0, failed: 0, pending: 0 };
    const { summary } = await organiserService.runScan({
      dryRun,
      kind: 'cli',
      onResult: (r) => {
        handled.add(r.sourcePath);
        counts[r.status] = (counts[r.status] ?? 0) + 1;
        out(
          json
            ? resultLine(r) + '\n'
            : `${r.status.padEnd(9)} ${r.sourcePath}${r.destinationPath ? ` → ${r.destinationPath}` : r.reason ? ` (${r.reason})` : ''}\n`,
        );
      },
    });
    // Files the scan found unchanged cost no work; report them from their records.
    const roots = await organiserService.roots();
    const rows = repositories.sources.mediaWithRecords(roots);
    for (const row of rows) {
      if (handled.has(row.sourcePath)) continue;
      counts.unchanged = (counts.unchanged ?? 0) + 1;
      if (json) {
        out(
          resultLine({
            sourcePath: row.sourcePath,
            status: 'unchanged',
            mediaType: row.media_type === 'movie' || row.media_type === 'tv' ? row.media_type : null,
            tmdbId: row.tmdb_id,
            season: row.season_number,
            episodes: row.episode_numbers ? (JSON.parse(row.episode_numbers) as number[]) : [],
            destinationPath: row.destination_path,
            reason: row.reason,
          }) + '\n',
        );
      }
    }
    const summaryLine = {
      ...counts,
      removed: summary.counts.removed,
      seen: summary.counts.seen,
      status: summary.status,
      ...(summary.message === undefined ? {} : { message: summary.message }),
    };
    out(json ? JSON.stringify({ summary: summaryLine }) + '\n' : `\n${JSON.stringify(summaryLine)}\n`);
    // A folder another instance organises is its to scan: said plainly, with its own exit code.
    const leftToOthers = organiserService.rootsLeftToOthers();
    for (const { root, holder } of leftToOthers) {
      process.stderr.write(
        `cinesync scan: ${root} is organised by another instance` +
          (holder ? ` (${holder.name}, connected since ${holder.since})` : '') +
          '; it was not scanned. Stop that instance or let it scan.\n',
      );
    }
    if (leftToOthers.length > 0) return SCAN_LEFT_TO_ANOTHER_INSTANCE;
    return summary.status === 'failed' ? 1 : 0;
  } finally {
    await organising.close();
  }
}

const FLAGS: Record<string, ProcessingRequest['selectedOption']> = {
  '--force': 'force',
  '--force-show': 'force-show',
  '--force-movie': 'force-movie',
  '--force-extra': 'force-extra',
  '--skip': 'skip',
  '--auto-select': 'auto-select',
};

/** `cinesync process PATH [options]`: one file or folder, as the processing dialog does. */
export async function processCommand(args: string[], out: Out): Promise<number> {
  const target = args.find(
    (a, i) => !a.startsWith('--') && !['--tmdb', '--imdb', '--tvdb', '--season-episode'].includes(args[i - 1] ?? ''),
  );
  if (!target) {
    out(
      'Usage: cinesync process PATH [--force|--force-show|--force-movie|--force-extra|--skip] [--tmdb ID] [--imdb ID] [--tvdb ID] [--season-episode S01E02] [--auto-select]\n',
    );
    return 2;
  }
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    return i === -1 ? undefined : args[i + 1];
  };
  const option = args.map((a) => FLAGS[a]).find((o) => o !== undefined);
  const request: ProcessingRequest = {
    sourcePath: path.resolve(target),
    selectedOption: option,
    autoSelect: args.includes('--auto-select') || !process.stdin.isTTY,
    manualSearch: true,
    selectedIds: {
      tmdb: value('--tmdb'),
      imdb: value('--imdb'),
      tvdb: value('--tvdb'),
      'season-episode': value('--season-episode'),
    },
  };
  const organising = await openOrganiser({ log: stderrLog() });
  const { organiser, organiserService, log, config } = organising.ctx;
  const prompts = process.stdin.isTTY ? createInterface({ input: process.stdin }) : undefined;
  try {
    let failed = false;
    const write = (line: ProcessingLine) => {
      if (line.output !== undefined) out(line.output + '\n');
      if (line.error) {
        failed = true;
        out(`error: ${line.error}\n`);
      }
    };
    const session = new ProcessingSession(
      {
        organiser,
        log,
        imageBaseUrl: () => config.get('TMDB_IMAGE_BASE_URL'),
      },
      write,
    );
    prompts?.on('line', (text) => session.provideInput(text));
    const files = await organiserService.resolveTarget(request.sourcePath ?? '', request.selectedOption);
    const results = await session.run(request, files);
    return failed || results.some((r) => r.status === 'failed') ? 1 : 0;
  } finally {
    prompts?.close();
    await organising.close();
  }
}
