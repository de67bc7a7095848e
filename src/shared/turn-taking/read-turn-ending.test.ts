import { describe, expect, it } from 'vitest';
import { readTurnEnding, toWords } from './read-turn-ending';
import { TURN_ENDING_PACKS } from './turn-ending-rules';

describe.each(Object.values(TURN_ENDING_PACKS))('the $language pack', (pack) => {
  for (const rule of pack.rules) {
    describe(rule.family, () => {
      it.each(rule.examples)(`reads "%s" as ${rule.ending}, by this rule`, (text) => {
        const reading = readTurnEnding(text, pack.language);
        expect(reading.ending).toBe(rule.ending);
        expect(reading.rule?.family ?? 'no rule').toBe(rule.family);
      });
      it.each(rule.counterExamples)('does not end "%s" by this rule', (text) => {
        expect(readTurnEnding(text, pack.language).rule?.family).not.toBe(rule.family);
      });
    });
  }

  it('has no phrase twice within a rule', () => {
    for (const rule of pack.rules) expect(new Set(rule.phrases).size, rule.family).toBe(rule.phrases.length);
  });
});

describe('readTurnEnding', () => {
  it('holds on the fillers the learners use in both languages', () => {
    for (const text of ['I would like um', 'and uh', 'it was er']) expect(readTurnEnding(text, 'en-US').ending).toBe('filler');
    for (const text of ['quiero eh', 'la este', 'me gusta o sea', 'pues']) expect(readTurnEnding(text, 'es-ES').ending).toBe('filler');
  });

  it('lets a finished sentence go, and an open one closed by the recogniser', () => {
    expect(readTurnEnding('I went to the park yesterday', 'en-US').ending).toBe('complete');
    expect(readTurnEnding('Voy a la playa', 'es-ES').ending).toBe('complete');
    expect(readTurnEnding('What time is it?', 'en-US').ending).toBe('complete');
    expect(readTurnEnding('I would like to', 'en-US').ending).toBe('open');
  });

  it('knows nothing without words or without a pack for the language', () => {
    expect(readTurnEnding('  ', 'en-US').ending).toBe('unheard');
    expect(readTurnEnding('je voudrais un', 'fr-FR')).toEqual({ ending: 'complete', rule: null });
  });

  it('splits words as a recogniser writes them', () => {
    expect(toWords("I’m here, MM-hm... ¿Qué tal?")).toEqual(["i'm", 'here', 'mm', 'hm', 'qué', 'tal']);
  });
});

describe('readTurnEnding by word classes', () => {
  it('reads a verb that needs a complement as open in every person, unless an object pronoun completes it', () => {
    for (const text of ['necesito', 'necesitas', 'necesita', 'necesitamos', 'necesitan']) expect(readTurnEnding(text, 'es-ES').ending).toBe('open');
    expect(readTurnEnding('lo necesitamos', 'es-ES').ending).toBe('complete');
  });

  it('keeps finished answers complete though their verbs may need more elsewhere', () => {
    for (const text of ["I don't know", 'I agree', 'I understand', 'yes I can', "no I can't", 'so do I']) expect(readTurnEnding(text, 'en-US').ending).toBe('complete');
    for (const text of ['no hace falta', 'qué tiempo hace', 'te quiero']) expect(readTurnEnding(text, 'es-ES').ending).toBe('complete');
  });
});
