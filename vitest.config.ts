import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chromiumUnavailableReason } from './tests/support/chromium';

const alias = { '#': fileURLToPath(new URL('./src', import.meta.url)) };

// Without Chromium (outside CI) the browser suites are collected but skipped — a pattern that matches no
// test name — so the JSON report counts them as skipped and `npm test` names the reason (scripts/test.mjs).
const skipBrowserSuites = chromiumUnavailableReason() ? { testNamePattern: /(?!)/ } : {};

export default defineConfig({
  resolve: { alias },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    // Every project: a test may run only the system commands `npm test` provides (tests/support/provided-system-commands.ts),
    // and the server's log lines are shown only under a failing test (tests/support/capture-server-logs.ts).
    setupFiles: ['tests/support/guard-system-commands.ts', 'tests/support/capture-server-logs.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 30_000 },
      },
      {
        extends: true,
        test: { name: 'postgres', include: ['tests/postgres/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, fileParallelism: false },
      },
      {
        extends: true,
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000, fileParallelism: false, ...skipBrowserSuites },
      },
    ],
  },
});
