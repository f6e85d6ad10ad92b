import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CORPUS_FILES,
  evaluateCase,
  ORACLE_FLOORS,
  type CaseResult,
  type CorpusName,
  type OracleCase,
} from '../../../test/worlds/oracle-harness.js';

// Acceptance data from the Sonarr and Radarr parser test suites (see ../shared/oracles/README.md), read in
// place. CI always has the folder; a user's clone may not, and then these tests say so and skip.

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const oracleDir = path.resolve(repoRoot, '../shared/oracles/parser');
const reportPath = path.join(os.tmpdir(), 'cinesync-parser-report.json');
const available = existsSync(oracleDir);

if (!available) console.log(`parser oracles not found at ${oracleDir}: corpus tests skipped`);

interface CorpusResult {
  passed: number;
  total: number;
  passRate: number;
  floor: number;
  failures: CaseResult[];
}

const corpora = Object.keys(CORPUS_FILES) as CorpusName[];

(available ? describe : describe.skip)('parser acceptance corpora (Sonarr/Radarr parser tests)', () => {
  const results = new Map<CorpusName, CorpusResult>();

  beforeAll(() => {
    const now = new Date();
    for (const corpus of corpora) {
      const data = JSON.parse(readFileSync(path.join(oracleDir, CORPUS_FILES[corpus]), 'utf8')) as {
        cases: OracleCase[];
      };
      const evaluated = data.cases.map((c) => evaluateCase(corpus, c, now));
      const passed = evaluated.filter((r) => r.pass).length;
      results.set(corpus, {
        passed,
        total: evaluated.length,
        passRate: passed / evaluated.length,
        floor: ORACLE_FLOORS[corpus],
        failures: evaluated.filter((r) => !r.pass),
      });
    }
    const report = { generatedAt: now.toISOString(), oracleDir, corpora: Object.fromEntries(results) };
    writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
    for (const [corpus, r] of results) {
      console.log(`${corpus}: ${r.passed}/${r.total} = ${r.passRate.toFixed(3)} (floor ${r.floor})`);
    }
    console.log(`parser oracle report (failing cases, expected vs got): ${reportPath}`);
  });

  for (const corpus of corpora) {
    it(`passes at least ${ORACLE_FLOORS[corpus] * 100}% of ${CORPUS_FILES[corpus]}`, () => {
      const r = results.get(corpus)!;
      expect(r.total).toBeGreaterThan(0);
      expect(r.passRate).toBeGreaterThanOrEqual(r.floor);
    });
  }
});
