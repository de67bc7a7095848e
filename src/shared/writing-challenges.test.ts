import { describe, expect, it } from 'vitest';
import { filterWritingChallenges, findWritingChallenge, WRITING_CHALLENGES, writingCategories } from './writing-challenges';

describe('WRITING_CHALLENGES', () => {
  it('holds exactly eight challenges with unique kebab-case ids and every field filled in', () => {
    expect(WRITING_CHALLENGES).toHaveLength(8);
    expect(new Set(WRITING_CHALLENGES.map((c) => c.id)).size).toBe(8);
    for (const challenge of WRITING_CHALLENGES) {
      expect(challenge.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const text of [challenge.title, challenge.description, challenge.purpose]) expect(text.trim()).not.toBe('');
      expect(['beginner', 'intermediate', 'advanced']).toContain(challenge.difficulty);
    }
  });

  it('covers all four categories', () => {
    expect(new Set(WRITING_CHALLENGES.map((c) => c.category))).toEqual(new Set(writingCategories));
  });
});

describe('filterWritingChallenges', () => {
  it('shows all eight for All', () => {
    expect(filterWritingChallenges('All')).toHaveLength(8);
  });

  it.each(writingCategories)('shows only %s challenges for %s', (category) => {
    const shown = filterWritingChallenges(category);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((c) => c.category === category)).toBe(true);
    expect(shown).toEqual(WRITING_CHALLENGES.filter((c) => c.category === category));
  });
});

describe('findWritingChallenge', () => {
  it('finds a challenge by id and nothing for an unknown id', () => {
    expect(findWritingChallenge('meeting-request-email')?.title).toBe('Meeting Request Email');
    expect(findWritingChallenge('no-such-challenge')).toBeUndefined();
    expect(findWritingChallenge('')).toBeUndefined();
  });
});
