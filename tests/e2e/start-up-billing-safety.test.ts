/** The built server refuses to start with a paid provider key and no real billing (needs `npm run build`). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function startServer(env: Record<string, string>) {
  const result = spawnSync('node', ['dist/server/main.js'], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'parley-unsafe-')), ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('start-up billing safety', () => {
  it('exits naming STRIPE_SECRET_KEY and BILLING_TEST_MODE=on when a paid key has no Stripe behind it', () => {
    for (const key of ['OPENAI_API_KEY', 'ELEVENLABS_API_KEY', 'AZURE_SPEECH_KEY']) {
      const { status, output } = startServer({ [key]: 'sk-live-looking' });
      expect(status, key).toBe(1);
      expect(output).toContain('STRIPE_SECRET_KEY');
      expect(output).toContain('BILLING_TEST_MODE=on');
    }
  });

  it('exits naming STRIPE_WEBHOOK_SECRET when Stripe has no webhook secret', () => {
    const { status, output } = startServer({ OPENAI_API_KEY: 'sk-live-looking', STRIPE_SECRET_KEY: 'sk_live_looking' });
    expect(status).toBe(1);
    expect(output).toContain('STRIPE_WEBHOOK_SECRET');
  });
});
