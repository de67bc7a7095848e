/** Follow-ups on the three sounds of -ed and of the plural -s, just after they were explained. */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerEndingSounds } from './ending-sounds-follow-up';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ED = "The -ed of regular past verbs has three sounds. After t and d it adds a syllable, id: wanted.";
const PLURAL = 'The -s at the end of a plural has three sounds, and so does the -s of \'he works\'.';
const maya = teacherFor('maya');

describe('the group of a word asked about, heard from its sounds', () => {
  it.each([
    ["What about 'needed'?", ED, /'needed' ends in a syllable more, id/],
    ['asked and ended?', ED, /'asked' ends in a short t, because the verb ends in the voiceless sound k.*'ended' ends in a syllable more/],
    ["and 'raised'?", ED, /'raised' ends in a d, because the verb ends in a voiced sound/],
    ["What about 'watched'?", ED, /voiceless sound ch/],
    ["What about 'glasses'?", PLURAL, /'glasses' ends in a syllable more, iz/],
    ["and 'cups'?", PLURAL, /'cups' ends in a soft s, because the word ends in the voiceless sound p/],
    ["'trees'?", PLURAL, /'trees' ends in a buzzing z/],
  ])('%j', async (message, explained, answer) => {
    expect(await answerEndingSounds(message, [explained], maya)).toMatch(answer);
  });
});

describe('how many, and more words', () => {
  it('says three, with each group', async () => {
    expect(await answerEndingSounds('So how many sounds there are?', [ED], maya)).toMatch(/^Three: id, a syllable more/);
  });

  it('gives more words of each group', async () => {
    expect(await answerEndingSounds('Give me more words please', [ED], maya)).toMatch(/^Here are more to practise\. id: .* t: .* d: /);
  });
});

describe('left to the conversation', () => {
  it.each([
    ["What about 'wanted'?", ['Try saying three and tree.']], // no ending explained
    ['I watched a film yesterday and it was great, my sister liked it too and we laughed a lot.', [ED]], // a long message, no question about words
    ["What about 'pizza'?", [ED]], // no -ed
  ])('%j after %j', async (message, turns) => {
    expect(await answerEndingSounds(message, turns, maya)).toBeNull();
  });

  it('is not Lucía’s', async () => {
    expect(await answerEndingSounds("What about 'wanted'?", [ED], teacherFor('lucia'))).toBeNull();
  });
});

describe('in a conversation with Maya', () => {
  it('follows the explanation across several questions', async () => {
    const say = conversationWith('maya');
    expect(await say('How do I pronounce -ed endings?')).toMatch(/three sounds/);
    expect(await say("What about 'wanted'?")).toMatch(/^'wanted' ends in a syllable more/);
    expect(await say('and asked?')).toMatch(/^'asked' ends in a short t/);
    expect(await say('Give me more words please')).toMatch(/^Here are more to practise/);
  }, 30_000);
});
