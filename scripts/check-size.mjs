// Size budget of the built app: the JavaScript and CSS that the home route loads before
// it is interactive, measured by loading /home from apps/web/dist in headless Chromium and gzipping every
// script and stylesheet it fetched. Prints one row per chunk and fails when the total is over budget.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KB = Number(process.env.HOME_BUDGET_KB ?? 150);
const dist = resolve(import.meta.dirname, '../apps/web/dist');
/** @type {Record<string, string>} */
const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

if (!existsSync(join(dist, 'index.html'))) {
  console.error('apps/web/dist/index.html is missing: build the app first.');
  process.exit(1);
}

// A static server with the SPA fallback; API calls get a 404 so only the shell's own cost is measured.
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const file = join(dist, path);
  const isFile = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
  if (!isFile && path.startsWith('/api/')) {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    return;
  }
  const target = isFile ? file : join(dist, 'index.html');
  response.writeHead(200, { 'content-type': types[extname(target)] ?? 'application/octet-stream' });
  createReadStream(target).pipe(response);
});
await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const loaded = new Set();
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = response.request().resourceType();
    if (url.origin === origin && (kind === 'script' || kind === 'stylesheet'))
      loaded.add(url.pathname);
  });
  await page.goto(`${origin}/home`, { waitUntil: 'networkidle' });
} finally {
  await browser.close();
  server.close();
}

const rows = [...loaded].sort().map((path) => {
  const bytes = readFileSync(join(dist, path));
  return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1).padStart(8);
console.log(`${'chunk loaded by /home'.padEnd(60)}${'raw KB'.padStart(8)}${'gzip KB'.padStart(8)}`);
for (const row of rows) console.log(`${row.path.padEnd(60)}${kb(row.raw)}${kb(row.gzip)}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(
  `${'total'.padEnd(60)}${kb(rows.reduce((s, r) => s + r.raw, 0))}${kb(total)}  (budget ${BUDGET_KB} KB gzip)`,
);
if (rows.length === 0) {
  console.error('No script or stylesheet was loaded by /home: the measurement is broken.');
  process.exit(1);
}
if (total > BUDGET_KB * 1024) {
  console.error(
    `Over budget: the home route loads ${(total / 1024).toFixed(1)} KB gzip of JS and CSS.`,
  );
  process.exit(1);
}
