// CI's dependency audit (issue 9): `npm audit --omit=dev` must report no high or critical advisory.
// Exits 1 when one appears. When the advisory service cannot be reached (a registry mirror without the
// audit endpoint), nothing can be known: it says so loudly and exits 0, or 1 with AUDIT_REQUIRED=1.
import { spawnSync } from 'node:child_process';

const FAILING = ['high', 'critical'];
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

const counts = report?.metadata?.vulnerabilities;
if (counts === undefined) {
  const reason = report?.statusCode
    ? `HTTP ${String(report.statusCode)}`
    : run.stderr.trim().split('\n').pop();
  console.error(
    `npm audit: advisory service unreachable (${reason ?? 'no answer'}); audit NOT performed.`,
  );
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}

const summary = Object.entries(counts)
  .filter(([level]) => level !== 'total')
  .map(([level, count]) => `${level}: ${String(count)}`)
  .join(', ');
console.log(`npm audit --omit=dev: ${summary}`);
const failing = FAILING.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
if (failing > 0) {
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    if (FAILING.includes(entry.severity)) console.error(`  ${entry.severity}: ${name}`);
  }
  console.error(`${String(failing)} high or critical advisories in production dependencies.`);
  process.exit(1);
}
