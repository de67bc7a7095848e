import { describe, expect, it } from 'vitest';
import { judgeProduction } from './judge-production';

describe("judging the learner's own answer", () => {
  it('reaches the highest level whose every sign the answer shows', () => {
    expect(judgeProduction({ words: 120, mistakesPer100: 1, links: 8, lessCommonShare: 0.2 }).level).toBe('C1');
    expect(judgeProduction({ words: 70, mistakesPer100: 3, links: 5, lessCommonShare: 0.1 }).level).toBe('B2');
    expect(judgeProduction({ words: 40, mistakesPer100: 5, links: 3, lessCommonShare: 0.02 }).level).toBe('B1');
    expect(judgeProduction({ words: 18, mistakesPer100: 10, links: 1, lessCommonShare: 0 }).level).toBe('A2');
  });

  it('holds a long answer back when it has many mistakes or no linking words', () => {
    expect(judgeProduction({ words: 120, mistakesPer100: 9, links: 8, lessCommonShare: 0.2 }).level).toBe('A2');
    expect(judgeProduction({ words: 120, mistakesPer100: 1, links: 0, lessCommonShare: 0.2 }).level).toBe('A1');
  });

  it('ignores the share of less common words where there is no frequency list (Spanish)', () => {
    expect(judgeProduction({ words: 70, mistakesPer100: 3, links: 5, lessCommonShare: null }).level).toBe('B2');
  });

  it('says what it measured, with the article the level takes', () => {
    expect(judgeProduction({ words: 18, mistakesPer100: 100 / 18, links: 1, lessCommonShare: 0 }).reason).toBe('You used 18 words with 1 linking word and 1 mistake our checker found, as an A2 speaker does.');
    expect(judgeProduction({ words: 40, mistakesPer100: 5, links: 3, lessCommonShare: 0.02 }).reason).toBe('You used 40 words with 3 linking words and 2 mistakes our checker found, as a B1 speaker does.');
  });

  it('starts a very short answer at A1 and says so', () => {
    expect(judgeProduction({ words: 3, mistakesPer100: 0, links: 0, lessCommonShare: null })).toMatchObject({ level: 'A1', reason: 'Your answer was very short, so we start at A1: say a little more next time.' });
  });
});
