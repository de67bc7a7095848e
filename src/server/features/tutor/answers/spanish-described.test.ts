import { describe, expect, it } from 'vitest';
import { askTutor } from '../tutor-test-helpers';
import { DESCRIBED_EXAMPLES, describedInSpanish } from './spanish-described';

describe('what someone is like, said in Spanish from the word lists', () => {
  it.each(DESCRIBED_EXAMPLES.built)('%j is %j', (english, spanish) => {
    expect(describedInSpanish(english)?.spanish).toBe(spanish);
  });
  it.each(DESCRIBED_EXAMPLES.notBuilt)('%j is left to the phrasebook', (english) => {
    expect(describedInSpanish(english)).toBeNull();
  });
  it('gives the other form where the English does not tell who', () => {
    expect(describedInSpanish('I am very tall')).toEqual({ english: 'I am very tall', spanish: 'Soy muy alto.', note: 'Said by or of a woman: soy muy alta.' });
    expect(describedInSpanish('my friend is funny')?.note).toBe('For a woman: mi amiga es graciosa.');
    expect(describedInSpanish('my friend is kind')?.note).toBeUndefined();
    expect(describedInSpanish('we are young')?.spanish).toBe('Somos jóvenes.');
  });
  it('is what Lucía answers to "how do I say...?"', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'How do I say "my brother is very funny"?' }] });
    expect(reply).toContain('Mi hermano es muy gracioso.');
  });
});
