/** A benchmark's finding: one row of the table and one field of the JSON line. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** The performance budget the figure must meet, when there is one; `lowerIsBetter` says which side passes. */
  budget?: number;
  lowerIsBetter?: boolean;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

/** Time `fn` `count` times after `warmup` runs; milliseconds, sorted. */
export async function sample(fn: () => Promise<unknown>, count: number, warmup = 20): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

function verdict(row: BenchRow): string {
  if (row.budget === undefined) return '';
  const ok = row.lowerIsBetter === false ? row.value >= row.budget : row.value <= row.budget;
  return ok ? 'ok' : 'OVER';
}

export function printTable(title: string, rows: BenchRow[]): void {
  console.log(`\n${title}`);
  const lines = rows.map((r) => [
    r.name,
    `${r.value.toFixed(r.value < 10 ? 2 : 0)} ${r.unit}`,
    r.budget === undefined ? '' : `${r.lowerIsBetter === false ? '≥' : '≤'} ${r.budget} ${r.unit}`,
    verdict(r),
  ]);
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...[['benchmark', 'result', 'budget', ''], ...lines].map((l) => l[i]?.length ?? 0)),
  );
  const fmt = (l: string[]) => l.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(fmt(['benchmark', 'result', 'budget', '']));
  for (const l of lines) console.log(fmt(l));
}
