/** Asked for a better version of a text just looked at: why not the whole text, and the changes to make. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { answerRewriteRequest, asksForRewrite, asksForWorstMistake, COUNTER_EXAMPLES, EXAMPLES, NOT_WORST, WORST_EXAMPLES } from './rewrite-request';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const TEXT = 'Can you check my paragraph? Last year I moved to Berlin becuase of my job. The city is big and the people are friendly, but the winter is very long and dark.';

describe('a rewrite asked for', () => {
  it.each(EXAMPLES)('%j asks for one', (message) => expect(asksForRewrite(message)).toBe(true));
  it.each(COUNTER_EXAMPLES)('%j does not', (message) => expect(asksForRewrite(message)).toBe(false));

  it('lists the changes to make to the text just looked at, and asks for the learner’s own version', async () => {
    const say = conversationWith('claire');
    await say(TEXT);
    const reply = await say('Can you give me a better version?');
    expect(reply).toMatch(/^I'd rather not rewrite it for you/);
    expect(reply).toMatch(/'[^']*becuase[^']*' becomes '[^']*because[^']*'/);
    expect(reply).toMatch(/send me your new version/);
    expect(reply).not.toContain('The city is big and the people are friendly');
  });

  it("is asked 'for me' after an email too, and says the change it is sure of", async () => {
    const say = conversationWith('claire');
    await say('Dear Mr Brown, I am writting to ask for a day off next week because my sister is getting married. I will finish my work before I go. Best regards, Ana');
    const reply = await say('Can you write a better version for me?');
    expect(reply).toMatch(/^I'd rather not rewrite it for you/);
    expect(reply).toMatch(/'(?:am )?writting' becomes '(?:am )?writing'/);
    expect(reply).toMatch(/send me your new version/);
  });

  it('suggests a way to make a text with no slip found stronger', async () => {
    const reply = await answerRewriteRequest('Could you rewrite it for me?', ['Can you check my paragraph? Last year I moved to Berlin for my job. The city is big and the people are friendly, but the winter is very long and dark.'], teacherFor('claire'));
    expect(reply).toMatch(/make it stronger instead/);
  });

  it('needs a text just before, and leaves Lucía to her own answers', async () => {
    expect(await answerRewriteRequest('Can you give me a better version?', ['I like cooking.'], teacherFor('claire'))).toBeNull();
    expect(await answerRewriteRequest('Can you give me a better version?', [TEXT], teacherFor('lucia'))).toBeNull();
  });
});

describe('the worst mistake asked for', () => {
  it.each(WORST_EXAMPLES)('%j asks for it', (message) => expect(asksForWorstMistake(message)).toBe(true));
  it.each(NOT_WORST)('%j does not', (message) => expect(asksForWorstMistake(message)).toBe(false));

  it('names the slip to fix first in the text just looked at', async () => {
    const say = conversationWith('claire');
    await say(TEXT);
    const reply = await say('what is my worst mistake in this text?');
    expect(reply).toMatch(/^The one (?:to fix|I'd look at) first: '[^']*becuase[^']*'/);
  });
});
