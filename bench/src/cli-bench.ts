import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedDataset, startTmdbStandIn } from '../../server/test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv } from '../../server/test/support/source-tree.js';
import type { BenchRow } from './measure.js';
import { libraryFiles } from './organise-bench.js';
import { sampleNames } from './organiser-bench.js';
import { discard } from './discard.js';

const CLI = fileURLToPath(new URL('../../server/dist/cli.js', import.meta.url));

/** Run `cinesync parse` on `input` as a user does; resolves with the wall time and the lines out. */
function runParse(input: string): Promise<{ ms: number; lines: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, 'parse', '--json'], { stdio: ['pipe', 'pipe', 'inherit'] });
    let lines = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      for (const byte of chunk) if (byte === 10) lines += 1;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`cinesync parse exited with ${code}`));
      else resolve({ ms: performance.now() - started, lines });
    });
    child.stdin.end(input);
  });
}

/** Run `cinesync ARGS` in `env`; resolves with the wall time and what it printed, rejects unless it exits 0. */
function runCli(args: string[], env: Record<string, string>): Promise<{ ms: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`cinesync ${args.join(' ')} exited with ${code}`));
      else resolve({ ms: performance.now() - started, stdout });
    });
  });
}

const SCAN_MOVIES = 100;
const SCAN_FILES = 765;

/** The `--json` summary line of a scan. */
function scanSummary(stdout: string): Record<string, number | string> {
  const last = stdout.trimEnd().split('\n').at(-1) ?? '';
  return (JSON.parse(last) as { summary: Record<string, number | string> }).summary;
}

/**
 * `cinesync scan` of a library that is already organised and unchanged, as a cron job runs it:
 * the whole process, start-up included (median of 5). Every link is still checked.
 */
async function cliScanBench(): Promise<BenchRow[]> {
  const dataset = generatedDataset({ movies: SCAN_MOVIES, shows: 60 });
  const { files } = libraryFiles(dataset, SCAN_MOVIES, SCAN_FILES);
  const tmdb = await startTmdbStandIn({ dataset });
  const folders = await makeOrganiserFolders(
    'bench-cli-scan-',
    files.map((f) => ({ path: f, size: 700_000_000 })),
  );
  const env = {
    ...organiserEnv(folders, tmdb),
    PATH: process.env.PATH ?? '',
    CINESYNC_DATA_DIR: path.join(folders.base, 'data'),
  };
  try {
    const first = scanSummary((await runCli(['scan', '--json'], env)).stdout);
    if (first.linked !== files.length) throw new Error(`first scan linked ${first.linked} of ${files.length} files`);
    tmdb.reset();
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { ms, stdout } = await runCli(['scan', '--json'], env);
      const summary = scanSummary(stdout);
      if (summary.unchanged !== files.length) throw new Error(`rescan found ${summary.unchanged} files unchanged`);
      times.push(ms);
    }
    if (tmdb.calls('/3/') !== 0) throw new Error(`rescans made ${tmdb.calls('/3/')} TMDB calls`);
    times.sort((a, b) => a - b);
    return [
      {
        name: `\`scan\` of an unchanged ${files.length}-file library (whole process, median of 5)`,
        value: (times[2] ?? 0) / 1000,
        unit: 's',
        budget: 0.5,
      },
    ];
  } finally {
    await tmdb.close();
    await discard(folders.base);
  }
}

/**
 * The command line as other tools use it: start-up (median of 20 runs parsing one name), a whole
 * process parsing 100,000 names, start-up and output included, and a scan that finds nothing to do.
 */
export async function cliBench(): Promise<BenchRow[]> {
  const starts: number[] = [];
  for (let i = 0; i < 20; i++) starts.push((await runParse('Dune.2021.2160p.WEB-DL.x265-GRP.mkv\n')).ms);
  starts.sort((a, b) => a - b);
  const names = sampleNames(100_000);
  const whole = await runParse(names.join('\n') + '\n');
  if (whole.lines !== names.length) throw new Error(`parse wrote ${whole.lines} lines for ${names.length} names`);
  return [
    { name: 'CLI start-up: `parse` of one name (median of 20)', value: starts[10] ?? 0, unit: 'ms', budget: 250 },
    {
      name: 'whole-process `parse` of 100,000 names',
      value: names.length / (whole.ms / 1000),
      unit: 'names/s',
      budget: 50_000,
      lowerIsBetter: false,
    },
    ...(await cliScanBench()),
  ];
}
