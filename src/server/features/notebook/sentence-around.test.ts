import { describe, expect, it } from 'vitest';
import { sentenceAround } from './sentence-around';

describe('sentenceAround', () => {
  it('finds the sentence of a message the slip was in', () => {
    expect(sentenceAround('Me gusta el cine. La película es muy bueno. ¿Y a ti?', 'muy bueno')).toBe('La película es muy bueno.');
  });

  it('gives the whole message when the slip runs across two sentences', () => {
    expect(sentenceAround('I went. He go home.', 'went. He go')).toBe('I went. He go home.');
  });

  it('gives null when the slip is not in the message', () => {
    expect(sentenceAround('I went home.', 'he go')).toBeNull();
    expect(sentenceAround('I went home.', '  ')).toBeNull();
  });
});
