import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('runs with no variables at all: port 3000, ./data, no keys', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', APP_URL: 'http://localhost:3000', ADMIN_EMAILS: [] });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });
  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ GOOGLE_ISSUER_URL: 'accounts' })).toThrow(/GOOGLE_ISSUER_URL/);
  });
  it('treats empty strings as unset and normalises admin emails', () => {
    const env = parseEnv({ DATABASE_URL: '', SMTP_URL: '', ADMIN_EMAILS: ' A@B.co ,, c@d.co ', APP_URL: 'https://parley.app/' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual(['a@b.co', 'c@d.co']);
    expect(env.APP_URL).toBe('https://parley.app');
  });
});

describe('billing safety at start-up', () => {
  it('refuses a paid model or speech key without Stripe, naming STRIPE_SECRET_KEY and the opt-in', () => {
    for (const key of ['OPENAI_API_KEY', 'ELEVENLABS_API_KEY']) {
      expect(() => parseEnv({ [key]: 'sk-live' })).toThrow(EnvError);
      expect(() => parseEnv({ [key]: 'sk-live' })).toThrow(new RegExp(`${key}.*STRIPE_SECRET_KEY.*BILLING_TEST_MODE=on`, 's'));
    }
  });
  it('refuses a Stripe key without its webhook secret', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ OPENAI_API_KEY: 'sk-live', STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
  it('starts with no keys (local test billing), with Stripe fully set, or with the explicit opt-in', () => {
    expect(parseEnv({}).BILLING_TEST_MODE).toBe('off');
    expect(() => parseEnv({ OPENAI_API_KEY: 'sk-live', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).not.toThrow();
    expect(() => parseEnv({ OPENAI_API_KEY: 'sk-test', ELEVENLABS_API_KEY: 'el-test', BILLING_TEST_MODE: 'on' })).not.toThrow();
  });
});
