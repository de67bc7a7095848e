import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { COACHING_PROMISE, coachAboutYourself } from './about-yourself-feedback';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const COACHING_TURN = `Sure. Let's build it together: answer it as well as you can, and ${COACHING_PROMISE}. Tell me about yourself, as if I were the interviewer.`;

describe('coaching an answer to "Tell me about yourself"', () => {
  it.each([
    // Each part, said the ways learners say it, found; the ones left out asked for.
    ['I work as a nurse in a big hospital, and I love helping people every day.', /you say where you are now/, /add one or two things that got you here/],
    ["I've just graduated in economics. Before that I worked in a bank for two years, and now I'm looking for a role in finance.", /you say where you are now; you give what got you here; and you say why this role is your next step/, /All three parts are there/],
    ['I studied business at university and I did an internship for six months. I want to start my career in marketing.', /you give what got you here and you say why this role is your next step/, /start with where you are now/],
  ])('%j', (answer, works, toAdd) => {
    const coached = coachAboutYourself(answer, COACHING_TURN)!;
    expect(coached.acknowledgement).toMatch(works);
    expect(coached.acknowledgement).toMatch(toAdd);
    expect(coached.question).toMatch(/tell me about yourself\.$/);
  });

  it('says how long it was against a spoken minute', () => {
    expect(coachAboutYourself('I am a teacher and I want to work in your school because I love children.', COACHING_TURN)!.acknowledgement).toMatch(/It was 16 words; about a minute is 100 to 150/);
  });

  it.each([
    ['I work as a nurse in a big hospital, and I love helping people every day.', 'Tell me about yourself, as if I were the interviewer.'], // no help was asked: the interview goes on
    ['Can I start with my studies or my job?', COACHING_TURN], // a question back
    ['Ok, sure.', COACHING_TURN], // no answer yet
  ])('leaves %j after %j to the conversation', (answer, lastTurn) => {
    expect(coachAboutYourself(answer, lastTurn)).toBeNull();
  });

  it('is what Daniel does when asked to help prepare the answer', async () => {
    const say = conversationWith('daniel');
    await say("I am worried about the question 'tell me about yourself'.");
    expect(await say('Can you help me prepare an answer?')).toMatch(/answer it as well as you can, and I'll tell you what works and what to add\. Tell me about yourself, as if I were the interviewer\.$/);
    expect(await say('I studied business at university and I did an internship at a small company. I want to start my career in marketing.')).toMatch(/What works: .* To make it stronger, start with where you are now/);
  }, 30_000);
});

describe('feedback asked on an answer to "Tell me about yourself"', () => {
  it('judges its three parts and its length, never STAR', async () => {
    const say = conversationWith('daniel', 'Tell Me About Yourself');
    await say('I am Ana, I am nurse for five years in a big hospital and now I want to work in a private clinic.');
    const reply = await say('Is that too short?');
    expect(reply).toContain('All three parts are there');
    expect(reply).toContain('It was 23 words');
    expect(reply).not.toMatch(/STAR/);
  }, CHECKER_WARM_UP_TIMEOUT_MS);

  it('a story told to a behavioural question is still judged by STAR', async () => {
    const say = conversationWith('daniel', 'Behavioral Questions');
    await say('Last year our biggest client was angry because a delivery was late, and I had to keep the account. I called him every day and we sent the rest of the order by air, so he stayed with us.');
    expect(await say('Was my answer good?')).toMatch(/STAR|situation|result/i);
  }, CHECKER_WARM_UP_TIMEOUT_MS);
});
