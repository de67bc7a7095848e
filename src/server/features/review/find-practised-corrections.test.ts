import { describe, expect, it } from 'vitest';
import { changedSpans, findPractisedCorrections, isPractised } from './find-practised-corrections';

const card = (front: string, back: string) => ({ id: front, front, back });

describe('a due correction used rightly in a message', () => {
  const examples: Array<[front: string, back: string, message: string]> = [
    ['my freind', 'my friend', 'I went to the cinema with my friend yesterday.'],
    ['She go to school', 'She goes to school', 'My sister? She goes to the gym every day.'],
    ['I am agree', 'I agree', 'I agree with you, it is expensive.'],
    ['alot', 'a lot', 'I like it a lot.'],
    ['Yesterday I go to the cinema', 'Yesterday I went to the cinema', 'On Sunday I went to the park.'],
    ['depend of', 'depend on', 'Well, it can depend on the weather.'],
    ['esta bien', 'está bien', 'Sí, está bien, gracias.'],
  ];
  for (const [front, back, message] of examples) {
    it(`"${message}" uses "${back}" (was "${front}")`, () => expect(isPractised(message, { front, back })).toBe(true));
  }

  const counterExamples: Array<[front: string, back: string, message: string, why: string]> = [
    ['my freind', 'my friend', 'I saw my freind at the market.', 'the old mistake again'],
    ['She go to school', 'She goes to school', 'She go to the gym and she goes home.', 'the old form is still there'],
    ['I am agree', 'I agree', 'I am agree with that.', 'the old mistake again'],
    ['my freind', 'my friend', 'The weather is lovely today.', 'an unrelated sentence'],
    ['more better', 'better', 'This one is better.', 'a change that only drops a word shows nothing alone'],
    ['She go to school', 'She goes to school', 'He goes.', 'the right word without the context the change was in'],
    ['depend of', 'depend on', 'It depends of the weather.', 'another mistake near the right form'],
  ];
  for (const [front, back, message, why] of counterExamples) {
    it(`"${message}" does not count for "${back}": ${why}`, () => expect(isPractised(message, { front, back })).toBe(false));
  }

  it('finds the changed part with a word around it', () => {
    expect(changedSpans('She go to school', 'She goes to school')).toEqual({ wrong: ['she', 'go', 'to'], right: ['she', 'goes', 'to'] });
    expect(changedSpans('same', 'Same.')).toBeNull();
  });

  it('keeps only the due corrections the message practises', () => {
    const due = [card('my freind', 'my friend'), card('I am agree', 'I agree'), card('alot', 'a lot')];
    expect(findPractisedCorrections('I agree, my friend likes it too.', due).map((c) => c.back)).toEqual(['my friend', 'I agree']);
  });
});
