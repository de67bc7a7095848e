import { afterEach, describe, expect, it } from 'vitest';
import { log, redactSecrets, tapLog } from './logger';

let untap = () => {};
afterEach(() => untap());

function linesOf(write: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  untap = tapLog((line) => void lines.push(line));
  write();
  untap();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the logger', () => {
  it('censors secret-looking fields at the top of a line and one level down, and nothing else', () => {
    const fields = { password: 'pw', route: '/api/auth/sign-in/email', user: { token: 'tk', name: 'Ana' }, request: { body: 'words', status: 200 } };
    const [line] = linesOf(() => log.info(fields, 'signed in'));
    expect(line).toMatchObject({ password: '[redacted]', route: '/api/auth/sign-in/email', user: { token: '[redacted]', name: 'Ana' }, request: { body: '[redacted]', status: 200 }, msg: 'signed in' });
    expect(fields).toEqual({ password: 'pw', route: '/api/auth/sign-in/email', user: { token: 'tk', name: 'Ana' }, request: { body: 'words', status: 200 } });
  });

  it('serializes errors as before: their kind and message, never the fields of the error object itself', () => {
    const error = Object.assign(new Error('the model is overloaded'), { status: 503, body: 'learner words' });
    const [line] = linesOf(() => log.error({ err: error }, 'chat: openai failed'));
    expect(line!.err).toMatchObject({ type: 'Error', message: 'the model is overloaded', status: 503 });
    expect(JSON.stringify(line)).not.toContain('learner words');
  });

  it('hands a line without secrets on as it came, without copying it', () => {
    const fields = { method: 'POST', route: '/functions/v1/chat', status: 200, ms: 12 };
    expect(redactSecrets(fields)).toBe(fields);
  });
});
