/** A new version of a text: what it fixed, and what is still there. */
import { beforeAll, describe, expect, it } from 'vitest';
import { earlierVersion, revisionNote } from './revision-notes';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from './tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const FIRST = 'Can you check my email? Hi, the heating in my flat is broken since three days. You must send someone to repair it today. Thanks, Maria';
const SECOND = "The heating in my flat hasn't worked for three days. Can you send someone to repair it as soon as possible?";

describe('the first version of a text', () => {
  it('is an earlier message with mostly the same words, without its request', () => {
    expect(earlierVersion(SECOND, ['Hello!', FIRST])).toMatch(/^Hi, the heating/);
  });

  it.each([
    [SECOND, ['I love my new flat, it is big and quiet and near the park.']], // another subject
    ['It is better now, thanks.', [FIRST]], // too short to be a version
  ])('is none for %j', (current, earlier) => {
    expect(earlierVersion(current, earlier)).toBeNull();
  });
});

describe('what a new version fixed', () => {
  it('names the slips gone, with their new words', async () => {
    expect(await revisionNote('My sister have two childs and she live in Paris.', 'My sister has two children and she lives in Paris.', 'en-GB')).toBe("Yes, this is better: 'sister have two childs' and 'she live' from your first version are fixed.");
  });

  it('names a slip still there beside one fixed', async () => {
    expect(await revisionNote('My sister have two childs and she live in Paris.', 'My sister have two children and she lives in Paris.', 'en-GB')).toBe("Yes, this is better: 'two childs' and 'she live' from your first version are fixed. One thing is still there: would 'sister has' fit better than 'sister have'?");
  });

  it('counts a capital put in as a fix, and a capital still missing as a slip still there', async () => {
    const first = 'Dear Ms Lee, I will send you the report on friday. I am sorry for the delay. Kind regards, Omar';
    const fixedNote = await revisionNote(first, 'Dear Ms Lee, I will send you the report on Friday. I am sorry for the delay. Kind regards, Omar', 'en-GB');
    expect(fixedNote).not.toMatch(/still there/);
    expect(await revisionNote(first, 'Dear Ms Lee, I will send the report to you on friday. I am so sorry for the delay. Kind regards, Omar', 'en-GB')).toMatch(/still there/);
  });

  it('says nothing when the first version had no slip found', async () => {
    expect(await revisionNote('My sister lives in Paris with her two children.', 'My sister lives in Paris with her children.', 'en-GB')).toBeNull();
  });
});

describe('"Is it better now?" in a conversation', () => {
  it('is answered with what the new version fixed, as writing, not as a spoken answer', async () => {
    const say = conversationWith('sophia');
    await say(FIRST);
    const reply = await say(`Ok I rewrote: ${SECOND} Is it better now?`);
    expect(reply).toMatch(/Yes, this is better: 'since three days' from your first version is fixed\./);
    expect(reply).not.toMatch(/Answer my question first|say your answer again/);
  }, 30_000);
});
