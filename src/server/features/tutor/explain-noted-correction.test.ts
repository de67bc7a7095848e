import { describe, expect, it } from 'vitest';
import { translate } from '#/shared/i18n/catalogue';
import { explainNotedCorrection } from './explain-noted-correction';
import { englishReasonsCatalogue } from './packs/en/messages/catalogue';
import { spanishReasonsCatalogue } from './packs/es/messages/catalogue';

describe('a noted correction explained in another language', () => {
  it('is its reason message said again, with the learner’s words it quotes', () => {
    const note = translate(englishReasonsCatalogue, 'en', 'one-word-or-two.two', { two: 'a lot' });
    expect(note).toBe("'a lot' is two words.");
    expect(explainNotedCorrection(note, 'one-word-or-two', 'es')).toBe('“a lot” son dos palabras.');
    expect(explainNotedCorrection(note, 'one-word-or-two', 'es')).toBe(translate(englishReasonsCatalogue, 'es', 'one-word-or-two.two', { two: 'a lot' }));
  });

  it('reads back a value quoted twice, and a reason of the Spanish pack', () => {
    const values = { word: 'every', singular: 'day' };
    const note = translate(englishReasonsCatalogue, 'en', 'every-each-plural.singular', values);
    expect(explainNotedCorrection(note, 'every-each-plural', 'ja')).toBe(translate(englishReasonsCatalogue, 'ja', 'every-each-plural.singular', values));
    const spanish = translate(spanishReasonsCatalogue, 'en', 'es:a-plus-el.joined', { word: 'a', joined: 'al' });
    expect(explainNotedCorrection(spanish, 'es:a-plus-el', 'fr')).toBe(translate(spanishReasonsCatalogue, 'fr', 'es:a-plus-el.joined', { word: 'a', joined: 'al' }));
  });

  it('finds the message whatever rule is noted (Harper’s are noted by their own name)', () => {
    const note = translate(englishReasonsCatalogue, 'en', 'harper:spelling', { to: 'necessary' });
    expect(explainNotedCorrection(note, 'harper:Spelling', 'ar')).toBe(translate(englishReasonsCatalogue, 'ar', 'harper:spelling', { to: 'necessary' }));
    expect(explainNotedCorrection(note, null, 'ar')).toBe(translate(englishReasonsCatalogue, 'ar', 'harper:spelling', { to: 'necessary' }));
  });

  it('keeps English, and a note that is no reason message (a model’s), as they are', () => {
    const note = translate(englishReasonsCatalogue, 'en', 'one-word-or-two.two', { two: 'a lot' });
    expect(explainNotedCorrection(note, 'one-word-or-two', 'en')).toBe(note);
    expect(explainNotedCorrection('Use the past tense for finished actions.', 'model', 'es')).toBe('Use the past tense for finished actions.');
    expect(explainNotedCorrection('', 'model', 'es')).toBe('');
  });
});
