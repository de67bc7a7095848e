import { describe, expect, it } from 'vitest';
import { ApiError } from '#/web/lib/api-client';
import { TimeoutError } from '#/web/lib/with-timeout';
import { describeSendFailure } from './describe-send-failure';

const rawWords = /Failed to fetch|dynamically imported|\.js|relation|status \d{3}/;

describe('describeSendFailure', () => {
  it('says offline first, whatever the error', () => {
    const failure = describeSendFailure(new TypeError('Failed to fetch dynamically imported module: http://x/assets/stream-chat-reply-abc.js'), 'Maya Chen', false);
    expect(failure).toEqual({ notice: "You're offline — we'll keep your message. Press Retry when you're back online.", shouldEdit: false });
  });

  it('never repeats a raw error or a file name', () => {
    for (const error of [new TypeError('Failed to fetch'), new TypeError('Failed to fetch dynamically imported module: http://x/a.js'), new ApiError('relation "m" does not exist', 500, 'internal_error'), new ApiError('Request failed with status 503', 503)]) {
      expect(describeSendFailure(error, 'Maya Chen', true).notice).not.toMatch(rawWords);
    }
  });

  it("shows the server's request to rephrase a refused message, and hands the words back to edit", () => {
    const refusal = "The teacher couldn't answer that message. Please say it another way and try again.";
    expect(describeSendFailure(new ApiError(refusal, 422, 'message_refused'), 'Maya Chen', true)).toEqual({ notice: refusal, shouldEdit: true });
    expect(describeSendFailure(new ApiError('NUL byte', 400, 'unstorable_text'), 'Maya Chen', true).shouldEdit).toBe(true);
  });

  it('names the teacher when the provider failed or took too long', () => {
    expect(describeSendFailure(new ApiError('upstream', 502, 'provider_failed'), 'Maya Chen', true).notice).toMatch(/^Maya Chen couldn't answer just now/);
    expect(describeSendFailure(new TimeoutError(), 'Maya Chen', true).notice).toMatch(/^Maya Chen took too long/);
  });
});
