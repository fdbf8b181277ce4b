// `npm test` after the build: the browser journeys and the other suites run side by side, in Vitest
// processes of their own. The journeys spend most of their time waiting on the browser (animations,
// toasts, the network), so the unit and API suites fill that time instead of queueing behind them; the
// journeys themselves stay one file at a time, as they were written. Each run writes its JSON report
// to reports/, and the reports are merged into reports/vitest.json (scripts/test-summary.mjs reads it).
// Arguments after `--` go to every run, e.g. `npm test -- -t login`.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

// Each chain runs its runs one after the other; the chains run side by side. The operator console's
// journeys follow the customers' app's, so no two browsers and API servers compete for the cores.
const CHAINS = [
  [{ name: 'unit+api', projects: ['domain', 'web', 'painel', 'api'] }],
  [
    { name: 'e2e', projects: ['e2e'] },
    { name: 'painel-e2e', projects: ['painel-e2e'] },
  ],
];
const extraArgs = process.argv.slice(2);
const vitestBin = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
mkdirSync('reports', { recursive: true });

/**
 * @param {{ name: string, projects: string[] }} run
 * @returns {Promise<{ name: string, report: string, ok: boolean, code: number | null, signal: NodeJS.Signals | null }>}
 */
function run({ name, projects }) {
  const report = `reports/vitest-${name}.json`;
  const args = [
    vitestBin,
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extraArgs,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  // Whole lines only, so the two runs' output interleaves line by line, never mid-line.
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${line}\n`));
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ name, report, ok: code === 0, code, signal }));
  });
}

/** A Vitest JSON report (its counts, success, start time and per-file results), as JSON gives it. */
/** @typedef {Record<string, any>} Report */

/** @param {string} path @returns {Report | undefined} */
function readReport(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const COUNTS = [
  'numTotalTestSuites',
  'numPassedTestSuites',
  'numFailedTestSuites',
  'numPendingTestSuites',
  'numTotalTests',
  'numPassedTests',
  'numFailedTests',
  'numPendingTests',
  'numTodoTests',
];

/** @param {Report[]} reports @returns {Report} */
function merge(reports) {
  /** @type {Report} */
  const merged = { success: true, startTime: Infinity, testResults: [] };
  for (const key of COUNTS) merged[key] = 0;
  for (const report of reports) {
    for (const key of COUNTS) merged[key] += report[key] ?? 0;
    merged.success &&= report.success === true;
    merged.startTime = Math.min(merged.startTime, report.startTime ?? Infinity);
    merged.testResults.push(...(report.testResults ?? []));
  }
  return merged;
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

const started = Date.now();
/** @param {{ name: string, projects: string[] }[]} chain */
async function runChain(chain) {
  const done = [];
  for (const step of chain) done.push(await run(step));
  return done;
}

const results = (await Promise.all(CHAINS.map(runChain))).flat();
const reports = results.map((result) => readReport(result.report));
const missing = results.filter((_, index) => !reports[index]);
const merged = merge(reports.filter((report) => report !== undefined));
if (missing.length > 0) merged.success = false;
writeFileSync('reports/vitest.json', JSON.stringify(merged));

const seconds = ((Date.now() - started) / 1000).toFixed(0);
for (const { name, ok, code, signal } of results) {
  console.log(`${name}: ${ok ? 'passed' : `failed (${signal ?? `exit ${String(code)}`})`}`);
}
console.log(
  `All suites in ${seconds} s: ${merged.numPassedTests} passed, ${merged.numFailedTests} failed, ` +
    `${merged.numPendingTests + merged.numTodoTests} skipped`,
);
process.exit(results.every((result) => result.ok) ? 0 : 1);
