import { describe, expect, it } from 'vitest';
import { RememberedSessions } from './remembered-sessions';

const now = 1_000_000;

describe('remembered sessions', () => {
  it('answers a token for the window, never past it', () => {
    const sessions = new RememberedSessions<string>(30_000);
    sessions.remember('token-a', 'learner', now + 3_600_000, now);
    expect(sessions.get('token-a', now + 29_999)).toBe('learner');
    expect(sessions.get('token-a', now + 30_000)).toBeUndefined();
  });

  it('never past the session’s own expiry', () => {
    const sessions = new RememberedSessions<string>(30_000);
    sessions.remember('token-a', 'learner', now + 3_000, now);
    expect(sessions.get('token-a', now + 2_999)).toBe('learner');
    expect(sessions.get('token-a', now + 3_000)).toBeUndefined();
  });

  it('remembers nothing with a zero window or an expired session, and forgets on request', () => {
    const off = new RememberedSessions<string>(0);
    off.remember('token-a', 'learner', now + 60_000, now);
    expect(off.get('token-a', now)).toBeUndefined();
    const sessions = new RememberedSessions<string>(30_000);
    sessions.remember('token-a', 'learner', now - 1, now);
    expect(sessions.get('token-a', now)).toBeUndefined();
    sessions.remember('token-b', 'learner', now + 60_000, now);
    sessions.forget('token-b');
    expect(sessions.get('token-b', now)).toBeUndefined();
  });

  it('forgets every entry that matches, and only those', () => {
    const sessions = new RememberedSessions<{ userId: string }>(30_000);
    sessions.remember('phone', { userId: 'u1' }, now + 60_000, now);
    sessions.remember('laptop', { userId: 'u1' }, now + 60_000, now);
    sessions.remember('other', { userId: 'u2' }, now + 60_000, now);
    sessions.forgetWhere((value) => value.userId === 'u1');
    expect([sessions.get('phone', now), sessions.get('laptop', now), sessions.get('other', now)]).toEqual([undefined, undefined, { userId: 'u2' }]);
  });

  it('a different token is a different caller', () => {
    const sessions = new RememberedSessions<string>(30_000);
    sessions.remember('token-a', 'learner', now + 60_000, now);
    expect(sessions.get('token-b', now)).toBeUndefined();
  });

  it('reads once for concurrent requests with the same token, and again once that settled', async () => {
    const sessions = new RememberedSessions<string>(30_000);
    let calls = 0;
    let finish: (value: string) => void = () => {};
    const read = () => {
      calls += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const both = Promise.all([sessions.readOnce('token-a', read), sessions.readOnce('token-a', read)]);
    const other = sessions.readOnce('token-b', async () => 'other learner');
    expect(calls).toBe(1);
    finish('learner');
    expect(await both).toEqual(['learner', 'learner']);
    expect(await other).toBe('other learner');
    await sessions.readOnce('token-a', async () => 'read again');
    expect(await sessions.readOnce('token-a', async () => 'read again')).toBe('read again');
  });

  it('passes a failed read to every waiting request and keeps nothing of it', async () => {
    const sessions = new RememberedSessions<string>(30_000);
    const failing = () => Promise.reject(new Error('database unreachable'));
    const results = await Promise.allSettled([sessions.readOnce('token-a', failing), sessions.readOnce('token-a', async () => 'unused')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await sessions.readOnce('token-a', async () => 'learner')).toBe('learner');
  });
});
