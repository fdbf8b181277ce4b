// Prints the plain closing line 'N passed, N failed, N skipped' from Vitest's JSON report, after the
// name and first error line of each failed test: a long run's log is often read from its tail only.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2] ?? 'reports/vitest.json', 'utf8'));
for (const file of report.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status !== 'failed') continue;
    const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0];
    console.log(`FAILED ${file.name}: ${test.fullName}\n  ${reason}`);
  }
  if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
    console.log(`FAILED ${file.name}: ${String(file.message ?? '').split('\n')[0]}`);
  }
}
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
