// Lighthouse 12 against a production build of Parley, fully offline: one mobile run (default
// simulated throttling) and one desktop run, categories performance, accessibility, best practices
// and SEO. Prints the scores, the key metrics, transfer sizes and every failing audit, and writes
// the full reports to test-results/lighthouse-{mobile,desktop}.json. A benchmark: exits 0 when
// goals are missed (performance ≥ 95, accessibility, best practices and SEO 100); non-zero only
// when it could not measure at all.
// Usage: npm run lighthouse [-- --only=mobile|desktop] [--path=/pricing] [--lang=ar|es,ar|all] [--repeat=2]
//   --path   the page; a query is kept (`--path=/pricing?lang=ar`). Several: `--path=/,/pricing,/auth/signin`
//            or the flag repeated.
//   --lang   adds `?lang=` (the interface language a link names) to every path: one language, a list, or
//            `all` (English and the six translations). With more than one page or language, each run
//            prints one line (and its failing audits when a goal is missed), the reports are written as
//            test-results/lighthouse-{mobile,desktop}-{page}-{lang}.json, and a table of path × language
//            closes the output (Markdown, with the load average, for docs/benchmarks.md).
//   --repeat runs every page that many times (the machine's load moves a score by more than a change does).
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = new URL('../..', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Belt and braces for "offline": any host name other than the loopback fails to resolve, so
  // nothing the page (or Chromium) asks for can leave the machine.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const argValues = (name) =>
  process.argv
    .filter((a) => a.startsWith(`--${name}=`))
    .flatMap((a) => a.slice(name.length + 3).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
// The interface languages (src/shared/i18n/locales.ts), English first.
const LANGUAGES = ['en', 'es', 'pt-BR', 'fr', 'zh-CN', 'ja', 'ar'];
/** The pages to measure; the landing page by default. */
const pagePaths = (argValues('path').length ? argValues('path') : ['/']).map((p) => (p.startsWith('/') ? p : `/${p}`));
const langArgs = argValues('lang');
/** The languages named with --lang (each added to the path as `?lang=`); none: the path as given. */
const languages = langArgs.includes('all') ? LANGUAGES : langArgs;
for (const lang of languages) {
  if (!LANGUAGES.includes(lang)) {
    console.error(`[lighthouse] unknown language ${lang}: one of ${LANGUAGES.join(', ')}, or all`);
    process.exit(2);
  }
}
const repeat = Math.max(1, Number(argValues('repeat')[0] ?? 1) || 1);
const RUNS = [
  { name: 'mobile', config: undefined }, // lighthouse:default = mobile, simulated slow 4G + 4x CPU
  { name: 'desktop', config: desktopConfig },
].filter((run) => !only || run.name === only);

// ---------------------------------------------------------------------------------------------
// Cleanup that always runs: on success, on an exception and on Ctrl-C / SIGTERM.
let server = null;
let chrome = null;
let dataDir = null;
const profileDirs = [];

async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function stopChrome() {
  const running = chrome;
  chrome = null;
  if (!running) return;
  try {
    await running.kill();
  } catch {
    /* already gone */
  }
}

let cleaning = null;
let interrupted = false;
function cleanup() {
  // Memoised: a signal and the main path's `finally` may both ask; the server gets one stop.
  cleaning ??= (async () => {
    await stopChrome();
    await stopServer();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    for (const dir of profileDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n[lighthouse] ${signal}: stopping the server and Chromium`);
    cleanup().finally(() => process.exit(130));
  });
}
// chrome-launcher reports some failures as 'error' events that nothing can catch: clean up anyway.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.once(event, (error) => {
    if (!interrupted) console.error(`[lighthouse] could not measure: ${error?.stack ?? error}`);
    cleanup().finally(() => process.exit(1));
  });
}

// ---------------------------------------------------------------------------------------------
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function buildIfNeeded() {
  // Same rule as scripts/start.mjs, done here so the build is not counted against the health wait.
  const builtAt = Math.min(newestMtime(join(root, 'dist/web/index.html')), newestMtime(join(root, 'dist/server/main.js')));
  const sourcesAt = Math.max(
    ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => newestMtime(join(root, p))),
  );
  if (builtAt !== 0 && sourcesAt <= builtAt) return;
  console.log('[lighthouse] building (dist missing or older than its sources)...');
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'parley-lighthouse-'));
  const log = [];
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    log.push(String(chunk));
    if (log.length > 200) log.shift();
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const started = performance.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${log.join('')}`);
    if (performance.now() - started > 120_000) throw new Error(`no 200 from /healthz within 120 s:\n${log.join('')}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`[lighthouse] Parley healthy on 127.0.0.1:${port} after ${((performance.now() - started) / 1000).toFixed(1)} s (DATA_DIR ${dataDir})`);
  return port;
}

// ---------------------------------------------------------------------------------------------
// Formatting
const ms = (v) => (v == null ? '—' : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);
const kib = (v) => (v == null ? '—' : `${(v / 1024).toFixed(1)} KiB`);
const clip = (s, n = 140) => {
  const t = String(s ?? '').replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};

function itemSummary(item) {
  const parts = [];
  const node = item.node ?? (item.type === 'node' ? item : null);
  if (item.url) parts.push(item.url);
  else if (item.sourceLocation?.url) parts.push(`${item.sourceLocation.url}:${(item.sourceLocation.line ?? 0) + 1}`);
  else if (item.source?.url) parts.push(`${item.source.url}:${(item.source.line ?? 0) + 1}`);
  if (node) {
    if (node.selector) parts.push(node.selector);
    if (node.nodeLabel && node.nodeLabel !== node.snippet) parts.push(`"${clip(node.nodeLabel, 60)}"`);
    if (node.explanation) parts.push(`— ${node.explanation.split('\n').slice(1).join(' ') || node.explanation}`);
    if (node.snippet) parts.push(clip(node.snippet, 90));
  }
  if (item.phase) parts.push(`${item.phase} ${ms(item.timing)} (${item.percent})`);
  if (item.description) parts.push(item.description);
  if (item.reason) parts.push(item.reason);
  if (item.directive) parts.push(`${item.directive}: ${item.severity ?? ''}`);
  if (item.wastedBytes) parts.push(`save ${kib(item.wastedBytes)}`);
  if (item.wastedMs) parts.push(`save ${ms(item.wastedMs)}`);
  if (item.failureReason) parts.push(item.failureReason);
  if (parts.length === 0) {
    // Fall back to the first few primitive values of the row.
    for (const v of Object.values(item)) if (typeof v === 'string' || typeof v === 'number') parts.push(v);
  }
  return clip(parts.slice(0, 5).join(' | '), 260);
}

function detailsSummary(audit) {
  const d = audit.details;
  if (!d) return [];
  const lines = [];
  const savings = [];
  if (d.overallSavingsMs) savings.push(`~${ms(d.overallSavingsMs)}`);
  if (d.overallSavingsBytes) savings.push(`~${kib(d.overallSavingsBytes)}`);
  if (savings.length) lines.push(`possible savings ${savings.join(', ')}`);
  // A "list" (e.g. the LCP element and its phase breakdown) holds several tables or sections:
  // flatten the tables, name the longest request chain of a network tree, skip prose.
  let items = d.items ?? [];
  if (d.type === 'list') {
    items = items.flatMap((sub) => {
      const inner = sub.type === 'list-section' ? sub.value : sub;
      if (inner?.type === 'network-tree') {
        lines.push(`longest request chain ${ms(inner.longestChain?.duration)}`);
        return [];
      }
      return inner?.items ?? [];
    });
  }
  if (d.type === 'checklist') {
    for (const [key, v] of Object.entries(items)) if (!v.value) lines.push(`${key}: ${v.label}`);
    return lines;
  }
  if (Array.isArray(items) && items.length) {
    const rows = items.flatMap((it) => (it.subItems?.items?.length && !it.node && !it.url ? it.subItems.items : [it]));
    lines.push(`${items.length} item(s):`);
    for (const item of rows.slice(0, 5)) lines.push(`  - ${itemSummary(item)}`);
    if (rows.length > 5) lines.push(`  - … ${rows.length - 5} more`);
  }
  return lines;
}

const categoryScore = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
const metGoals = (lhr) => CATEGORIES.every((c) => (categoryScore(lhr, c) ?? -1) >= GOALS[c]);

/** The figures of one run, for the table that closes a run of several pages or languages. */
function figures(lhr) {
  const a = lhr.audits;
  const summary = a['resource-summary']?.details?.items ?? [];
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, categoryScore(lhr, c)])),
    fcp: a['first-contentful-paint']?.numericValue,
    lcp: a['largest-contentful-paint']?.numericValue,
    si: a['speed-index']?.numericValue,
    tbt: a['total-blocking-time']?.numericValue,
    cls: a['cumulative-layout-shift']?.numericValue,
    transfer: a['total-byte-weight']?.numericValue,
    js: summary.find((i) => i.resourceType === 'script')?.transferSize,
  };
}

function scoreCells(f) {
  return CATEGORIES.map((c) => {
    const s = f.scores[c];
    return s == null ? 'err' : `${s}${s >= GOALS[c] ? '' : '✗'}`;
  });
}

function metricCells(f) {
  return [ms(f.fcp), ms(f.lcp), ms(f.si), ms(f.tbt), f.cls?.toFixed(3) ?? '—', kib(f.transfer), kib(f.js)];
}

function printColumns(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  console.log(header.map((h, i) => h.padEnd(widths[i])).join('  '));
  for (const row of rows) console.log(row.map((v, i) => String(v).padEnd(widths[i])).join('  '));
}

/** One run's scores, metrics and failing audits; `brief`: the failing audits only when a goal is missed. */
function report(name, lhr, { brief = false } = {}) {
  const a = lhr.audits;
  const f = figures(lhr);
  if (brief) {
    const line = [...scoreCells(f), ...metricCells(f)];
    console.log(`${name} ${lhr.finalDisplayedUrl.replace(/^https?:\/\/[^/]+/, '')}  perf ${line[0]}  a11y ${line[1]}  bp ${line[2]}  seo ${line[3]}  FCP ${line[4]}  LCP ${line[5]}  SI ${line[6]}  TBT ${line[7]}  CLS ${line[8]}  JS ${line[10]}  (load ${loadavg()[0].toFixed(1)})`);
    if (metGoals(lhr)) return f;
  } else {
    console.log(`\n=== Lighthouse ${lhr.lighthouseVersion} · ${name} · ${lhr.finalDisplayedUrl} ===`);
    printColumns(['Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'SI', 'TBT', 'CLS', 'Transfer', 'JS'], [[...scoreCells(f), ...metricCells(f)]]);
    console.log(`goals: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}, best practices ${GOALS['best-practices']}, SEO ${GOALS.seo} (✗ = missed)`);
  }

  for (const warning of lhr.runWarnings ?? []) console.log(`run warning: ${clip(warning, 300)}`);
  if (lhr.runtimeError) console.log(`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  // Failing = what the Lighthouse report lists as failed: a scored audit below 0.9 (binary audits
  // are 0 or 1). Audits in the hidden group carry no weight and are listed apart.
  const failing = [];
  const hiddenFailing = [];
  const errored = [];
  const seen = new Set();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = a[ref.id];
      if (!audit || seen.has(`${category}/${ref.id}`)) continue;
      seen.add(`${category}/${ref.id}`);
      if (audit.scoreDisplayMode === 'error') {
        errored.push({ category, audit });
        continue;
      }
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      if (audit.score == null || audit.score >= 0.9) continue;
      (ref.group === 'hidden' ? hiddenFailing : failing).push({ category, ref, audit });
    }
  }

  console.log(`\nFailing audits (${failing.length}):`);
  for (const { category, ref, audit } of failing) {
    const display = audit.displayValue ? ` — ${clip(audit.displayValue, 120)}` : '';
    console.log(`[${category}] ${audit.id} (score ${audit.score}, weight ${ref.weight}) ${audit.title}${display}`);
    for (const line of detailsSummary(audit)) console.log(`    ${line}`);
  }
  if (hiddenFailing.length) {
    console.log(`Also failing, not scored (hidden group, weight 0) (${hiddenFailing.length}):`);
    for (const { category, audit } of hiddenFailing) {
      const display = audit.displayValue ? ` — ${clip(audit.displayValue, 120)}` : '';
      console.log(`[${category}] ${audit.id} (score ${audit.score}) ${audit.title}${display}`);
      for (const line of detailsSummary(audit).slice(0, 3)) console.log(`    ${line}`);
    }
  }
  if (errored.length) {
    console.log(`Audits that errored (${errored.length}):`);
    for (const { category, audit } of errored) console.log(`[${category}] ${audit.id}: ${clip(audit.errorMessage, 300)}`);
  }

  // Anything the page asked of a host other than the loopback (blocked by --host-resolver-rules).
  const offHost = (a['network-requests']?.details?.items ?? []).filter((r) => {
    try {
      return !['127.0.0.1', 'localhost'].includes(new URL(r.url).hostname) && /^https?:/.test(r.url);
    } catch {
      return false;
    }
  });
  if (offHost.length) {
    console.log(`Requests to other hosts (blocked offline, ${offHost.length}): ${offHost.map((r) => r.url).slice(0, 10).join(', ')}`);
  }
  return f;
}

// ---------------------------------------------------------------------------------------------
/** The path with `?lang=` set to `lang` (any other query kept); the path as given without a language. */
function withLanguage(path, lang) {
  if (!lang) return path;
  const url = new URL(path, 'http://localhost');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
}

/** A file-name part for a page: `/` → `home`, `/auth/signin` → `auth-signin`. */
const pageSlug = (path) => new URL(path, 'http://localhost').pathname.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((x, y) => x - y);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The closing table: one row per page, one column per language; each cell the performance score of every run. */
function printTable(runName, results, loads) {
  const langs = languages.length ? languages : [null];
  const cell = (path, lang) => {
    const runs = results.filter((r) => r.run === runName && r.path === path && r.lang === lang);
    if (runs.length === 0) return '—';
    const perf = runs.map((r) => r.figures.scores.performance ?? 'err').join(', ');
    const others = CATEGORIES.slice(1).flatMap((c) => {
      const low = runs.map((r) => r.figures.scores[c]).filter((s) => s == null || s < GOALS[c]);
      return low.length ? [`${c} ${low.map((s) => s ?? 'err').join('/')}`] : [];
    });
    return others.length ? `${perf} (${others.join('; ')})` : perf;
  };
  console.log(`\n${runName}: performance per run (accessibility, best practices and SEO shown only when under 100)`);
  console.log(`\n| path | ${langs.map((l) => l ?? 'as given').join(' | ')} |`);
  console.log(`|---|${langs.map(() => '---').join('|')}|`);
  for (const path of pagePaths) console.log(`| \`${path}\` | ${langs.map((l) => cell(path, l)).join(' | ')} |`);
  const mine = results.filter((r) => r.run === runName);
  const metric = (key) => median(mine.map((r) => r.figures[key]));
  console.log(
    `\n${mine.length} runs; medians: FCP ${ms(metric('fcp'))}, LCP ${ms(metric('lcp'))}, SI ${ms(metric('si'))}, TBT ${ms(metric('tbt'))}, CLS ${metric('cls')?.toFixed(3) ?? '—'}, max CLS ${Math.max(...mine.map((r) => r.figures.cls ?? 0)).toFixed(3)}; load average (1 min) ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} during the runs (${cpus().length} cores)`,
  );
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  buildIfNeeded();
  const port = await startServer();
  mkdirSync(join(root, 'test-results'), { recursive: true });
  if (languages.some((lang) => ['zh-CN', 'ja'].includes(lang))) {
    // A phone has Chinese and Japanese system fonts; a server often has none, and then the text is drawn as
    // boxes of other sizes, which can change which element is the largest contentful paint.
    let hasCjkFont = true;
    try {
      hasCjkFont = execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim() !== '';
    } catch {
      /* no fontconfig tools: cannot tell */
    }
    if (!hasCjkFont) console.log('[lighthouse] no Chinese/Japanese font on this machine: zh-CN and ja are drawn as boxes (FONTCONFIG_FILE can name a fonts.conf with one)');
  }
  const pages = pagePaths.flatMap((path) => (languages.length ? languages : [null]).map((lang) => ({ path, lang })));
  const matrix = pages.length > 1 || repeat > 1;
  const results = [];
  const loads = [loadavg()[0]];
  if (matrix) console.log(`[lighthouse] ${pages.length} page(s) × ${RUNS.length} run type(s) × ${repeat}; load average ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);

  for (let round = 0; round < repeat; round++) {
    for (const { path, lang } of pages) {
      const url = `http://127.0.0.1:${port}${withLanguage(path, lang)}`;
      for (const run of RUNS) {
        const started = performance.now();
        let result = null;
        // A run the browser could not trace (NO_FCP, NO_NAVSTART: Chromium starved of CPU on a busy machine)
        // measured nothing: it is run again, twice at most, and said so.
        for (let attempt = 1; attempt <= 3; attempt++) {
          // A fresh Chromium (and profile) per run, so no run inherits another's cache or saved language.
          const userDataDir = mkdtempSync(join(tmpdir(), 'parley-lighthouse-chromium-'));
          profileDirs.push(userDataDir);
          chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent', handleSIGINT: false });
          result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, run.config);
          await stopChrome();
          rmSync(userDataDir, { recursive: true, force: true });
          loads.push(loadavg()[0]);
          const error = result?.lhr.runtimeError;
          if (!error || attempt === 3) break;
          console.log(`[lighthouse] ${run.name} ${url}: ${error.code}, measuring again (load average ${loadavg()[0].toFixed(1)})`);
        }
        if (!result) throw new Error(`Lighthouse returned no result for the ${run.name} run of ${url}`);
        const name = matrix || lang ? `lighthouse-${run.name}-${pageSlug(path)}-${lang ?? 'as-given'}.json` : `lighthouse-${run.name}.json`;
        const file = join(root, 'test-results', name);
        writeFileSync(file, result.report);
        results.push({ run: run.name, path, lang, figures: report(run.name, result.lhr, { brief: matrix }) });
        if (!matrix) console.log(`(${run.name} run took ${((performance.now() - started) / 1000).toFixed(1)} s; full report: ${file.slice(root.length)})`);
      }
    }
  }
  if (matrix) for (const run of RUNS) printTable(run.name, results, loads);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  if (!interrupted) console.error(`[lighthouse] could not measure: ${error?.stack ?? error}`);
  exitCode = interrupted ? 130 : 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
