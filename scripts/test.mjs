// `npm test`: does its own set-up, builds the app (the browser tests use the real bundle), runs every
// Vitest project, then prints the closing line "N passed, N failed, N skipped" from Vitest's JSON report.
//
// Set-up on a fresh machine: the browser suites need Debian's Chromium (and one, Debian's Firefox ESR).
// When one is missing and this runs as root, it is installed through apt (said so on the console). When it
// cannot be, the rest still runs and the suites needing it are reported as skipped, with the reason, above
// the summary line.
// The PostgreSQL suites are likewise skipped (with the reason) when no server is reachable outside CI.
// In CI (CI set) nothing may be skipped for a missing tool: those suites fail instead.
//
// What this set-up provides (Node.js with npm and npx, a POSIX shell, and the Chromium and Firefox installed
// here) is listed in tests/support/provided-system-commands.ts: a test that runs any other system command
// fails (tests/support/guard-system-commands.ts). A test that needs a new tool: install it here and name it there.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import pg from 'pg';

const report = 'test-results/vitest.json';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'; // tests/support/firefox.ts
const POSTGRES_URL = process.env.PARLEY_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

mkdirSync('test-results', { recursive: true });
rmSync(report, { force: true });

/** Installs Debian's `pkg` through apt when `path` is missing and this runs as root; the reason it cannot, if so. */
function installWithApt({ name, pkg, path, pathVariable }) {
  if (existsSync(path)) return undefined;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt || process.env[pathVariable]) {
    const why = process.env[pathVariable] ? `${pathVariable} points elsewhere` : !hasApt ? 'no apt-get on this machine' : 'not running as root';
    return `${name} not found at ${path} and it cannot be installed here (${why}): run \`apt-get install -y ${pkg}\` as root`;
  }
  console.log(`[test] ${name} not found at ${path}: installing Debian's ${pkg} through apt (running as root)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env }) : update;
  if (install.status === 0 && existsSync(path)) {
    console.log(`[test] installed ${name} at ${path}`);
    return undefined;
  }
  return `${name} not found at ${path} and \`apt-get install -y ${pkg}\` failed (exit ${install.status})`;
}

async function postgresProblem() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return `no PostgreSQL server reachable at ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')} (${error.code ?? error.message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

const chromiumProblem = installWithApt({ name: 'Chromium', pkg: 'chromium', path: CHROMIUM_PATH, pathVariable: 'CHROMIUM_PATH' });
// Only tests/e2e/firefox-streamed-speech.test.ts needs it (streamed speech played as it arrives, in Firefox too).
const firefoxProblem = installWithApt({ name: 'Firefox', pkg: 'firefox-esr', path: FIREFOX_PATH, pathVariable: 'FIREFOX_PATH' });
const databaseProblem = await postgresProblem();

execSync('npm run build --silent', { stdio: 'inherit' });

const extra = process.argv.slice(2);
const run = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra], {
  stdio: 'inherit',
});

/** Why a whole test file was skipped, from the tools it needs (see tests/support/browser.ts and scratch-postgres.ts). */
function reasonFor(file) {
  const needs = [];
  if (file.startsWith('tests/postgres/') && databaseProblem) needs.push(databaseProblem);
  if ((file.startsWith('tests/e2e/') || file.includes('realtime')) && chromiumProblem) needs.push(chromiumProblem);
  if (file.includes('firefox') && firefoxProblem) needs.push(firefoxProblem);
  return needs.join('; ') || 'skipped in the test file';
}

let passed = 0;
let failed = 0;
let skipped = 0;
const skippedFiles = new Map();
try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  skipped = result.numPendingTests + result.numTodoTests;
  failed = result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  if (!result.success && failed === 0) failed = 1; // a suite that crashed before running its tests
  for (const suite of result.testResults) {
    const tests = suite.assertionResults;
    const skippedHere = tests.filter((t) => t.status === 'pending' || t.status === 'skipped' || t.status === 'todo').length;
    if (skippedHere === 0) continue;
    const file = relative(process.cwd(), suite.name);
    const reason = skippedHere === tests.length ? reasonFor(file) : 'skipped in the test file';
    skippedFiles.set(reason, [...(skippedFiles.get(reason) ?? []), `${file} (${skippedHere})`]);
  }
} catch {
  failed = Math.max(failed, 1);
}
for (const [reason, files] of skippedFiles) console.log(`\nSkipped — ${reason}:\n  ${files.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
