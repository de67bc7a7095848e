/** "Can you give me a tongue twister?": one written for a pair of sounds, the sound named if the learner names one. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { familyNamed } from './answer-tongue-twister';
import { detectQuestion } from './detect-question';
import { SOUND_FAMILIES } from './sound-pairs';


beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);
describe('tongue twisters', () => {
  it.each(['Can you give me a tongue twister?', 'Do you know a tongue twister for the th sound?', 'I need a tongue twister with l and r.', 'Another tongue twister, please!', 'Tongue twister?', '¿Me das un trabalenguas?'])('are asked for: "%s"', (message) => {
    expect(detectQuestion(message, teacherFor('maya'))?.kind).toBe('tongue-twister');
  });

  it.each(['Tongue twisters are fun.', 'My son loves tongue twisters in Chinese.'])('are only talked about: "%s"', (message) => {
    expect(detectQuestion(message, teacherFor('maya'))?.kind).not.toBe('tongue-twister');
  });

  it('takes the family of the sounds named, one or two', () => {
    expect(familyNamed('a tongue twister with l and r')?.letters).toEqual(['l', 'r']);
    expect(familyNamed('one for the v sound')?.letters).toContain('v');
    expect(familyNamed('a tongue twister please')).toBeNull();
    expect(familyNamed('Give me some sentences with lots of r sounds.')?.letters).toContain('r');
  });

  it.each(['Give me some sentences with lots of r sounds.', 'Give me sentences with the th sound.'])('takes %j as asking for lines full of that sound', (message) => {
    expect(detectQuestion(message, teacherFor('maya'))?.kind).toBe('tongue-twister');
  });

  it('gives each family a twister that says both of its sounds (a word of its pairs, or one spelt with both letters)', () => {
    for (const family of SOUND_FAMILIES) {
      const words: string[] = family.twister.toLowerCase().match(/[a-z']+/g) ?? [];
      const [first, second] = family.letters ?? ['', ''];
      const hasSound = (letters: string, at: 0 | 1) => (letters ? words.some((w) => w.includes(letters)) : false) || family.pairs.some((pair) => words.includes(pair[at].toLowerCase()));
      expect(hasSound(first, 0) && hasSound(second, 1), family.twister).toBe(true);
    }
  });

  it('answers with the twister for the sound asked about, and what to do with it', async () => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: 'Do you know a tongue twister for the th sound?' }] });
    expect(reply).toMatch(/'I think six thick things sink in the sea\.' Say it slowly first/);
    expect(reply).toMatch(/Which word in it was the hardest to say\?$/);
  });

  it('gives Lucía a Spanish one', async () => {
    expect(await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: '¿Me das un trabalenguas?' }] })).toMatch(/«Tres tristes tigres/);
  });
});

describe('a tongue twister "for that"', () => {
  it('is for the sound the learner has been talking about', async () => {
    const messages = [
      { role: 'user' as const, content: "I have problems with the 'h' sound at the start of words." },
      { role: 'assistant' as const, content: "The h is just a puff of breath before the vowel. Which word will you practise with?" },
      { role: 'user' as const, content: 'Can you give me a tongue twister for that?' },
    ];
    expect(await askTutor({ slug: 'maya', messages })).toMatch(/Here's one for \/h\/ and no sound at all/);
  });

  it.each(['Can you give me a sentence to practise th?', 'Can you give me a sentence for the v sound?'])('a sentence to practise a sound asked for, "%s", is its twister', async (message) => {
    expect(detectQuestion(message, teacherFor('maya'))?.kind).toBe('tongue-twister');
    const sound = /\bth\b/.test(message) ? /Here's one for \/θ\//u : /Here's one for \/b\/ and \/v\/|Here's one for \/v\//u;
    expect(await askTutor({ slug: 'maya', messages: [{ role: 'user', content: message }] })).toMatch(sound);
  });

  it('leaves a sentence with a word to the examples', () => {
    expect(detectQuestion("Give me a sentence with the word 'think'.", teacherFor('maya'))?.kind).toBe('example');
  });
});
