import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { teacherQuestionBanks } from '../pick-follow-up-question';
import { conversationWith } from '../tutor-test-helpers';
import { answerSectionChoice, answerSectionRequest, SECTION_NAMES, SECTION_OFFER, topicUnderway } from './section-request';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const first = (slug: string, section: string) => teacherQuestionBanks[slug]![section]![0]!;

describe('a request to practise one of the teacher’s sections', () => {
  it.each([
    ["Let's practise the weakness question", /weakness/],
    ['Can we practise strengths?', /strength/],
  ])('%j, in a section of two things, starts with the one named', (message, asked) => {
    expect(answerSectionRequest(message, teacherFor('daniel'), [])).toMatch(asked);
  });

  it.each([
    ['oliver', 'Please give me one cue card, I will practice now.', 'Part 2: Long Turn'],
    ['oliver', 'Please give me a Part 2 topic.', 'Part 2: Long Turn'],
    ['oliver', 'Part 3, as I said. Could you ask me a Part 3 question?', 'Part 3: Discussion'],
    ['oliver', 'Hello, I want to practice for IELTS speaking part 2.', 'Part 2: Long Turn'],
    ['oliver', 'Can we do a mock test?', 'Full Mock Speaking Test'],
    ['oliver', 'Could you give me a cue card?', 'Part 2: Long Turn'],
    ['oliver', 'Can I have a Part 2 cue card?', 'Part 2: Long Turn'],
    ['oliver', "I'd like another cue card, please.", 'Part 2: Long Turn'],
    ['oliver', 'Part 2', 'Part 2: Long Turn'],
    ['oliver', 'part three, please', 'Part 3: Discussion'],
    ['oliver', 'ok part 2 please', 'Part 2: Long Turn'],
    ['oliver', 'Now part 3.', 'Part 3: Discussion'],
    ['claire', 'Can you help me to write a cover letter?', 'Cover Letters'],
    ['claire', 'I need to write a complaint email, can you help me?', 'Professional Emails'],
    ['maya', "Let's practise word stress.", 'Word Stress'],
    ['maya', 'Can we practise another sound?', 'Minimal Pairs Practice'],
    ['daniel', 'Can we do a mock interview?', 'Tell Me About Yourself'],
    ['daniel', "Let's practise salary negotiation.", 'Salary Conversations'],
    // Asked for questions, the teacher starts where they start: a real interview, the exam's Part 1.
    ['daniel', 'Can you ask me some common questions?', 'Tell Me About Yourself'],
    ['daniel', 'Please ask me typical interview questions.', 'Tell Me About Yourself'],
    ['oliver', 'Could you ask me some questions?', 'Part 1: Familiar Topics'],
    // To an examiner, 'the test' is the mock test.
    ['oliver', "Hello, I'm ready for the test.", 'Full Mock Speaking Test'],
    ['oliver', 'Can we start the speaking test?', 'Full Mock Speaking Test'],
    // A letter to someone in particular is a formal letter; a greeting with her name may come first.
    ['claire', 'Hi Claire, I need to write a complaint letter to my landlord.', 'Formal Letters'],
    ['claire', 'Can you help me write a letter to my bank?', 'Formal Letters'],
    ['daniel', 'Can you do a mock interview with me?', 'Tell Me About Yourself'],
    ['oliver', 'Could you run a mock test with me?', 'Full Mock Speaking Test'],
    // A complaint sent by email is a formal letter too: what happened comes first.
    ['claire', 'Can you help me write a complaint email to my landlord?', 'Formal Letters'],
    ['claire', 'I need to write an email to my landlord.', 'Formal Letters'],
  ])('%s starts the section asked for in %j with its first question', (slug, message, section) => {
    const reply = answerSectionRequest(message, teacherFor(slug), []);
    expect(reply?.endsWith(` ${first(slug, section)}`)).toBe(true);
  });

  it.each([
    ['oliver', 'What is Part 2?'], // a question about the section, answered as one
    ['claire', 'I wrote a report yesterday.'], // news
    ['sophia', 'I want to practice part 2.'], // not one of her sections
    ['claire', 'I want to write better.'], // no section named
    ['daniel', 'Can you help me prepare for a job interview?'], // advice first (interview-tip)
    ['oliver', 'I have a cue card from my teacher.'], // news
    ['daniel', 'They always ask me difficult questions.'], // news
    ['sophia', 'Can you ask me some questions?'], // no sections of hers
    ['oliver', 'I have the test next month.'], // news
    ['oliver', "I'm ready."], // no section named
    ['claire', 'I got a letter from my landlord.'], // news
    ['claire', 'Hello Claire, can you help me with my essay?'], // a text of their own, to be pasted and looked at
  ])('%s leaves %j to the rest of the conversation', (slug, message) => {
    expect(answerSectionRequest(message, teacherFor(slug), [])).toBeNull();
  });

  it('goes on to the next question of the section once the first was asked', () => {
    const asked = [first('oliver', 'Full Mock Speaking Test')];
    expect(answerSectionRequest("Let's do a mock test.", teacherFor('oliver'), asked)).toBe(`Certainly. ${teacherQuestionBanks.oliver!['Full Mock Speaking Test']![1]}`);
  });

  it('does not open with who a piece of writing is for when the request named the reader', () => {
    const claire = teacherFor('claire');
    for (const message of ['I need to write an email to my boss because I want to ask for a day off.', 'Can you help me write an email to my new manager?']) {
      const reply = answerSectionRequest(message, claire, []) ?? '';
      expect(reply, message).toMatch(/first sentence of the email/);
      expect(reply, message).not.toMatch(/Who is the email for|a colleague, a manager or a client/);
    }
    // The reader not named: who it is for comes first.
    expect(answerSectionRequest('Can you help me write a professional email?', claire, [])).toMatch(/Who is the email for/);
  });

  it('names only sections that exist in some teacher’s bank', () => {
    const sections = new Set(Object.values(teacherQuestionBanks).flatMap((bank) => Object.keys(bank)));
    for (const name of Object.keys(SECTION_NAMES)) expect(sections).toContain(name);
  });

  it('is what the teacher answers in the chat', async () => {
    const reply = await askTutor({ slug: 'oliver', messages: [{ role: 'user', content: 'I want to practise Part 2, please.' }] });
    expect(reply).toBe(`Certainly. ${first('oliver', 'Part 2: Long Turn')}`);
  });
});

describe('a mock test started in another topic', () => {
  it('goes on as the mock test, question by question, once its first question was asked', async () => {
    const mock = teacherQuestionBanks.oliver!['Full Mock Speaking Test']!;
    expect(topicUnderway(teacherFor('oliver'), 'General Conversation', [`Certainly. ${mock[0]}`])).toBe('Full Mock Speaking Test');
    expect(topicUnderway(teacherFor('oliver'), 'General Conversation', ['What do you do in your free time?'])).toBe('General Conversation');
    const say = conversationWith('oliver');
    expect(await say("Hello, I'm ready for the test.")).toBe(`Certainly. ${mock[0]}`);
    expect(await say("My name is Arjun and I'm from Chennai, India.")).toMatch(new RegExp(`${mock[1]!.replace(/[?.]/g, '\\$&')}$`));
    expect(await say('I am a student, I study computer science.')).toMatch(new RegExp(`${mock[2]!.replace(/[?.]/g, '\\$&')}$`));
  });
});

describe('a letter the learner needs to write', () => {
  it('is taken step by step, from what happened to the sign-off, not as news to chat about', async () => {
    const letter = teacherQuestionBanks.claire!['Formal Letters']!;
    const say = conversationWith('claire');
    expect(await say('Hi Claire, I need to write a complaint letter to my landlord.')).toBe(`Of course. ${letter[0]}`);
    expect(await say("The heating is broken and he doesn't answer my calls.")).toMatch(new RegExp(`${letter[1]!.replace(/[?.]/g, '\\$&')}$`));
    const third = await say('Dear Mr Smith, I am writing to complain about the heating in my flat.');
    expect(third).toMatch(new RegExp(`${letter[2]!.replace(/[?.]/g, '\\$&')}$`));
  });

  it('leads a cover letter in its order too, not into questions about the places it names', async () => {
    const cover = teacherQuestionBanks.claire!['Cover Letters']!;
    const say = conversationWith('claire');
    await say('Hello! I need to write a cover letter for a job in a hotel.');
    expect(await say("It's a receptionist job in a big hotel in London.")).toMatch(new RegExp(`${cover[1]!.replace(/[?.]/g, '\\$&')}$`));
  });
});

describe('a part chosen when the examiner offers them', () => {
  const offered = [`Certainly. Part 1 lasts four to five minutes. ${SECTION_OFFER}`];
  it.each([
    ['Part 2, please.', 'Part 2: Long Turn'],
    ['The second one.', 'Part 2: Long Turn'],
    ['I think part three', 'Part 3: Discussion'],
    ['The first, please.', 'Part 1: Familiar Topics'],
    ['What about Part 2?', 'Part 2: Long Turn'],
  ])('%j starts %s', (message, section) => {
    expect(answerSectionChoice(message, teacherFor('oliver'), offered)).toContain(first('oliver', section));
  });

  it.each(['Can we try one?', "Let's do it.", 'OK, can I try it?', 'I want to try one.'])('%j just after one part was told about starts that part, offered or not', (message) => {
    const told = ['Certainly. One minute, in Part 2 only: you get the cue card, paper and a pencil. How do you practise speaking English at the moment?'];
    expect(answerSectionChoice(message, teacherFor('oliver'), told)).toContain(first('oliver', 'Part 2: Long Turn'));
  });

  it('asks which part to try when the turn before told of several, and starts nothing when it told of none', () => {
    const several = ['Good question. In Part 2, yes: you get paper. In Parts 1 and 3 there are no notes. When are you taking the IELTS test?'];
    expect(answerSectionChoice("Let's try it.", teacherFor('oliver'), several)).toMatch(new RegExp(`${SECTION_OFFER.replace('?', '\\?')}$`));
    expect(answerSectionChoice('Can we try it?', teacherFor('oliver'), ['Great, thanks for sharing that. How do you practise speaking English at the moment?'])).toBeNull();
  });

  it('starts nothing for a question about the test or a part', () => {
    expect(answerSectionChoice('How is the speaking test scored?', teacherFor('oliver'), offered)).toBeNull();
    expect(answerSectionChoice('What happens in Part 3?', teacherFor('oliver'), offered)).toBeNull();
  });

  it('starts nothing without the offer, or from a long message', () => {
    expect(answerSectionChoice('The second one.', teacherFor('oliver'), ['What do you do in your free time?'])).toBeNull();
    expect(answerSectionChoice('I think the second part is the hardest one for me because I never know what to say.', teacherFor('oliver'), offered)).toBeNull();
  });

  it('is how the examiner goes on from a question about the test', async () => {
    const say = conversationWith('oliver');
    expect(await say('Which part is the most difficult?')).toMatch(new RegExp(`Most learners find Part 2 the hardest.*${SECTION_OFFER.replace('?', '\\?')}$`));
    expect(await say('Part 2, please.')).toContain(first('oliver', 'Part 2: Long Turn'));
  }, 20_000);

  it('keeps to the mock test when news comes up inside it', async () => {
    const say = conversationWith('oliver');
    await say("Let's do a full mock test.");
    await say("My name is Ana and I'm from Lisbon.");
    expect(await say('I work as a nurse. My shifts are very long.')).not.toMatch(/How do you relax after a long day at work\?|enough time to rest/);
  }, 20_000);

  it('takes up news of the exam instead of the next question of his bank', async () => {
    expect(await conversationWith('oliver')('Good morning. I will take IELTS in two months and I need band 7.')).toMatch(/your IELTS exam in two months\b.*\?$/);
  });
});

describe('the long turn’s preparation asked of the examiner', () => {
  it.each([
    ['How long do I have to prepare?', /^Certainly\. One minute, in Part 2 only/],
    ['Can I make notes?', /^Good question\. In Part 2, yes: you get paper and a pencil/],
  ])('%j is answered in a line', async (message, answer) => {
    expect(await askTutor({ slug: 'oliver', messages: [{ role: 'user', content: message }] })).toMatch(answer);
  });
});

describe('a section asked for with what its first question asks already told', () => {
  it('opens with the next question, not the one the message answered', async () => {
    const say = conversationWith('claire');
    const reply = await say('Hi Claire, I need to write a cover letter for a job as a receptionist.');
    expect(reply).not.toMatch(/Which job are you applying for/);
    expect(reply).toMatch(/\?$/);
    expect(await conversationWith('claire')('I need to write a cover letter.')).toMatch(/Which job are you applying for/);
  });
});
