import { describe, expect, it } from 'vitest';
import { MAX_DEFINITION_CONTEXT_LENGTH } from './api/chat';
import { indexOfWord, sentenceContaining } from './vocabulary-sentence';

describe('sentenceContaining', () => {
  it('finds the sentence that holds the word as a whole word', () => {
    const text = 'Banking is hard. I sat on the river bank. Then I went home.';
    expect(sentenceContaining(text, 'bank')).toBe('I sat on the river bank.');
    expect(indexOfWord('Banking is hard.', 'bank')).toBe(-1);
    expect(sentenceContaining(text, 'ocean')).toBe('');
  });

  it('cuts a long sentence to whole words around the word, within the length the server reads', () => {
    const long = `${'very '.repeat(120)}remarkable ${'indeed '.repeat(120)}end.`;
    const cut = sentenceContaining(long, 'remarkable');
    expect(cut.length).toBeLessThanOrEqual(MAX_DEFINITION_CONTEXT_LENGTH);
    expect(cut).toMatch(/^very .* remarkable indeed .*indeed$/);
  });
});
