import { describe, expect, it } from 'vitest';
import { isStoryInThePast, onlyAddsPresentS } from './story-in-the-past';

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
  });
});
