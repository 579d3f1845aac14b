// A jest reporter: the slowest test files of the run, printed before jest's summary so that a suite that
// grows slower shows in every CI log. Options: { count: 10 }. Writes to stderr, as jest's own reporters do
// (stdout stays free for --json).
const { relative } = require('node:path');

class SlowestFilesReporter {
  constructor(globalConfig, options = {}) {
    this.rootDir = globalConfig.rootDir;
    this.count = options.count ?? 10;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .filter((r) => r.perfStats && r.perfStats.end > 0)
      .map((r) => ({ path: relative(this.rootDir, r.testFilePath), seconds: (r.perfStats.end - r.perfStats.start) / 1000 }));
    if (files.length === 0) return;
    files.sort((a, b) => b.seconds - a.seconds);
    const total = files.reduce((sum, f) => sum + f.seconds, 0);
    const lines = files.slice(0, this.count).map((f) => `${f.seconds.toFixed(1).padStart(7)} s  ${f.path}`);
    process.stderr.write(
      `\nSlowest test files (${Math.min(this.count, files.length)} of ${files.length}; all files together ${total.toFixed(1)} s):\n${lines.join('\n')}\n`,
    );
  }
}

module.exports = SlowestFilesReporter;
