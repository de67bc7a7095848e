/** "Can you give me a model answer?" asked of Oliver while his question waits: the part's shape, a model, his question again. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { examinerModelAnswer } from './examiner-model-answer';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const oliver = teacherFor('oliver');
const asked = (turn: string, message = 'Can you give me a model answer?') => examinerModelAnswer({ message, teacher: oliver, assistantMessages: [turn] });

describe("the examiner's model answer", () => {
  it.each(['Can you give me a model answer?', 'Could you show me an example answer?', 'What is a good answer to this question?', 'How would you answer it?', 'Can you give me a band 7 answer?', "I'd like a model answer, please", 'Yes, show me a model answer'])('is given when asked %j', (message) => {
    expect(asked('Thank you. Do you work or are you a student?', message)).toMatch(/^A good Part 1 answer has a clear shape: .* Now yours: Do you work or are you a student\?$/);
  });

  it('is shaped for Part 3 when the question asks for a view, and for Part 2 with the card said again', () => {
    expect(asked('Let us talk about education. Should schools focus more on practical skills?')).toMatch(/^A good Part 3 answer .* Now yours: Should schools focus more on practical skills\?$/);
    const card = 'Certainly. Describe a time you helped someone, and you should say who you helped, what you did, and explain how you felt.';
    expect(asked(card)).toMatch(/^A good Part 2 answer .* Now yours, after a minute to make notes: Describe a time you helped someone, and you should say who you helped/);
  });

  it('asked twice in Part 2, says the card again, not the model before it', () => {
    const card = 'Certainly. Describe a time you helped someone, and you should say who you helped, what you did, and explain how you felt.';
    const first = asked(card)!;
    const second = asked(first, 'Could you show me an example answer?')!;
    expect(second.match(/Now yours, after a minute to make notes: (.*)$/)![1]).toBe(card.slice(card.indexOf('Describe')));
  });

  it('is shaped for Part 3 for any question asked in Part 3, and for one weighing two things', () => {
    expect(asked('Is it more important to be happy at work or to earn a high salary?')).toMatch(/^A good Part 3 answer/);
    const inPartThree = examinerModelAnswer({ message: 'Can you give me a model answer?', teacher: oliver, assistantMessages: ["Thank you. Now let's move on to Part 3. Why do you think some people prefer big cities?", 'Good. What kind of jobs will disappear in the future?'] });
    expect(inPartThree).toMatch(/^A good Part 3 answer .* Now yours: What kind of jobs will disappear in the future\?$/);
    const backInPartOne = examinerModelAnswer({ message: 'Can you give me a model answer?', teacher: oliver, assistantMessages: ['That is the end of Part 3.', "Let's start again with Part 1. What do you do in the evenings?"] });
    expect(backInPartOne).toMatch(/^A good Part 1 answer/);
  });

  it('keeps a question about the learner in Part 1', () => {
    expect(asked('Do you think you will live there in the future?')).toMatch(/^A good Part 1 answer/);
  });

  it('is not given by another teacher, nor for a message that only mentions an answer', () => {
    expect(asked('Do you work or are you a student?', 'My example answer is that I work in a bank.')).toBeNull();
    expect(examinerModelAnswer({ message: 'Can you give me a model answer?', teacher: teacherFor('sophia'), assistantMessages: ['What do you do at the weekend?'] })).toBeNull();
    expect(asked('Do you work or are you a student?', 'My answer is that I work in a bank.')).toBeNull();
  });

  it('in a conversation, asked twice, puts the same question again and not the words before it', async () => {
    const say = conversationWith('oliver', 'Part 1: Introduction');
    const question = /[^.!?]*\?$/.exec(await say('Hello, my name is Minh.'))![0].trim();
    await say('Can you give me a model answer?');
    expect(await say('Could you show me an example answer?')).toMatch(new RegExp(`Now yours: ${question.replace(/[?.()]/g, '\\$&')}$`));
  }, 20_000);
});
