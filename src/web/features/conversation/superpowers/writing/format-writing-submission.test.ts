import { describe, expect, it } from 'vitest';
import { findWritingChallenge } from '#/shared/writing-challenges';
import { formatWritingSubmission } from './format-writing-submission';
import { MAX_WRITING_LENGTH } from './writing-copy';

describe('formatWritingSubmission', () => {
  it('names the challenge above the trimmed text', () => {
    expect(formatWritingSubmission('  Last weekend I went to the sea.\n', findWritingChallenge('last-weekend-story'))).toBe(
      'Writing challenge: Last Weekend Story\n\nLast weekend I went to the sea.',
    );
  });

  it('marks free writing', () => {
    expect(formatWritingSubmission('My morning starts at six.', undefined)).toBe('Free writing\n\nMy morning starts at six.');
  });

  it('stays within the chat function\'s 4,000 characters a message', () => {
    const challenge = findWritingChallenge('meeting-request-email');
    expect(formatWritingSubmission('a'.repeat(5_000), challenge).length).toBeLessThanOrEqual(4_000);
    expect(formatWritingSubmission('a'.repeat(5_000), challenge)).toContain('a'.repeat(MAX_WRITING_LENGTH));
  });
});
