// Adds up the JSON reports of CI's test runs (vitest: jest-style; Playwright: stats; the security suite:
// `{ suite: 'security', passed, failed, skipped }`, security/suite.mjs) and prints
// one closing line: 'ci: N passed, N failed, N skipped'. Exits 1 if anything failed or nothing ran.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.error(`missing test report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.suite === 'security') {
    // Checked field by field: a report without numbers is a broken run, not a clean one.
    const counts = [report.passed, report.failed, report.skipped];
    if (!counts.every((n) => Number.isInteger(n) && n >= 0)) {
      console.error(`unreadable security report: ${file}`);
      failed += 1;
      continue;
    }
    passed += report.passed;
    failed += report.failed;
    skipped += report.skipped;
  } else if (report.stats && 'expected' in report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}
console.log(`ci: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
