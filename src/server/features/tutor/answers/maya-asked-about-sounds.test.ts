/** The pronunciation coach's own questions, which she used to dodge: a sound to fix, the tongue for the sound just talked about, two sounds at once, a non-word in a pair. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { closePhonemeWorker } from './espeak-phonemes';
import { soundNamedIn } from './sound-letters';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);
afterAll(closePhonemeWorker);

const maya = teacherFor('maya');
const askMaya = (content: string) => askTutor({ slug: 'maya', messages: [{ role: 'user', content }] });

describe('sounds asked of the pronunciation coach', () => {
  it.each(['How do I fix the th sound?', 'How can I correct my r?', 'How do I learn the v sound?'])('%j asks how to make the sound', (message) => {
    expect(detectQuestion(message, maya)?.kind).toBe('pronunciation');
  });

  it.each([
    ['What about v and w?', 'v', 'w'],
    ["What about th and s? I mix them up", 'th', 's'],
  ])('%j tells the two sounds apart', (message, subject, other) => {
    expect(detectQuestion(message, maya)).toEqual({ kind: 'difference', subject, other });
  });

  it('finds the sound the conversation was about, the latest first', () => {
    expect(soundNamedIn(['How do I fix the th sound?', 'Say the weather this Thursday.'])).toBe('th');
    expect(soundNamedIn(['I hate the r sound', "What about 'v'?"])).toBe('v');
    expect(soundNamedIn(['Hello', 'Say cat and cut.'])).toBeUndefined();
  });

  it('where the tongue goes, with no sound named, is answered for the sound just talked about', async () => {
    const say = conversationWith('maya', 'Tricky Consonant Sounds');
    await say('I always say tree for three. How do I fix the th sound?');
    expect(await say('ok where do I put my tongue exactly?')).toMatch(/For the th sound, put the tip of your tongue/);
  }, CHECKER_WARM_UP_TIMEOUT_MS);

  it('with no sound talked about, names where the tongue goes for the usual ones and asks which', async () => {
    expect(await askMaya('Where do I put my tongue?')).toMatch(/It depends on the sound.*Which sound are you working on\?/);
  });

  it.each([
    ["what about 'clothes'? that word is impossible", { kind: 'pronunciation', subject: 'clothes' }],
    ["'beach' is a dangerous word for me, help", { kind: 'pronunciation', subject: 'beach' }],
    ['I REcord the music. is that right?', { kind: 'word-said-two-ways', subject: 'record' }],
    ['I love phoTOgraphy, is it right?', { kind: 'pronunciation', subject: 'photography' }],
  ])('%j asks how a word is said', (message, asked) => {
    expect(detectQuestion(message, maya)).toEqual(asked);
  });

  it.each(['I work at IBM. Is that right?', 'I like the TV show.', 'What about the weather tomorrow?'])('%j is no word asked of her', (message) => {
    expect(['pronunciation', 'word-said-two-ways']).not.toContain(detectQuestion(message, maya)?.kind);
  });

  it('a stress typed in capitals is answered with where it falls', async () => {
    expect(await askMaya('I REcord the music. is that right?')).toMatch(/'Record' is said two ways/);
  });

  it('a contraction is a word to tell apart', async () => {
    expect(await askMaya("What's the difference between won't and want?")).not.toMatch(/isn't an English word/);
  });

  it('a typed pair with a word no dictionary knows is not drilled', async () => {
    const reply = await askMaya('rong, long');
    expect(reply).toMatch(/'rong' isn't an English word I know/);
    expect(reply).not.toMatch(/Say them one after the other/);
  });

  it.each([
    ['Is the difference only the length?', /Not only the length\. The long ee in sheep is also tense/],
    ['why does the stress move?', /Some endings pull the stress onto the syllable just before them/],
  ])('%j gets its answer', async (message, answer) => {
    expect(await askMaya(message)).toMatch(answer);
  });
});
