import { describe, expect, it } from 'vitest';
import { isStoryInThePast, isToldInThePastBefore, onlyAddsPresentS } from './story-in-the-past';

describe('a story told in the past, by the message before', () => {
  it.each(['Yesterday my son had an accident at school.', 'Last week I was in London.', 'My husband went to the doctor.', 'Two days ago we moved.'])('%j tells one', (message) => {
    expect(isStoryInThePast(message)).toBe(true);
  });

  it.each(['I have two children.', 'My son plays football every weekend.', 'I have seen that film.', '', undefined])('%j tells none', (message) => {
    expect(isStoryInThePast(message)).toBe(false);
  });

  it("knows a change that only adds a present -s from one that does more", () => {
    const s = { original: 'He fall.', corrected: 'He falls.', fixes: [{ from: 'fall', to: 'falls', before: 'He', reason: { key: 'subject-verb-agreement.s' } }] };
    const past = { original: 'Yesterday he fall.', corrected: 'Yesterday he fell.', fixes: [{ from: 'fall', to: 'fell', before: 'he', reason: { key: 'tense-with-time-markers.past' } }] };
    expect(onlyAddsPresentS(s)).toBe(true);
    expect(onlyAddsPresentS(past)).toBe(false);
    expect(onlyAddsPresentS({ original: '', corrected: '', fixes: [{ from: 'live', to: 'lives', before: 'who', reason: { key: 'who-agreement.singular' } }] })).toBe(true);
  });
});

describe('a story told in the past before the slip, in the same message', () => {
  const addsS = (before: string, from: string) => ({ original: '', corrected: '', fixes: [{ from, to: `${from}s`, before, reason: { key: 'subject-verb-agreement.s' } }] });
  it('reads the words before the verb asked about', () => {
    expect(isToldInThePastBefore('It was about a woman who find a dog in the snow.', addsS('who', 'find'))).toBe(true);
    expect(isToldInThePastBefore('Last summer my brother visit us.', addsS('brother', 'visit'))).toBe(true);
  });
  it('leaves a present told before, and a past told only after', () => {
    expect(isToldInThePastBefore('My sister work in a bank, she was a teacher before.', addsS('sister', 'work'))).toBe(false);
    expect(isToldInThePastBefore('He live in Rome and he likes it.', addsS('He', 'live'))).toBe(false);
    expect(isToldInThePastBefore('When I was a child I lived in Rome. Now my sister work in a bank.', addsS('sister', 'work'))).toBe(false);
    expect(isToldInThePastBefore('Yesterday was my birthday. My husband always cook for me.', addsS('husband', 'always'))).toBe(false);
  });
});
