// Prints the JavaScript the landing route loads before the page settles (gzip bytes): every script
// Chromium requests from a first visit until the network is idle (no request for 500 ms, then no new
// script for 1.5 s more) — the entry
// chunk, its static imports, the page's lazy chunks and anything the page starts while loading — each
// gzipped at level 9 from the production build — once in a desktop window and once as a phone (the
// viewport Lighthouse's mobile run uses), since what a page loads can depend on what is on screen. Also
// prints the entry chunk and its static imports alone (what the HTML preloads) for comparison. Needs a
// build (`npm run build`) and Debian's Chromium.
// Usage: npm run bench:bundle [-- /pricing]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const dist = 'dist/web';
const route = process.argv[2] ?? '/';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GOAL_BYTES = 80 * 1024;

if (!existsSync('dist/server/main.js') || !existsSync(join(dist, '.vite/manifest.json'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  process.exit(1);
}

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const rawSize = (file) => readFileSync(join(dist, file)).length;
const row = (file) => `  ${file.padEnd(52)} ${String(rawSize(file)).padStart(8)} B  ${String(gzipSize(file)).padStart(7)} B gzip`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'parley-bundle-'));
const server = spawn('node', ['dist/server/main.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', APP_URL: origin, DATA_DIR: dataDir },
  stdio: 'ignore',
});
let browser;
try {
  const deadline = Date.now() + 90_000; // a first start on a busy shared machine can take 20 s and more
  while (!(await fetch(`${origin}/healthz`).then((r) => r.ok, () => false))) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('the server did not become healthy');
    await new Promise((r) => setTimeout(r, 100));
  }

  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  /** The same-origin scripts a fresh visit asks for until the page settles. */
  const scriptsBeforeSettled = async (device) => {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    // On a busy machine the entry chunk can run for more than networkidle's 500 ms before it asks for a
    // lazy chunk: settled means no new script for a further 1.5 s after the network went idle.
    for (let seen = -1; seen !== scripts.size; ) {
      seen = scripts.size;
      await page.waitForTimeout(1_500);
      await page.waitForLoadState('networkidle');
    }
    await context.close();
    return [...scripts].filter((file) => existsSync(join(dist, file)));
  };
  const devices = {
    desktop: { viewport: { width: 1280, height: 860 } },
    phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  };
  let largest = 0;
  for (const [name, device] of Object.entries(devices)) {
    const settled = await scriptsBeforeSettled(device);
    const gzip = settled.reduce((sum, file) => sum + gzipSize(file), 0);
    const raw = settled.reduce((sum, file) => sum + rawSize(file), 0);
    largest = Math.max(largest, gzip);
    console.log(`Scripts loaded before ${route} settles (${name}, network idle in Chromium):`);
    for (const file of settled) console.log(row(file));
    console.log(`JavaScript before ${route} settles (${name}): ${raw} B raw, ${gzip} B gzip (${kib(gzip)})`);
  }
  console.log(`Largest: ${largest} B gzip (${kib(largest)}; goal ≤ ${GOAL_BYTES / 1024} KB)${largest > GOAL_BYTES ? ' — over the goal' : ''}`);

  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const initial = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect('index.html');
  const initialGzip = [...initial].reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`(of which the entry chunk and its static imports: ${initialGzip} B gzip, ${kib(initialGzip)})`);
} finally {
  await browser?.close();
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
