/** Letters English spells and does not say: asked about, the word is said, the letter's history told, and more words given. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { findSilentLetter, SILENT_LETTERS, silentLetterOfWordNamed } from './silent-letters';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('silent letters', () => {
  it.each([
    ["Why is the 'b' silent in 'doubt'?", /^\S+(?: \S+)?! The b in 'doubt' is silent: it sounds like .*\/daʊt\/\. .*added to the spelling later, to look like Latin.* Other words like it: debt, climb, comb\./],
    ['Why is the k in knife silent?', /The k in 'knife' is silent: .* Other words like it: know, knee, knock\./],
    ["Is the t in 'often' silent?", /Yes, the t in 'often' is silent: .*both are correct there/],
    ["Do you pronounce the h in 'hour'?", /No, the h in 'hour' is silent: .*an hour/],
  ])('%j', async (question, answer) => {
    expect(detectQuestion(question, teacherFor('maya'))?.kind).toBe('silent-letter');
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: question }] });
    expect(reply).toMatch(answer);
    expect(reply).toMatch(/aloud a few times, then type a sentence with both\.$/);
  });

  it.each(["Is the b silent in 'about'?", 'I am silent in class.', "Why is the 's' silent in 'island'?"])('leaves %j alone: no silent letter the table knows', (question) => {
    expect(findSilentLetter(question)).toBeNull();
  });

  it.each(SILENT_LETTERS.map((entry) => [entry.letter, entry] as const))("%s: each word given as like it has it silent where the entry says", (_letter, entry) => {
    for (const word of entry.words) expect(entry.where.test(word.toLowerCase())).toBe(true);
  });
});

describe('a silent letter asked of the word just named', () => {
  it.each([
    ['Why is the d silent?', "How do I pronounce 'Wednesday'?", "Why is the d silent in 'Wednesday'?"],
    ["And why don't we say the k?", "What about 'knife'?", "Why is the k silent in 'knife'?"],
  ])('%j after %j', (message, previous, asked) => {
    expect(silentLetterOfWordNamed(message, [previous])).toBe(asked);
  });

  it.each([
    ['Why is the d silent?', 'How are you today?'], // no word named
    ['Why is the b silent?', "How do I pronounce 'Wednesday'?"], // the word has no b
  ])('%j after %j stays as it is', (message, previous) => {
    expect(silentLetterOfWordNamed(message, [previous])).toBeNull();
  });

  it('is answered with the word as the learner wrote it', async () => {
    const say = conversationWith('maya');
    await say("How do I pronounce 'Wednesday'?");
    expect(await say('Why is the d silent?')).toMatch(/The d in 'Wednesday' is silent/);
  }, 20_000);
});

describe('not understood when saying a word', () => {
  it('is a question about how the word is said', () => {
    expect(detectQuestion("Why do people not understand me when I say 'world'?", teacherFor('maya'))).toMatchObject({ kind: 'pronunciation', subject: 'world' });
    expect(detectQuestion("Why don't people understand me when I say beach?", teacherFor('maya'))).toMatchObject({ kind: 'pronunciation', subject: 'beach' });
  });
});
