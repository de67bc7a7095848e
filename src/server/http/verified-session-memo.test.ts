import { describe, expect, it } from 'vitest';
import { MEMO_MS, signedCookieExpiry, VerifiedSessionMemo } from './verified-session-memo';

const sessionData = (expiresAt: number) => Buffer.from(JSON.stringify({ session: {}, expiresAt, signature: 'sig' })).toString('base64url');
const header = (expiresAt: number) => `better-auth.session_token=abc.def; better-auth.session_data=${sessionData(expiresAt)}`;

describe('verified session memo', () => {
  it('answers a header it accepted until the signed cookie expires, never past it', () => {
    const memo = new VerifiedSessionMemo<string>();
    const now = 1_000_000;
    memo.remember(header(now + 3_000), 'learner', now);
    expect(memo.get(header(now + 3_000), now + 2_999)).toBe('learner');
    expect(memo.get(header(now + 3_000), now + 3_000)).toBeUndefined();
  });

  it('keeps an answer at most MEMO_MS even when the cookie lives longer', () => {
    const memo = new VerifiedSessionMemo<string>();
    const now = 1_000_000;
    memo.remember(header(now + 60_000), 'learner', now);
    expect(memo.get(header(now + 60_000), now + MEMO_MS - 1)).toBe('learner');
    expect(memo.get(header(now + 60_000), now + MEMO_MS)).toBeUndefined();
  });

  it('remembers nothing for a header without a readable signed cookie, an expired one, or a chunked one', () => {
    const memo = new VerifiedSessionMemo<string>();
    const now = 1_000_000;
    for (const cookie of ['better-auth.session_token=abc', 'better-auth.session_data=not-json', header(now - 1), `${header(now + 5_000)}; better-auth.session_data=${sessionData(now + 5_000)}`]) {
      memo.remember(cookie, 'learner', now);
      expect(memo.get(cookie, now)).toBeUndefined();
    }
    expect(signedCookieExpiry(`__Secure-better-auth.session_data=${sessionData(42)}`)).toBe(42);
  });

  it('a different header is a different caller', () => {
    const memo = new VerifiedSessionMemo<string>();
    const now = 1_000_000;
    memo.remember(header(now + 5_000), 'learner', now);
    expect(memo.get(`${header(now + 5_000)}; other=1`, now)).toBeUndefined();
  });

  it('verifies once for concurrent requests with the same header, and again once that settled', async () => {
    const memo = new VerifiedSessionMemo<string>();
    let calls = 0;
    let finish: (value: string) => void = () => {};
    const verify = () => {
      calls += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const both = Promise.all([memo.verifyOnce('cookie-a', verify), memo.verifyOnce('cookie-a', verify)]);
    const other = memo.verifyOnce('cookie-b', async () => 'other learner');
    expect(calls).toBe(1);
    finish('learner');
    expect(await both).toEqual(['learner', 'learner']);
    expect(await other).toBe('other learner');
    await memo.verifyOnce('cookie-a', async () => 'checked again');
    expect(await memo.verifyOnce('cookie-a', async () => 'checked again')).toBe('checked again');
  });

  it('passes a failed verification to every waiting request and keeps nothing of it', async () => {
    const memo = new VerifiedSessionMemo<string>();
    const failing = () => Promise.reject(new Error('database unreachable'));
    const results = await Promise.allSettled([memo.verifyOnce('cookie-a', failing), memo.verifyOnce('cookie-a', async () => 'unused')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await memo.verifyOnce('cookie-a', async () => 'learner')).toBe('learner');
  });
});
