/** "Can you break it down for me?" just after a word's sounds were given: syllable by syllable, or sound by sound. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { answerBreakWordDown } from './break-word-down';
import { closePhonemeWorker } from './espeak-phonemes';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);
afterAll(closePhonemeWorker);

const soundsOf = (word: string) => `Sure thing! '${word}' sounds like ..., or /.../ in phonetic symbols.`;

describe('a word broken down', () => {
  it('gives a longer word syllable by syllable, the stressed one in capitals', async () => {
    expect(await answerBreakWordDown('Can you say it slowly, syllable by syllable?', soundsOf('Comfortable'), teacherFor('maya'))).toMatch(/^Of course\. 'comfortable' has 3 parts: KUHM · ftuh · buhl\./);
  });

  it('gives a word of one syllable sound by sound', async () => {
    expect(await answerBreakWordDown('Can you break it down for me?', soundsOf('World'), teacherFor('maya'))).toMatch(/^Of course\. 'world' is one syllable of 4 sounds: w \+ ur \+ l \+ d \(\/w\/ \/ɜː\/ \/l\/ \/d\/\)\./);
  });

  it('is asked only of a word whose sounds were just given', async () => {
    expect(await answerBreakWordDown('Can you break it down for me?', 'Let me know which part of the essay you want to work on.', teacherFor('claire'))).toBeNull();
    expect(await answerBreakWordDown('Can you break it down for me?', soundsOf('World'), teacherFor('lucia'))).toBeNull();
    expect(await answerBreakWordDown('Can you break the news to her?', soundsOf('World'), teacherFor('maya'))).toBeNull();
  });

  it("follows Maya's answer in the conversation", async () => {
    const say = conversationWith('maya');
    await say("I can't say the word 'world'.");
    expect(await say('Can you break it down for me?')).toMatch(/^Of course\. 'world' is one syllable/);
  });
});
