// A Vitest reporter that ends a run with the time each project took, so drift is seen run to run.
// "Worker time" adds up each file's environment, set-up, import and tests: what the project costs
// whatever the number of workers. The wall time is the whole run's.

/** @typedef {import('vitest/node').TestModule} TestModule */

export default class ProjectTimesReporter {
  /** @type {number} */
  startedAt = Date.now();

  onTestRunStart() {
    this.startedAt = Date.now();
  }

  /** @param {ReadonlyArray<TestModule>} modules */
  onTestRunEnd(modules) {
    /** @type {Map<string, { files: number; tests: number; ms: number }>} */
    const projects = new Map();
    for (const module of modules) {
      const name = module.project.name || '(root)';
      const entry = projects.get(name) ?? { files: 0, tests: 0, ms: 0 };
      const d = module.diagnostic();
      entry.files += 1;
      entry.tests += Array.from(module.children.allTests()).length;
      entry.ms += d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      projects.set(name, entry);
    }
    const rows = [...projects.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const wall = (Date.now() - this.startedAt) / 1000;
    const lines = rows.map(
      ([name, p]) =>
        `  ${name.padEnd(16)} ${String(p.files).padStart(4)} files ${String(p.tests).padStart(5)} tests ${(p.ms / 1000).toFixed(0).padStart(6)} s worker time`,
    );
    console.log(`\n[cinesync] time per project (wall ${wall.toFixed(0)} s for the run):\n${lines.join('\n')}`);
  }
}
