import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from './measure.js';
import { sampleNames } from './organiser-bench.js';

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

/**
 * The command line as other tools use it: start-up (median of 20 runs parsing one name) and a whole
 * process parsing 100,000 names, start-up and output included.
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
  ];
}
