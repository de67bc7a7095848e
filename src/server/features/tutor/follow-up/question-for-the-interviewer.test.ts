import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { isTheirQuestionForTheInterviewer, QUESTION_THEMES, questionsToSuggest, themeOfQuestion } from './question-for-the-interviewer';

const daniel = teacherFor('daniel');
const PROMPT = 'Thanks. What question would you ask me about the team you would join?';

describe('the themes of questions for an interviewer', () => {
  for (const theme of QUESTION_THEMES) {
    it.each(theme.examples)(`reads %j as ${theme.id}`, (question) => {
      expect(themeOfQuestion(question)?.id).toBe(theme.id);
    });
    it.each(theme.counterExamples)(`does not read %j as ${theme.id}`, (question) => {
      expect(themeOfQuestion(question)?.id).not.toBe(theme.id);
    });
  }
});

describe('isTheirQuestionForTheInterviewer', () => {
  it.each([
    'What does a typical day look like in this role?',
    'Ok. Could you tell me about the next steps?',
    'how big is the team?',
    'Can I work from home sometimes?',
    'When can I start?',
  ])('hears %j, after his prompt, as the question they were asked to put', (message) => {
    expect(isTheirQuestionForTheInterviewer(message, daniel, PROMPT)).toBe(true);
  });

  it.each([
    'What should I ask?', // help asked of the coach
    'Can I ask about the salary?',
    'Can you give me an example?',
    'I think the team is important.', // no question
    'Why?',
  ])('does not hear %j as one', (message) => {
    expect(isTheirQuestionForTheInterviewer(message, daniel, PROMPT)).toBe(false);
  });

  it('only after a prompt for one, and only with the interview coach', () => {
    expect(isTheirQuestionForTheInterviewer('What does a typical day look like in this role?', daniel, 'Tell me about yourself.')).toBe(false);
    expect(isTheirQuestionForTheInterviewer('What does a typical day look like in this role?', teacherFor('sophia'), PROMPT)).toBe(false);
  });
});

describe('questionsToSuggest', () => {
  it('offers two questions of his prompt\'s theme, and the prompt again', () => {
    const reply = questionsToSuggest('I don\'t know what to ask', daniel, PROMPT)!;
    expect(reply).toMatch(/^You could ask: "How big is the team\?" or "Who would I work with most\?"/);
    expect(reply).toMatch(/What question would you ask me about the team you would join\?$/);
  });

  it('offers the theme the learner names, without his other prompt', () => {
    const reply = questionsToSuggest('what should I ask about the culture?', daniel, PROMPT)!;
    expect(reply).toContain('"What is the company culture like?"');
    expect(reply).not.toContain('about the team you would join');
  });

  it('says nothing when no prompt for a question waits', () => {
    expect(questionsToSuggest('What should I ask?', daniel, 'Tell me about yourself.')).toBeNull();
  });
});

describe('Daniel in Questions for the Interviewer', () => {
  beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

  it('hears the learner\'s question as their answer: what it does, the interviewer\'s answer, then his next prompt', async () => {
    const talk = conversationWith('daniel', 'Questions for the Interviewer');
    await talk('hello, I am ready');
    const reply = await talk('What does a typical day look like in this role?');
    expect(reply).not.toMatch(/not sure/i);
    expect(reply).toContain('picturing yourself doing the job');
    expect(reply).toContain('As your interviewer I might say');
    expect(reply).toMatch(/\?$/);
  });

  it('tells a yes/no question to open with What or How, and never answers a question about pay', async () => {
    const talk = conversationWith('daniel', 'Questions for the Interviewer');
    await talk('hello, I am ready');
    const closed = await talk('Is there training for new people?');
    expect(closed).toContain("open it with 'What' or 'How'");
    const talkAgain = conversationWith('daniel', 'Questions for the Interviewer');
    await talkAgain('hello, I am ready');
    const pay = await talkAgain('What is the salary for this position?');
    expect(pay).toContain('safer to wait');
    expect(pay).not.toContain('As your interviewer');
  });
});

describe('other requests while a question for the interviewer waits', () => {
  it('leaves help with a CV to its own answer, and offers questions when asked for a good one', () => {
    expect(questionsToSuggest('Can you help me with my CV first?', daniel, PROMPT)).toBeNull();
    expect(questionsToSuggest('What is a good question to ask about that?', daniel, PROMPT)).toMatch(/^You could ask: /);
    expect(isTheirQuestionForTheInterviewer('What is a good question to ask about that?', daniel, PROMPT)).toBe(false);
  });
});
