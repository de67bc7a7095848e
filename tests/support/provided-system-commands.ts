/**
 * The system commands `npm test` provides, so the only ones a test may run: tests/support/guard-system-commands.ts
 * fails a test that runs anything else. A test that needs another tool must have it installed by
 * scripts/test.mjs (and be named here) or make what it needs itself, as tests/support/spoken-wav.ts does.
 */
import { CHROMIUM_PATH } from './chromium';
import { FIREFOX_PATH } from './firefox';

/**
 * By name, anywhere on PATH: Node.js, npm and npx come with the Node.js that runs the tests; `sh` is the
 * POSIX shell Node's own `exec`, `execSync` and `shell: true` run commands through.
 */
export const PROVIDED_COMMAND_NAMES: readonly string[] = ['node', 'npm', 'npx', 'sh'];

/** By absolute path: this very Node.js, and the Chromium and Firefox that scripts/test.mjs installs (Playwright and Puppeteer launch them). */
export function providedCommandPaths(): string[] {
  return [process.execPath, CHROMIUM_PATH, FIREFOX_PATH, '/bin/sh'];
}
