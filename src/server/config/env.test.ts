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
