import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { fromOpenAiError, kindForStatus, ProviderError, providerFailureDetail } from './provider-error';

describe('kindForStatus', () => {
  it.each([
    [429, 'rate_limited'],
    [408, 'timeout'],
    [504, 'timeout'],
    [401, 'rejected'],
    [400, 'rejected'],
    [500, 'unavailable'],
    [503, 'unavailable'],
    [undefined, 'unavailable'],
  ] as const)('%s is %s', (status, kind) => expect(kindForStatus(status)).toBe(kind));
});

describe('fromOpenAiError', () => {
  it('keeps the status and the provider message for the log', () => {
    const error = fromOpenAiError('OpenAI API', OpenAI.APIError.generate(429, { error: { message: 'Slow down' } }, undefined, new Headers()));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: 'OpenAI API', kind: 'rate_limited', status: 429, message: expect.stringContaining('Slow down') });
    expect(providerFailureDetail(error)).toBe(' (rate_limited, 429)');
  });

  it('calls a timeout a timeout and anything else unavailable', () => {
    expect(fromOpenAiError('OpenAI API', new OpenAI.APIConnectionTimeoutError())).toMatchObject({ kind: 'timeout', status: 504 });
    expect(fromOpenAiError('OpenAI API', new TypeError('fetch failed'))).toMatchObject({ kind: 'unavailable', status: 502, message: 'OpenAI API failed: fetch failed' });
  });

  it("lets the caller's own abort through unchanged", () => {
    const controller = new AbortController();
    controller.abort(new DOMException('stopped', 'AbortError'));
    const error = fromOpenAiError('OpenAI API', new OpenAI.APIUserAbortError(), controller.signal);
    expect(error).not.toBeInstanceOf(ProviderError);
    expect(error).toBe(controller.signal.reason);
  });

  it('passes a ProviderError through as it is', () => {
    const original = new ProviderError('OpenAI API', 'bad_response', 'Invalid response format from OpenAI API');
    expect(fromOpenAiError('other', original)).toBe(original);
    expect(providerFailureDetail(new Error('x'))).toBe('');
  });
});
