import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '#': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
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
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000, fileParallelism: false },
      },
    ],
  },
});
