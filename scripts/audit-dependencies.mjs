// CI's dependency audit of the production tree, in two parts.
// 1. Advisories: `npm audit --omit=dev` must report no high or critical advisory; exits 1 when one appears.
//    When the advisory service cannot be reached (a registry mirror without the audit endpoint), nothing
//    can be known: it says so loudly and goes on, or exits 1 with AUDIT_REQUIRED=1.
// 2. Freshness: every installed production package that is behind the newest version its range allows,
//    direct or transitive. Listed, never failing: a release upstream must not turn CI red; `npm update
//    <name>` brings one forward. A package held back by a dependent's peer range (the dependent asks for
//    a newer major than the project's own range allows) is listed apart, with who asks.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const FAILING = ['high', 'critical'];

/** @param {string[]} args @returns {{ report: any, stderr: string }} */
function npmJson(args) {
  const run = spawnSync('npm', [...args, '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    return { report: JSON.parse(run.stdout), stderr: run.stderr };
  } catch {
    return { report: undefined, stderr: run.stderr };
  }
}

function audit() {
  const { report, stderr } = npmJson(['audit', '--omit=dev']);
  const counts = report?.metadata?.vulnerabilities;
  if (counts === undefined) {
    const reason = report?.statusCode
      ? `HTTP ${String(report.statusCode)}`
      : stderr.trim().split('\n').pop();
    console.error(
      `npm audit: advisory service unreachable (${reason || 'no answer'}); audit NOT performed.`,
    );
    return process.env.AUDIT_REQUIRED === '1' ? 1 : 0;
  }
  const summary = Object.entries(counts)
    .filter(([level]) => level !== 'total')
    .map(([level, count]) => `${level}: ${String(count)}`)
    .join(', ');
  console.log(`npm audit --omit=dev: ${summary}`);
  const failing = FAILING.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
  if (failing === 0) return 0;
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    if (FAILING.includes(entry.severity)) console.error(`  ${entry.severity}: ${name}`);
  }
  console.error(`${String(failing)} high or critical advisories in production dependencies.`);
  return 1;
}

const root = new URL('../', import.meta.url);
/** @param {URL} url @returns {any} */
const readJson = (url) => JSON.parse(readFileSync(url, 'utf8'));

/** Where packages are installed: the root's node_modules, then each workspace's own. */
const installFolders = [
  new URL('node_modules/', root),
  ...readJson(new URL('package.json', root)).workspaces.flatMap((/** @type {string} */ pattern) => {
    const parent = new URL(`${pattern.replace(/\*$/, '')}`, root);
    return readdirSync(parent).map((name) => new URL(`${name}/node_modules/`, parent));
  }),
];

/** Whether `dependent` (a workspace or an installed package) names `name` among its peers. */
/** @param {string} dependent @param {string} name */
function asksAsPeer(dependent, name) {
  for (const folder of installFolders) {
    const manifest = new URL(`${dependent}/package.json`, folder);
    if (existsSync(manifest)) return Object.hasOwn(readJson(manifest).peerDependencies ?? {}, name);
  }
  return false;
}

function freshness() {
  const { report, stderr } = npmJson(['outdated', '--omit=dev', '--all']);
  if (report === undefined || report.error) {
    const reason = report?.error?.summary ?? stderr.trim().split('\n').pop();
    console.error(`npm outdated: registry unreachable (${reason || 'no answer'}); not checked.`);
    return;
  }
  /** @type {Map<string, string[]>} */
  const behind = new Map();
  /** @type {Map<string, string[]>} */
  const heldByPeers = new Map();
  for (const [name, entries] of Object.entries(report)) {
    for (const entry of [entries].flat()) {
      // No current version: an optional peer nobody installed, not a package of the tree.
      if (entry.current === undefined || entry.current === entry.wanted) continue;
      const line = `${name} ${entry.current} → ${entry.wanted}`;
      const target = asksAsPeer(entry.dependent, name) ? heldByPeers : behind;
      target.set(line, [...(target.get(line) ?? []), entry.dependent]);
    }
  }
  /** @param {Map<string, string[]>} lines */
  const print = (lines) => {
    for (const [line, dependents] of [...lines].sort()) {
      console.log(`  ${line} (for ${dependents.join(', ')})`);
    }
  };
  console.log(
    `Production packages behind the newest version their range allows: ${String(behind.size)}`,
  );
  print(behind);
  if (heldByPeers.size > 0) {
    console.log(`Held back by the project's own range, asked newer by a peer range:`);
    print(heldByPeers);
  }
}

const status = audit();
freshness();
process.exit(status);
