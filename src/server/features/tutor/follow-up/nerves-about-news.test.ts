/** Nerves said just after news of something coming up are about that, not about the lesson. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../lib/language-model';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

async function lastReply(slug: string, turns: string[]): Promise<string> {
  const messages: ChatMessage[] = [];
  let reply = '';
  for (const turn of turns) {
    messages.push({ role: 'user', content: turn });
    reply = await askTutor({ slug, messages: [...messages] });
    messages.push({ role: 'assistant', content: reply });
  }
  return reply;
}

const ABOUT_THE_NEWS = /normal|natural/;
const ABOUT_THE_LESSON = /shy|take it slowly|at your pace/;

describe('nerves about news', () => {
  it.each([
    ['ethan', ['I am going to start a new job next month.', "I'm a bit nervous."]],
    ['sophia', ['I have a job interview on Friday.', "I'm so nervous!"]],
    ['sophia', ['I have to give a presentation at work tomorrow.', 'Honestly, I feel quite stressed.']],
    ['sophia', ['I have an exam tomorrow.', 'Is it normal to feel nervous?']],
    // The news and the nerves in one message.
    ['ethan', ['I have a meeting with a client tomorrow and I am nervous.']],
    ['sophia', ["I start my new job on Monday, I'm a bit nervous."]],
    ['sophia', ["I'm nervous because I have a big exam on Thursday."]],
    ['ethan', ['I am a bit worried because tomorrow I have a presentation at work.']],
    ['sophia', ["I'm nervous, tomorrow is my first day at a new school."]],
  ])('%s: %j is met as nerves about the news', async (slug, turns) => {
    const reply = await lastReply(slug, turns);
    expect(reply).toMatch(ABOUT_THE_NEWS);
    expect(reply).not.toMatch(ABOUT_THE_LESSON);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it.each([
    ['ethan', ['I have a presentation next week in front of the board of directors.', 'I am very nervous because my English is not perfect.']],
    ['sophia', ['I have a meeting with my new manager tomorrow.', "I'm worried because I make a lot of mistakes."]],
    ['ethan', ['I have to call a client and I am afraid because of my accent.']],
  ])('%s: %j is met as nerves about the news, with a word on their English', async (slug, turns) => {
    const reply = await lastReply(slug, turns);
    expect(reply).toMatch(/perfect English|doesn't need to be perfect/);
    expect(reply).not.toMatch(/sorry to hear|easier with English/);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it.each([
    [['Hello!', "I'm a bit nervous."]],
    [['I like cooking.', 'I am nervous about speaking.']],
    [['I like my English class and I am nervous.']],
  ])('%j is about the lesson, and is reassured as before', async (turns) => {
    const reply = await lastReply('sophia', turns);
    expect(reply).toMatch(ABOUT_THE_LESSON);
    expect(reply).not.toMatch(ABOUT_THE_NEWS);
  });

  it('after the examiner told how the test goes, "I am nervous about it" is about the test, and he asks about it', async () => {
    const reply = await lastReply('oliver', ['What is the IELTS speaking test?', 'I am nervous about it']);
    expect(reply).toMatch(ABOUT_THE_NEWS);
    expect(reply).toMatch(/(?:What part of it makes you most nervous|What would help you feel more ready for it|What are you most looking forward to, despite the nerves)\?$/);
  });
});

describe('nerves about something dreaded', () => {
  it.each(["Tomorrow I'm going to the dentist and I'm scared.", 'I have an operation next week and I am very nervous.'])('%j is not asked what they look forward to', async (message) => {
    const reply = await conversationWith('sophia')(message);
    expect(reply).not.toMatch(/looking forward/);
    expect(reply).toMatch(/(?:What part of it makes you most nervous|Is there anything that helps you stay calm)\?$/);
  });
});
