import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Env, parseEnv } from '../../src/server/config/env';

/** A valid environment for tests, with a throwaway DATA_DIR; override any variable. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'parley-test-')),
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    APP_URL: 'http://localhost:3000',
    AUTH_RATE_LIMIT: 'off',
    // Tests run fake paid providers without Stripe: they opt in to test billing, as an operator would have to.
    BILLING_TEST_MODE: 'on',
    // The notebook side call would add a request to the fake model after every reply; tests that want it turn it on.
    LEARNING_NOTES: 'off',
    ...overrides,
  });
}
