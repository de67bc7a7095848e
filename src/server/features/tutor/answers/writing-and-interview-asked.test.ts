/** Questions the writing and interview coaches used to dodge, each asked as learners asked it, with its answer. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { lastQuestionOf } from '../repeat-request';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (slug: string, content: string) => askTutor({ slug, messages: [{ role: 'user', content }] });

describe('the writing coach', () => {
  it.each([
    ['Can you check my first line?', 'help-request'],
    ['Could you look at my introduction?', 'help-request'],
    ["Is 'On one hand' correct or 'On the one hand'?", 'is-correct'],
    ['Do you think this is a good beginning for a story?', 'answer-feedback'],
    ["And if I don't know the name of the person?", 'email-opening'],
    ['what is a "hook"?', 'know-how'],
  ])('%j is a %s', (message, kind) => {
    expect(detectQuestion(message, teacherFor('claire'))?.kind).toBe(kind);
  });

  it('two quoted forms are weighed against each other', () => {
    expect(detectQuestion("Is 'On one hand' correct or 'On the one hand'?", teacherFor('claire'))).toMatchObject({ subject: 'On one hand', other: 'On the one hand' });
  });

  it('greets an unknown reader', async () => {
    expect(await ask('claire', "And if I don't know the name of the person?")).toMatch(/Dear Sir or Madam/);
  });

  it('asked to check a first line with none sent, asks for it', async () => {
    expect(await ask('claire', 'Hi Claire, I am applying for a marketing assistant job in London. Can you check my first line?')).toMatch(/Paste it in your next message/);
  });
});

describe('the interview coach', () => {
  it('says which questions to ask at the end, and that a failure is fine to talk about', async () => {
    expect(await ask('daniel', 'What kind of questions can I ask?')).toMatch(/ask one or two real questions/);
    expect(await ask('daniel', 'Is it bad to talk about a failure in an interview?')).toMatch(/No, it's fine, and interviewers often ask for one on purpose/);
  });

  it('the slips of the story just told, asked for, are looked at, not how he corrects', () => {
    expect(detectQuestion('Can you correct my English in that story?', teacherFor('daniel'))?.kind).toBe('answer-feedback');
    expect(detectQuestion('Can you correct my mistakes?', teacherFor('daniel'))?.kind).toBe('corrections');
  });

  it("a question put as an order is said again when not understood ('I don't understand')", async () => {
    expect(lastQuestionOf('Thanks, that helps. Describe a project you are proud of, and what your role was.')).toBe('Describe a project you are proud of, and what your role was.');
    expect(lastQuestionOf('Thank you for telling me.')).toBeNull();
    const say = conversationWith('daniel', 'Behavioral Questions');
    const asked = lastQuestionOf(await say('Can you ask me a question?'));
    expect(await say("I don't understand")).toContain(asked!);
  }, CHECKER_WARM_UP_TIMEOUT_MS);
});
