/** Questions the writing and interview coaches used to dodge, each asked as learners asked it, with its answer. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { lastPromptOf, lastQuestionOf } from '../repeat-request';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (slug: string, content: string) => askTutor({ slug, messages: [{ role: 'user', content }] });

describe('the writing coach', () => {
  it.each([
    ['Can you check my first line?', 'help-request'],
    ["Is 'On one hand' correct or 'On the one hand'?", 'is-correct'],
    ['Do you think this is a good beginning for a story?', 'answer-feedback'],
    ["And if I don't know the name of the person?", 'email-opening'],
    ['what is a "hook"?', 'know-how'],
  ])('%j is a %s', (message, kind) => {
    expect(detectQuestion(message, teacherFor('claire'))?.kind).toBe(kind);
  });

  it('two quoted forms are weighed against each other, a greeting or a sign-off by the email answer', () => {
    expect(detectQuestion("Is 'On one hand' correct or 'On the one hand'?", teacherFor('claire'))).toMatchObject({ subject: 'On one hand', other: 'On the one hand' });
    expect(detectQuestion("Is 'Regards' ok, or 'Best regards'?", teacherFor('claire'))?.kind).toBe('email-opening');
  });

  it.each([
    ['Can you help me with my self-introduction?', 'daniel'],
    ['Can you check the first line of my presentation?', 'maya'],
    ['Can you correct my English in the sentences I write from now on?', 'sophia'],
    ['Could you correct my mistakes in the email I am going to write?', 'claire'],
    ['Is it ok for a formal email?', 'claire'],
    ['Is the email clear?', 'sophia'],
  ])('%j (to %s) is not a text to look at now', (message, slug) => {
    expect(detectQuestion(message, teacherFor(slug))?.kind).not.toBe('answer-feedback');
    expect(detectQuestion(message, teacherFor(slug))?.subject ?? '').not.toMatch(/^Paste/);
  });

  it('greets an unknown reader', async () => {
    expect(await ask('claire', "And if I don't know the name of the person?")).toMatch(/Dear Sir or Madam/);
  });

  it('asked to check a first line with none sent, asks for it; a text sent before the request is checked', async () => {
    expect(await ask('claire', 'Can you check my first line?')).toMatch(/Paste it in your next message/);
    expect(await ask('claire', 'Yesterday I go to the park with my friends and we eat a lot of ice cream. Can you check my text?')).not.toMatch(/Paste it in your next message/);
  });
});

describe('the interview coach', () => {
  it.each(['Will they ask about my mistakes?', 'Do interviewers usually ask about failures?', 'What questions can I ask you to practise?'])('%j gets no tip on failures or on questions to ask', async (message) => {
    const reply = await ask('daniel', message);
    expect(reply).not.toMatch(/No, it's fine, and interviewers often ask for one on purpose/);
    expect(reply).not.toMatch(/^Sure\. At the end, always ask one or two real questions/);
  });

  it('says which questions to ask at the end, and that a failure is fine to talk about', async () => {
    expect(await ask('daniel', 'What kind of questions can I ask?')).toMatch(/ask one or two real questions/);
    expect(await ask('daniel', 'Is it bad to talk about a failure in an interview?')).toMatch(/No, it's fine, and interviewers often ask for one on purpose/);
  });

  it('the slips of the story just told, asked for, are looked at, not how he corrects', () => {
    expect(detectQuestion('Can you correct my English in that story?', teacherFor('daniel'))?.kind).toBe('answer-feedback');
    expect(detectQuestion('Can you correct my mistakes?', teacherFor('daniel'))?.kind).toBe('corrections');
  });

  it("a question put as an order is said again when not understood ('I don't understand')", async () => {
    expect(lastPromptOf('Thanks, that helps. Describe a project you are proud of, and what your role was.')).toBe('Describe a project you are proud of, and what your role was.');
    expect(lastQuestionOf('Thanks, that helps. Describe a project you are proud of, and what your role was.')).toBeNull();
    expect(lastPromptOf('Thank you for telling me.')).toBeNull();
    const say = conversationWith('daniel', 'Behavioral Questions');
    const asked = lastPromptOf(await say('Can you ask me a question?'));
    expect(await say("I don't understand")).toContain(asked!);
  }, CHECKER_WARM_UP_TIMEOUT_MS);
});

