import { describe, expect, it } from 'vitest';
import { askTutor } from '../tutor-test-helpers';
import { feelingPair, findConfusable } from './confusables';

describe('two adjectives of one feeling', () => {
  it.each([
    ['scary', 'scared'],
    ['interested', 'interesting'],
    ['worrying', 'worried'],
    ['tired', 'tiring'],
  ])('%s and %s: how a person feels, and what makes them feel it', (first, second) => {
    const pair = feelingPair(first, second)!;
    const [felt, cause] = pair.words;
    expect(felt).toMatch(/ed$/);
    expect([first, second].sort()).toEqual([felt, cause].sort());
    expect(pair.example).toBe(`The day was ${cause}, so I felt ${felt}.`);
  });

  it.each([
    ['wanted', 'wanting'], // a verb's forms, no feeling
    ['played', 'playing'],
    ['stressed', 'stressful'],
    ['bored', 'interesting'], // two feelings
  ])('%s and %s are no such pair', (first, second) => {
    expect(feelingPair(first, second)).toBeNull();
  });

  it('explains a few and few, a little and little, a cook and a cooker, a cold had and felt', () => {
    expect(findConfusable('a few', 'few')?.explanation).toMatch(/not many/);
    expect(findConfusable('cook', 'cooker')?.explanation).toMatch(/machine/);
    expect(findConfusable('I have a cold', 'I am cold')?.explanation).toMatch(/ill/);
  });

  it('is found where the hand-written table has no entry', () => {
    expect(findConfusable('scared', 'scary')?.words).toEqual(['scared', 'scary']);
    expect(findConfusable('advice', 'advise')?.example).toMatch(/advice/);
  });
});

describe('a difference asked as a follow-up or as "why not"', () => {
  it.each([
    ["And what about 'advice' and 'advise'?", /'Advice', with a c, is the noun/],
    ["Why 'scary' and not 'scared'?", /'scared' describes how a person feels, and 'scary' describes the thing/],
    ["What about 'lose' and 'loose'?", /'Lose', with one o/],
  ])('%j is answered from the table', async (message, answer) => {
    expect(await askTutor({ slug: 'claire', messages: [{ role: 'user', content: message }] })).toMatch(answer);
  });

  it("leaves two quoted words the table does not pair to the conversation ('Monday' and 'Tuesday')", async () => {
    expect(await askTutor({ slug: 'claire', messages: [{ role: 'user', content: "What about 'Monday' and 'Tuesday'?" }] })).not.toMatch(/means/);
  });
});

describe("Lucía's tenses of the past", () => {
  it.each([
    ['el pretérito', 'el imperfecto'],
    ['preterite', 'imperfect'],
    ['pretérito indefinido', 'pretérito imperfecto'],
  ])('%s and %s are one entry', (first, second) => {
    expect(findConfusable(first, second)?.example).toMatch(/iba .* fui/);
  });

  it('is answered when asked when each is used, in Spanish', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: '¿Cuándo uso el pretérito y cuándo el imperfecto?' }] });
    expect(reply).toMatch(/sets the scene/);
    expect(reply).not.toMatch(/no estoy segura/i);
  });
});

describe('fue and era', () => {
  it('are one entry, with an event and a description', () => {
    expect(findConfusable('fue', 'era')?.example).toBe('El viaje fue increíble. La ciudad era muy bonita.');
  });
});

describe('a pair asked about with what the learner thinks each is for', () => {
  it("answers 'is por for reasons and para for goals?' from the table, and never respells its English", async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'is por for reasons and para for goals?' }] });
    expect(reply).toMatch(/Para points to a goal/);
    expect(reply).not.toMatch(/golas/);
  });

  it('tells pero from perro by the r and the rr', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: "What's the difference between pero and perro?" }] });
    expect(reply).toMatch(/rr is the same tap rolled/);
    expect(reply).not.toMatch(/No lo sé/);
  });

  it('leaves two words no table tells apart', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'is casa for home and mesa for table?' }] });
    expect(reply).not.toMatch(/Para points to a goal/);
  });
});
