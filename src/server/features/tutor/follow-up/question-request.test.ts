/** Asked for a question ("Can you ask me a question?"), asked about something, or asked whether the learner may ask one. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { danielQuestions } from '../question-banks/daniel-questions';
import { oliverQuestions } from '../question-banks/oliver-questions';
import { lastQuestionOf } from '../repeat-request';
import { asksForAnyQuestion, asksForATopic, asksToPractise, bankQuestionAbout, waitsToBeAsked } from './question-request';
import { mayaQuestions } from '../question-banks/maya-questions';

/** Their first sections, where a request for a question outside a section is asked from. */
const BANKS_FIRST_QUESTIONS = { daniel: Object.values(danielQuestions)[0] ?? [], oliver: Object.values(oliverQuestions)[0] ?? [] };

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string, slug = 'sophia') => askTutor({ slug, messages: [{ role: 'user', content }] });

describe('a request for a question', () => {
  it.each(['Can you ask me a question?', 'Ask me something!', 'Ask me another question, please.', 'Could you ask me some interview questions?', 'Quiz me!', 'Can we start? Ask me a question.', '¿Me haces una pregunta?', 'Hazme otra pregunta, por favor', 'Can you give me a harder question?', 'Give me another question.', 'Can you ask me a question like a real interview?', 'Can you interview me?', 'Ask me a question like an examiner would.', 'Interview me for a nurse position please.', 'Ok what is the next question?', 'Next question, please.', 'Can you play the recruiter and I practice?'])('%j asks for one', (message) => {
    expect(asksForAnyQuestion(message)).toBe(true);
  });

  it.each(['Can I ask you a question?', 'Ask me "Why should we hire you?"', 'My boss always asks me questions.', 'Can you ask my teacher?', 'Ask me about my day.', 'Can you give me something to read?', 'Give me the questions from the test.', 'Ask me about a real interview.', 'They will interview me on Monday.'])('%j does not', (message) => {
    expect(asksForAnyQuestion(message)).toBe(false);
  });

  it("gets the teacher's next question, not 'I'm not sure'", async () => {
    const reply = await ask('Can you ask me a question?');
    expect(reply).toMatch(/^Sure! .+\?$/);
    expect(reply).not.toMatch(/not sure/i);
  });

  it("gets an interview question from Daniel and an exam question from Oliver, even outside a section", async () => {
    expect(BANKS_FIRST_QUESTIONS.daniel).toContain((await ask('Can you ask me a question?', 'daniel')).replace(/^Sure\. /, ''));
    expect(BANKS_FIRST_QUESTIONS.oliver).toContain((await ask('Ask me a question.', 'oliver')).replace(/^Certainly\. /, ''));
  });

  it('never asks again what was asked before', async () => {
    const say = conversationWith('daniel');
    const first = await say('Can you ask me a question?');
    const second = await say('Ask me another question, please.');
    expect(second.replace(/^Sure\. /, '')).not.toBe(first.replace(/^Sure\. /, ''));
  }, 20_000);

  it("is asked in Spanish of Lucía, who answers in Spanish", async () => {
    expect(await ask('¿Me haces una pregunta?', 'lucia')).toMatch(/^¡Claro que sí! ¿/);
  });
});

describe('waiting to be asked', () => {
  it.each(['Now ask me.', 'Go ahead.', 'OK, fire away!', 'Ask me now, please.', "I'm ready.", 'Ready!', 'Yes, I am ready to start.', 'Pregúntame.', 'Vale, estoy lista.'])('%j waits for the teacher to start', (message) => {
    expect(waitsToBeAsked(message)).toBe(true);
  });

  it.each(["I'm ready for my exam.", 'Ask me about my day.', 'I am not ready.', 'Go ahead with the plan, my boss said.', 'Are you ready?'])('%j does not', (message) => {
    expect(waitsToBeAsked(message)).toBe(false);
  });

  it("takes 'I'm ready.' as waiting only after a question about being ready, not as the answer to another", () => {
    expect(waitsToBeAsked("I'm ready.", 'Shall we start with the first question?')).toBe(true);
    expect(waitsToBeAsked("I'm ready.", 'How are you preparing for your exam tomorrow?')).toBe(false);
  });

  it("starts with Daniel's interview question, not thanks for an answer", async () => {
    const reply = await ask('Now ask me.', 'daniel');
    expect(BANKS_FIRST_QUESTIONS.daniel).toContain(reply.replace(/^Sure\. /, ''));
    expect(reply).not.toMatch(/thanks for sharing/i);
  });

  it("starts a teacher's own first section: Maya's first drill", async () => {
    expect(Object.values(mayaQuestions)[0]).toContain((await ask('Ready!', 'maya')).replace(/^Sure thing! /, ''));
  });

  it('puts the question she just asked again, not a new one', async () => {
    const say = conversationWith('oliver');
    const question = lastQuestionOf(await say('Hello.'))!;
    expect(await say('Now ask me.')).toBe(`Certainly. ${question}`);
  }, 20_000);
});

describe('asked about something, or asked whether the learner may ask', () => {
  it.each([
    ['Can you ask me about my day?', 'How was your day, and what was the best part of it?'],
    ['Ask me about my family, please.', 'Tell me about your family: who do you live with?'],
    ['Could you ask me some questions about my job?', 'What do you do, and what do you like most about it?'],
  ])('%j is asked about it', async (message, question) => {
    expect(await ask(message)).toBe(`Sure! ${question}`);
  });

  it("meets 'Can I ask you a question?' with a yes, not as a question it cannot answer", async () => {
    expect(await ask('Can I ask you a question?')).toBe('Sure! Go ahead, what would you like to know?');
    expect(await ask('¿Puedo hacerte una pregunta?', 'lucia')).toBe('¡Claro! Dime. (Of course! Go ahead.)');
    expect(await ask("Can I ask you a question? What does 'reluctant' mean?")).toMatch(/^Oh, I like that question\. 'Reluctant'/);
    expect(await ask('I have a question')).toBe('Sure! Go ahead, what would you like to know?');
    expect(await ask("I've got a quick question.")).toBe('Sure! Go ahead, what would you like to know?');
    expect(await ask('I have a question about my homework.')).not.toBe('Sure! Go ahead, what would you like to know?');
  });
});

describe('practice asked for with nothing named', () => {
  it.each(['can we practice?', "Let's practise", 'I want to practice my English', 'Can we practise speaking now, please?', 'OK, let us begin.', '¿Podemos practicar?', 'Quiero practicar mi español', 'Can you give me a exercise?', 'Can you give me exercise?', 'I would like an exercise.', 'Any exercises?', '¿Me das un ejercicio?'])('%j asks to practise', (message) => {
    expect(asksToPractise(message)).toBe(true);
  });

  it.each(['Can we practise Part 2?', 'Can we practise the th sound?', "Let's practise ordering food", 'I practise every day.', 'Can we practise a negotiation?', 'I want to practice for my interview on Friday', 'Can you give me an exercise about the past simple?', 'My teacher gave me some homework.', 'I do exercises every morning.'])('%j names what, or tells', (message) => {
    expect(asksToPractise(message)).toBe(false);
  });

  it.each([
    ['daniel', BANKS_FIRST_QUESTIONS.daniel],
    ['oliver', BANKS_FIRST_QUESTIONS.oliver],
    ['maya', Object.values(mayaQuestions)[0] ?? []],
  ])("starts %s's own first section, not 'I'm not sure'", async (slug, questions) => {
    const reply = await ask('can we practice?', slug);
    expect(questions).toContain(reply.replace(/^(?:Sure|Certainly|Sure thing|Of course|Absolutely)[.!] /, ''));
  });

  it('gets a question from a conversation partner', async () => {
    const reply = await ask("Let's practise my English.");
    expect(reply).toMatch(/^Sure! .+\?$/);
  });
});

describe('a question named by what it is about', () => {
  it.each([
    ['Can we practise the question about conflict?', 'Tell me about a time you handled a conflict with a colleague.'],
    ['Let us try the weakness question.', 'What is a weakness you are actively working on?'],
    ['Can you ask me a question about deadlines?', 'Describe a situation where you had to meet a tight deadline.'],
  ])('%j asks the coach’s own', (message, question) => {
    expect(bankQuestionAbout(message, teacherFor('daniel'))).toBe(question);
  });

  it.each(['Can we practise the next question?', 'I answered the question about conflict badly.', 'Can we practise the question about volcanoes?', 'How do I answer the question about salary?', 'How I can answer the question about salary?'])('%j names none of his', (message) => {
    expect(bankQuestionAbout(message, teacherFor('daniel'))).toBeNull();
  });

  it('is asked in the conversation, and the answer is then met as an answer to it', async () => {
    const say = conversationWith('daniel');
    expect(await say('Can we practise the question about conflict?')).toMatch(/Tell me about a time you handled a conflict with a colleague\.$/);
    expect(await say('Last year a colleague never answered my emails, so I spoke to him and we agreed on a shared calendar. The project finished on time.')).not.toMatch(/That sounds hard/);
  }, 20_000);
});

describe('a topic asked for', () => {
  // 'What should we talk about?' gets a few of her topics to choose from (answer-topic-suggestion.ts).
  it.each(['Can you give me a topic?', 'Can you give me a topic to talk about?', 'Could you suggest a topic?', 'ok, give me another card please', 'Can I have another cue card?'])('is a request for the next question: %j', (message) => {
    expect(asksForAnyQuestion(message)).toBe(true);
    expect(asksForATopic(message)).toBe(true);
  });

  it('is a Part 2 cue card from the examiner', async () => {
    expect(await conversationWith('oliver')('Can you give me a topic?')).toMatch(/^\S+\. Describe /);
  });
});
