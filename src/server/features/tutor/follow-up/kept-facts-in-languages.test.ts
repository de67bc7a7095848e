/** Kept facts in every interface language: each kind written with its slots, English and unread facts as kept. */
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '#/shared/i18n/locales';
import { keptFactIn } from './kept-facts-in-languages';

const FACTS = ['Is called Ines', 'Is 34 years old', 'Works as a nurse in a hospital', 'Works at Google', 'Studies law', 'Wants to be a pilot', 'Lives in Leeds', 'Comes from Peru', 'Moved here from Lima last year', 'Has an exam on 3 March', 'Has 2 cats called Tom and Bo', 'Has a brother'];
/** The learner's own words in each fact, which every language keeps. */
const WORDS = ['Ines', '34', 'nurse', 'Google', 'law', 'pilot', 'Leeds', 'Peru', 'Lima', '3 March', 'cats', 'a brother'];

describe('a kept fact in the interface language', () => {
  it.each(LOCALE_CODES.filter((locale) => locale !== 'en'))('%s: every kind is said, with the learner’s words', (locale) => {
    FACTS.forEach((fact, i) => {
      const shown = keptFactIn(fact, locale);
      expect(shown, fact).not.toBe(fact);
      expect(shown, fact).toContain(WORDS[i]);
      expect(shown, fact).not.toMatch(/[{}[\]]/);
    });
  });

  it('keeps English, and a fact written another way, as kept', () => {
    expect(keptFactIn('Has a brother', 'en')).toBe('Has a brother');
    expect(keptFactIn('Loves jazz on Sunday mornings', 'es')).toBe('Loves jazz on Sunday mornings');
  });
});
