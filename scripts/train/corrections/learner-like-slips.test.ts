import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../lib/speaker-folds';
import { addS, dropS, everySlipOf, misspell, SLIP_KINDS, slipInto, withSlips } from './learner-like-slips';

const slipsOf = (kind: string, sentence: string) => everySlipOf(SLIP_KINDS, kind, sentence);

describe('learner-like slips', () => {
  it('spells regular plurals both ways', () => {
    expect([addS('box'), addS('city'), addS('day'), addS('dog'), addS('church')]).toEqual(['boxes', 'cities', 'days', 'dogs', 'churches']);
    expect([dropS('boxes'), dropS('cities'), dropS('dogs'), dropS('days')]).toEqual(['box', 'city', 'dog', 'day']);
    expect([dropS('classes'), dropS('sizes'), dropS('buzzes'), dropS('lies'), dropS('ties'), dropS('churches')]).toEqual(['class', 'size', 'buzz', 'lie', 'tie', 'church']);
    expect([dropS('glass'), dropS('bus'), dropS('this'), dropS('is'), dropS("dog's")]).toEqual([null, null, null, null, null]);
  });

  it('drops or confuses an article, never the first word', () => {
    expect(slipsOf('article-dropped', 'She bought a new car yesterday.')).toEqual(['She bought new car yesterday.']);
    expect(slipsOf('article-dropped', 'the car was new.')).toEqual([]);
    expect(slipsOf('article-confused', 'a car was new.')).toEqual([]);
    expect(slipsOf('article-confused', 'She saw an owl.').sort()).toEqual(['She saw a owl.', 'She saw the owl.']);
  });

  it('changes the number of the noun after a determiner, not of a word that is no noun', () => {
    expect(slipsOf('noun-number', 'He read two books about the city.').sort()).toEqual(['He read two book about the city.', 'He read two books about the cities.']);
    expect(slipsOf('noun-number', 'It was the most beautiful day.')).toEqual([]);
    expect(slipsOf('noun-number', 'She bought a new car.')).toEqual([]);
  });

  it('breaks agreement of be, have and do, and drops a third person -s', () => {
    expect(slipsOf('agreement', 'My sister has a cat that is old.').sort()).toEqual(['My sister has a cat that are old.', 'My sister have a cat that is old.']);
    expect(slipsOf('third-person-s-dropped', 'Every morning she watches the news.')).toEqual(['Every morning she watch the news.']);
    expect(slipsOf('third-person-s-dropped', 'She always wins.')).toEqual([]);
  });

  it('gives the verb after a modal an -s or a to', () => {
    expect(slipsOf('verb-form-after-modal', 'You can swim here.').sort()).toEqual(['You can swims here.', 'You can to swim here.']);
    expect(slipsOf('verb-form-after-modal', 'You must not go.')).toEqual([]);
    expect(slipsOf('verb-form-after-modal', 'You can always go.')).toEqual([]);
  });

  it('puts a base form after be, and in place of a past after its subject', () => {
    expect(slipsOf('be-with-base-form', 'She was making a cake when I arrived.')).toEqual(['She was make a cake when I arrived.']);
    expect(slipsOf('be-with-base-form', 'The ring is on the table.')).toEqual([]);
    expect(slipsOf('past-as-base-form', 'Then she went home and we talked.').sort()).toEqual(['Then she go home and we talked.', 'Then she went home and we talk.']);
    expect(slipsOf('past-as-base-form', 'He was tired, so he had a nap.')).toEqual([]);
  });

  it('swaps a preposition for another and misspells a long word inside, keeping its first and last letters', () => {
    const swapped = slipsOf('preposition-confused', 'We met in London.');
    expect(swapped.length).toBeGreaterThan(1);
    expect(swapped.every((s) => /^We met (on|at|to|for|of|with|from|about|by) London\.$/.test(s))).toBe(true);
    for (const word of ['admired', 'mountains']) {
      for (let at = 1; at <= word.length - 2; at++) {
        for (const how of ['drop', 'swap', 'double'] as const) {
          const slipped = misspell(word, at, how);
          expect(slipped).not.toBe(word);
          expect([slipped[0], slipped.at(-1)]).toEqual([word[0], word.at(-1)]);
        }
      }
    }
    expect(slipsOf('misspelt', 'They admired the mountains.').length).toBeGreaterThan(1);
  });

  it('puts one slip in a sentence, seeded, and leaves a sentence with no place for one out', () => {
    const sentences = ['She bought a new car yesterday.', 'Ouch!', 'We met in London on a rainy day.'];
    const first = withSlips(sentences, 9);
    expect(first).toEqual(withSlips(sentences, 9));
    expect(first.map((s) => s.fluent)).toEqual(['She bought a new car yesterday.', 'We met in London on a rainy day.']);
    for (const s of first) {
      // One place changed: the words before it and after it are the fluent sentence's own.
      const [was, now] = [s.fluent.split(' '), s.text.split(' ')];
      let same = 0;
      while (was[same] === now[same]) same++;
      let end = 0;
      while (end < Math.min(was.length, now.length) - same && was.at(-1 - end) === now.at(-1 - end)) end++;
      expect(was.length - same - end).toBeLessThanOrEqual(1);
      expect(now.length - same - end).toBeLessThanOrEqual(2);
      expect(s.text).not.toBe(s.fluent);
    }
    expect(slipInto('Ouch!', mulberry32(1))).toBeNull();
  });
});
