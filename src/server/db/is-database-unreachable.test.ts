import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './is-database-unreachable';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnreachable', () => {
  it('knows a refused, reset or timed-out socket, a server shutting down and a lost connection', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001']) expect(isDatabaseUnreachable(coded(code)), code).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout expired'))).toBe(true);
  });
  it('reads the cause a query error wraps', () => {
    expect(isDatabaseUnreachable(new Error('Failed query: select 1', { cause: coded('ECONNREFUSED') }))).toBe(true);
    expect(isDatabaseUnreachable(new Error('outer', { cause: new Error('middle', { cause: coded('57P01') }) }))).toBe(true);
  });
  it('leaves a wrong query, a broken constraint or anything else alone', () => {
    for (const code of ['23505', '42P01', '22P02', '40001']) expect(isDatabaseUnreachable(coded(code)), code).toBe(false);
    expect(isDatabaseUnreachable(new Error('Failed query', { cause: coded('23505') }))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
    expect(isDatabaseUnreachable(new Error('the lesson timeout expired before the learner answered'))).toBe(false);
  });
});
