/** A question the learner names is asked; an answer to Daniel's interview question gets an interviewer's turn, not news. */
import { beforeAll, describe, expect, it } from 'vitest';
import { danielQuestions } from '../question-banks/daniel-questions';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { namedQuestion } from './question-request';
import { interviewerReaction } from '../compose-interview-turn';
import { createChooser } from '../choose-variant';
import { respondToInterviewAnswer } from './after-interview-question';
import { readLearnerFacts } from './learner-facts';
import { teacherFor } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const everyDanielQuestion = Object.values(danielQuestions).flat();

describe('a question the learner names', () => {
  it.each([
    ["Can we practise the question 'Why do you want to work here'?", 'Why do you want to work here?'],
    ['Can you ask me: why should we hire you?', 'Why should we hire you?'],
    ['Ask me "What are your strengths?"', 'What are your strengths?'],
    ['I want to practice this interview question: tell me about a time you failed', 'Tell me about a time you failed.'],
    ['Let’s try the question “where do you see yourself in five years”'.replace(/’/g, "'"), 'Where do you see yourself in five years?'],
  ])('reads “%s” as %s', (message, question) => {
    expect(namedQuestion(message)).toBe(question);
  });

  it.each(['I want to practise the question of my teacher, it was difficult', 'Can you ask me some questions?', 'Ask me anything you like.', 'I had a question about the job.', 'Can you answer my question?', "They will ask me 'tell me about yourself'. What I should say?", "My boss will ask me 'why are you late?'"])('finds none in “%s”', (message) => {
    expect(namedQuestion(message)).toBeNull();
  });

  it('is asked by the teacher, in the bank’s words when it is one of theirs', async () => {
    expect(await conversationWith('daniel')("Can we practise the question 'how would a former manager describe you'?")).toBe('Sure. How would a former manager describe you?');
    expect(await conversationWith('sophia')('Can we practice the question what do you do in your free time?')).toMatch(/What do you do in your free time\?$/);
  });
});

describe('an answer to Daniel’s interview question', () => {
  it('includes an answer to the practice question after one of his tips', async () => {
    const say = conversationWith('daniel');
    await say('What is the STAR method?');
    const reply = await say('One day a patient was very angry because he waited a long time. I listened to him and I explained the situation. Then I asked the doctor to see him quickly. In the end the patient was calm and he thanked me.');
    expect(reply).not.toMatch(/That sounds hard|How did you handle it/);
    expect(everyDanielQuestion.some((question) => reply.endsWith(question))).toBe(true);
  }, 20_000);

  it('takes a question to the coach after his practice turn for no answer', async () => {
    const say = conversationWith('daniel');
    await say('Why should we hire you?');
    expect(await say('How do I answer that?')).not.toMatch(/Next question|Let's move on|Here is my next question/);
  }, 20_000);

  it('names the learner’s job as their work, never as a person heard about', () => {
    const reactions = Array.from({ length: 12 }, (_, seed) => interviewerReaction('I am a software developer with five years of experience.', createChooser(String(seed))));
    expect(reactions.filter((r) => /your work as a software developer/.test(r)).length).toBeGreaterThan(0);
    for (const reaction of reactions) expect(reaction).not.toMatch(/(?:about|through|understand|that,) a software developer/);
  });

  it('names a job said without its article as the learner’s work, with one', () => {
    const reactions = Array.from({ length: 12 }, (_, seed) => interviewerReaction("I'm Maria, I have 5 years of experience as accountant.", createChooser(String(seed))));
    for (const reaction of reactions) expect(reaction).not.toMatch(/(?:through|about|understand) accountant\b/);
    expect(reactions.some((r) => /your work as an accountant/.test(r))).toBe(true);
  });

  it('is thanked as an interviewer does and followed by his next question, not taken for news', async () => {
    const say = conversationWith('daniel');
    await say('Can we do a mock interview?');
    const afterAbout = await say('I studied economics and for three years I have worked in a bank as an analyst. I like numbers and solving problems.');
    expect(afterAbout).not.toMatch(/sorry to hear|handle it/i);
    expect(everyDanielQuestion.some((question) => afterAbout.endsWith(question))).toBe(true);
    const afterStrength = await say('My biggest strength is that I am organised. For example, I plan my week every Monday.');
    expect(afterStrength).not.toMatch(/plan for|STAR method: situation|First,/);
    expect(everyDanielQuestion.some((question) => afterStrength.endsWith(question))).toBe(true);
  }, 20_000);

  it('goes on with his interview questions after a question the learner named', async () => {
    const say = conversationWith('daniel');
    await say('Can you ask me: why should we hire you?');
    const reply = await say('Because I learn fast and I work well with people in a team.');
    expect(reply).toMatch(/^(?:Thank|Thanks|Okay|Good|Right|Great|I see)/);
    expect(everyDanielQuestion.some((question) => reply.endsWith(question))).toBe(true);
  }, 20_000);

  it('is only after his question: news told to him otherwise is listened to', async () => {
    const reply = await conversationWith('daniel')('I have an interview for a marketing assistant job next Tuesday.');
    expect(reply).not.toMatch(/Next question|Here is my next question/);
  });
});

describe("Daniel's next question after an answer", () => {
  it('does not ask which role the learner is preparing for once they said it', () => {
    const asked = (facts?: ReturnType<typeof readLearnerFacts>) =>
      Array.from({ length: 40 }, (_, seed) => respondToInterviewAnswer({ message: 'I have worked as a nurse for six years.', previousMessage: 'Can you ask me some interview questions?', teacher: teacherFor('daniel'), topic: 'Tell Me About Yourself', assistantMessages: ['Sure. So, tell me about yourself.'], chooser: createChooser(String(seed)), facts })?.question ?? '');
    expect(asked().some((question) => /Which role are you preparing for/.test(question))).toBe(true);
    expect(asked(readLearnerFacts(["I'm applying for a nurse job at a children's hospital."])).some((question) => /Which role are you preparing for/.test(question))).toBe(false);
  });
});


describe('what the interview is for, told instead of an answer', () => {
  it('is taken as context, and the question put again', async () => {
    const say = conversationWith('daniel');
    await say('Hello, I am nervous, my interview is tomorrow.');
    expect(await say('It is for a receptionist job in a hotel.')).toBe(
      'A receptionist job in a hotel, good to know: choose the parts of your story that fit it. So, tell me about yourself, as if I were the interviewer.',
    );
  }, 20_000);

  it('takes "I\'m applying for..." in a mock interview the same way, without saying "So," twice', async () => {
    const say = conversationWith('daniel');
    expect(await say('Can you do a mock interview with me?')).toBe('Sure. So, tell me about yourself.');
    expect(await say("I'm applying for a software developer job.")).toBe('A software developer job, good to know: choose the parts of your story that fit it. So, tell me about yourself.');
  }, 20_000);

  it('gives an example answer when asked for one while a question waits, then puts the question again', async () => {
    const say = conversationWith('daniel');
    await say('Can you do a mock interview with me?');
    const reply = await say("I'm not sure. Can you give me an example?");
    expect(reply).toMatch(/^Here's one, in three parts: now, what got you here, and why this role\. .* Now yours: Tell me about yourself\.$/);
    expect(reply).not.toMatch(/step by step|plan you can follow/);
  }, 20_000);

  it('gives a story told in STAR steps for a question that asks for one, and the shape of an answer for any other', async () => {
    const say = conversationWith('daniel');
    await say('Can we practise the question "Tell me about a time you solved a problem"?');
    expect(await say('Can you give me an example?')).toMatch(/^Here's one, for tell me about a time you solved a problem\. Situation: .* Now yours: /);
    const other = conversationWith('daniel');
    await other('Can we practise the question "Why should we hire you?"');
    expect(await other('How would you answer it?')).toMatch(/^Here's the shape of a good answer: .* Now yours: Why should we hire you\?$/);
  }, 20_000);

  it('an answer is still an answer', async () => {
    const say = conversationWith('daniel');
    await say('Hello, I am nervous, my interview is tomorrow.');
    expect(await say('I have worked as a receptionist for three years and I speak three languages.')).not.toMatch(/good to know: choose the parts/);
  }, 20_000);
});

describe('a learner stuck on the interview question', () => {
  it.each(["I don't know what to say.", 'I have no idea.', "It's too difficult for me.", 'Help me, please.'])('%j gets an example answer, then the question again', async (stuck) => {
    const say = conversationWith('daniel');
    await say('Tell me about yourself.');
    const reply = await say(stuck);
    expect(reply).toMatch(/^Here's one, in three parts/);
    expect(reply).toMatch(/Now yours: Tell me about yourself, as if I were the interviewer\.$/);
  }, 20_000);
});

describe('a task teacher greeted, outside a section', () => {
  it.each([
    ['daniel', 'Hello'],
    ['oliver', 'Hi!'],
    ['maya', 'Hello Maya'],
    ['claire', 'Hi Claire'],
  ])('%s asks about what the learner is working towards, not the weather: %j', async (slug, greeting) => {
    const { teacherQuestionBanks } = await import('../pick-follow-up-question');
    const reply = await conversationWith(slug)(greeting);
    expect(teacherQuestionBanks[slug]!['General Conversation']!.some((question) => reply.endsWith(question)), reply).toBe(true);
  });
});

describe("an answer to the interview coach's general question", () => {
  it('is news about the learner, not an interview answer moved on from', async () => {
    const say = conversationWith('daniel');
    await say('Hello');
    const reply = await say('Next month, for a sales job in a bank.');
    expect(reply).not.toMatch(/Next question\.|Let's move on\.|Here is my next question\./);
  });
});

describe("the interview coach's next question after an answer, outside a section", () => {
  it('is an interview question of his sections, not one of his general questions', async () => {
    const { teacherQuestionBanks } = await import('../pick-follow-up-question');
    const general = teacherQuestionBanks.daniel!['General Conversation']!;
    const say = conversationWith('daniel');
    await say('Why should we hire you?');
    const reply = await say('Because I am hardworking and I have five years of experience in marketing.');
    expect(reply).toMatch(/Next question\.|Let's move on\.|Here is my next question\./);
    expect(general.some((question) => reply.endsWith(question)), reply).toBe(false);
  });
});

describe('a story question answered with no story', () => {
  const asked = 'Sure. Describe a situation where you had to meet a tight deadline.';
  const respond = (message: string) =>
    respondToInterviewAnswer({ message, previousMessage: 'Can we practise?', teacher: teacherFor('daniel'), topic: 'Behavioral Questions', assistantMessages: [asked], chooser: createChooser(message) });

  it.each(["I'm a creative person and I work well in a team.", 'I am very organised and motivated.'])('%j is asked for one real example of what the question named', (message) => {
    expect(respond(message)).toEqual({
      acknowledgement: "That's good to know about you.",
      question: 'For this question, though, I need one real example: a time you had to meet a tight deadline. What happened, and what did you do?',
    });
  });

  it.each(['Last year we had a report due in two days, so I split the work and we finished on time.', 'I was working at a bank and my manager asked me to finish a report in one day.'])('%j tells one, and the interview goes on', (message) => {
    expect(respond(message)?.question ?? '').not.toMatch(/one real example/);
  });

  it('never thanks for a phrase that only says where or how', () => {
    const reactions = Array.from({ length: 12 }, (_, seed) => interviewerReaction("I'm a creative person and I work well in a team.", createChooser(String(seed))));
    for (const reaction of reactions) expect(reaction).not.toMatch(/(?:about|through|understand|that,) a team/);
  });
});

describe('a work story told to Daniel unasked', () => {
  const STORY = 'Last year our team had a big problem because the client changed the requirements two weeks before the deadline. My task was to deliver the project on time anyway. I organised a meeting with the client to choose the main features, and I shared the work between the developers again. As a result, we delivered the main features on time and the client signed a new contract.';

  it('is heard as an answer, with what it covered of STAR, not met with sympathy', async () => {
    const say = conversationWith('daniel', 'Behavioral Questions');
    await say("I'm applying for a project manager role in software.");
    const reply = await say(STORY);
    expect(reply).not.toMatch(/sorry to hear|sounds hard/i);
    expect(reply).toMatch(/all four STAR parts/);
    // What they did is told back whole, and the interview goes on.
    expect(reply).toMatch(/you organised a meeting with the client\./);
    expect(reply).toMatch(/(?:Next question|Let's move on|Here is my next question)\. /);
  });

  it.each([
    'Last year I had a big problem with my landlord and I was very stressed for weeks because he wanted more money.', // no action and result
    'Yesterday I was sick.',
    'Last month I lost my job because the company closed suddenly. I tried to find a new one and sent many letters, but as a result I got only one interview and I felt terrible and very depressed about it.',
    'Last year my father was very sick and I had to take care of him at home for three months. I organised his medicine every day, and as a result he got better in the end.',
  ])('leaves news that is no work story to the conversation: %j', async (message) => {
    const reply = await conversationWith('daniel', 'Behavioral Questions')(message);
    expect(reply).not.toMatch(/STAR parts/);
  });
});

describe('job news told to Daniel while his question waits', () => {
  it.each(['I got the job!!! thank you so much Daniel', "I've been promoted to team leader, thank you for the practice", 'They offered me the position this morning!'])('meets “%s” as news to celebrate, not as an answer', async (news) => {
    const say = conversationWith('daniel', 'Behavioral Questions');
    await say('hi daniel');
    expect(await say(news)).toMatch(/^(?:Congratulations|Well done)/);
  });

  it('still hears an achievement told calmly as an answer', async () => {
    const say = conversationWith('daniel', 'Behavioral Questions');
    await say('hi daniel');
    expect(await say('In my last company I was promoted to team leader after I fixed our slow reporting process.')).not.toMatch(/^(?:Congratulations|Well done)/);
  });

  it.each(['Thank you for the question. My biggest achievement was when I got promoted to manager.', 'In my last company I was promoted to team leader after I fixed our slow reporting process!'])('hears “%s” as an answer', async (answer) => {
    const say = conversationWith('daniel', 'Behavioral Questions');
    await say('hi daniel');
    expect(await say(answer)).not.toMatch(/^(?:Congratulations|Well done)|new role/);
  });
});
