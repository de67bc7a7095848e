import { beforeAll, describe, expect, it } from 'vitest';
import { conversationWith, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { ESSAY_QUESTION_ASKED, MAIN_ARGUMENT_ASKED } from '../question-banks/claire-questions';
import { ESSAY_ANSWER_ASKED, ESSAY_PLAN_EXAMPLES, planEssay } from './essay-planned';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const claire = teacherFor('claire');

describe('an essay planned from the learner answer', () => {
  it.each(ESSAY_PLAN_EXAMPLES.plans)('%j gets a plan of paragraphs built on it', (message) => {
    const plan = planEssay(message, `Of course. ${ESSAY_QUESTION_ASKED}`, claire);
    expect(plan).toMatch(/^That's your answer, so it becomes your thesis/);
    expect(plan).toMatch(/1\. Introduction.*2\. First body paragraph.*3\. Second body paragraph.*4\. Conclusion/);
  });
  it.each(ESSAY_PLAN_EXAMPLES.asksForTheAnswer)('%j (the question alone) is asked for the answer', (message) => {
    expect(planEssay(message, MAIN_ARGUMENT_ASKED, claire)).toBe(`Thanks, that's the question. ${ESSAY_ANSWER_ASKED}`);
  });
  it.each(ESSAY_PLAN_EXAMPLES.neither)('%j is left to the rest of the reply, whichever step it answers', (message) => {
    for (const asked of [ESSAY_QUESTION_ASKED, MAIN_ARGUMENT_ASKED, ESSAY_ANSWER_ASKED]) expect(planEssay(message, asked, claire)).toBeNull();
  });

  it('takes the reason given into the first body paragraph, in the second person', () => {
    expect(planEssay('I think people should cycle to work because my town has too many cars.', ESSAY_QUESTION_ASKED, claire)).toContain('your reason, that your town has too many cars,');
  });
  it('quotes the claim a bare agreement answers', () => {
    expect(planEssay('Some people say cities should ban cars. I strongly agree, since the air is dirty.', ESSAY_QUESTION_ASKED, claire)).toContain('"Some people say cities should ban cars. I strongly agree, since the air is dirty."');
  });
  it('takes a claim made in one sentence as the answer, once it was asked for', () => {
    expect(planEssay('Governments should spend more on buses than on roads.', ESSAY_ANSWER_ASKED, claire)).toMatch(/^That's your answer/);
  });
  it('only just after the essay question was asked, and never for the Spanish teacher', () => {
    expect(planEssay(ESSAY_PLAN_EXAMPLES.plans[0], 'What do you find hardest when you write in English?', claire)).toBeNull();
    expect(planEssay(ESSAY_PLAN_EXAMPLES.plans[0], ESSAY_QUESTION_ASKED, teacherFor('lucia'))).toBeNull();
  });

  it('in a conversation: the question, the answer planned, then the introduction looked at as writing', async () => {
    const say = conversationWith('claire', 'Essays and Opinion Writing');
    expect(await say('Can you help me write an essay?')).toContain(MAIN_ARGUMENT_ASKED);
    expect(await say('Some people think children should learn a foreign language at primary school, others think they should wait.')).toContain(ESSAY_ANSWER_ASKED);
    expect(await say('In my opinion, learning early is better because children learn fast.')).toContain('your reason, that children learn fast,');
    const feedback = await say('Nowadays many parents want their children to speak English. In my opinion, children should start at primary school because they learn faster.');
    expect(feedback).toMatch(/\b2 sentences\b/);
  }, CHECKER_WARM_UP_TIMEOUT_MS);
});
