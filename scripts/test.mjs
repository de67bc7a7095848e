// `npm test`: builds the app (the browser tests use the real bundle), runs every Vitest project,
// then prints the plain closing line "N passed, N failed" computed from Vitest's JSON report.
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const report = 'test-results/vitest.json';
mkdirSync('test-results', { recursive: true });

execSync('npm run build --silent', { stdio: 'inherit' });

const extra = process.argv.slice(2);
const run = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra], {
  stdio: 'inherit',
});

let passed = 0;
let failed = 0;
try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  failed = result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  if (!result.success && failed === 0) failed = 1; // a suite that crashed before running its tests
} catch {
  failed = Math.max(failed, 1);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
