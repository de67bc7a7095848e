import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe("Daniel's tips on the classic interview questions", () => {
  it.each([
    ['What questions should I ask at the end of the interview?', /At the end, always ask/, /any questions for me\. What do you ask\?$/],
    ['How should I answer tell me about yourself?', /present, past, future/, /Tell me about yourself, as if I were the interviewer\.$/],
    ['What is my biggest weakness?', /real but fixable/, /what weakness could you talk about/],
    ['Can you help me prepare for a job interview?', /^Sure\. Read the job advert/, /tell me about yourself, as if I were the interviewer\.$/],
    ['They offered me 45.000 dollars but I want 55.000. What can I say?', /Thank them first, then name your figure with a reason/, /What do you say\?$/],
    ['I have an interview on Monday and I am very nervous.', /Nerves are normal/, /tell me about yourself, as if I were the interviewer\.$/],
    ['How can I stay calm in an interview?', /breathe slowly/, /as if I were the interviewer\.$/],
    ["I don't have any experience, what should I say?", /With little experience, lead with what you can show/, /shows a skill this job needs\.$/],
    ['What should I say if they ask about my weakness?', /real but fixable/, /what weakness could you talk about/],
    ['What should I say about my weakness?', /real but fixable/, /what weakness could you talk about/],
    ['What can I say about why I left my last job?', /stay positive and look forward/, /why are you leaving your current job\?$/],
    ['What are good weaknesses to say?', /real but fixable/, /what weakness could you talk about/],
    ['Which strengths should I mention?', /choose two that matter for this role/, /one of your strengths/],
    ['What should I say if they ask why I left my last job?', /stay positive and look forward/, /why are you leaving your current job\?$/],
    ['How do I answer "Why are you leaving your company?"', /never criticise your old employer/, /why are you leaving your current job\?$/],
    ["How should I answer 'Why do you want to leave your job?'", /stay positive and look forward/, /why are you leaving your current job\?$/],
    ['What do I say if they ask why I want to change jobs?', /stay positive and look forward/, /why are you leaving your current job\?$/],
    ['Should I send a thank you email after the interview?', /send a short thank-you email the same day/, /first two sentences of your thank-you email\.$/],
    ['What should I wear to an interview?', /one step smarter/, /How do you greet me and introduce yourself\?$/],
    // Whether to raise pay at all, and how to answer about it: two tips, not his salary question put at once.
    ['What about salary? Can I ask about it?', /let them raise it first/, /How do you ask about the salary\?$/],
    ['Should I ask about salary in the first interview?', /let them raise it first/, /How do you ask about the salary\?$/],
    ['Is it ok to ask about the salary?', /let them raise it first/, /How do you ask about the salary\?$/],
    ['Can you give me 3 good questions to ask?', /At the end, always ask one or two real questions/, /What do you ask\?$/],
    ['What should I say if they ask my weak points?', /For your weakness, pick a real but fixable one/, /\?$/],
    ['How do I answer the salary question?', /research the range for the role first/, /what are your salary expectations\?$/],
    // A number asked for, or who says it first; a career change told as a bridge.
    ['What salary should I ask for in a junior IT support job?', /turn it round politely/, /what are your salary expectations\?$/],
    ['Should I say number first or let them say?', /turn it round politely/, /\?$/],
    ['How do I explain a career change in an interview?', /a bridge, not an escape/, /Why do you want to move into this field\?$/],
    ['Any tips for an online interview?', /test your camera, microphone and link/, /How do you greet me/],
    ['What do I need to bring to the interview?', /two printed copies of your CV/, /How do you greet me and introduce yourself\?$/],
    // Whether to tell them something: a straight answer, then practice.
    ['Should I mention my age?', /^[^.]+\. You don't need to\./, /keeping only what matters for this job\.$/],
    ['Can I mention that I have two children?', /You don't need to\./, /keeping only what matters/],
    ['Should I tell them I have another offer?', /Only if it's true and it helps/, /interviewing anywhere else\. What do you say\?$/],
    ['Should I talk about my hobbies?', /Keep it to a sentence or two/, /in two sentences that show something about you\?$/],
    ['Should I put a photo on my CV?', /It depends on the country/, /under your name\.$/],
    ['Is that a good weakness?', /real but fixable/, /what weakness could you talk about/],
    ['I failed my last interview.', /^That's hard, and it happens to almost everyone/, /which question was the hardest in that interview\?/],
    ["They said I didn't have enough experience.", /With little experience, lead with what you can show/, /shows a skill this job needs\.$/],
    ["How do I answer 'tell me about a time you failed'?", /answer with a real story in four steps/, /tell me about a time you made a mistake/],
    ['How do I answer "Why do you want this job?"', /connect three things/, /why do you want this job\?$/],
    ['What questions will they ask me?', /come back to the same six/, /tell me about yourself, as if I were the interviewer\.$/],
    ['What do interviewers usually ask?', /come back to the same six/, /as if I were the interviewer\.$/],
    ['What are the most common interview questions?', /come back to the same six/, /as if I were the interviewer\.$/],
    ['What is the most common interview question?', /come back to the same six/, /as if I were the interviewer\.$/],
    ['What questions should I ask the interviewer?', /At the end, always ask/, /What do you ask\?$/],
    ['What are good questions to ask at the end of the interview?', /At the end, always ask/, /What do you ask\?$/],
    ['Which questions should I ask the interviewer?', /At the end, always ask/, /What do you ask\?$/],
    ['Tell me about a time you failed - how do I answer this?', /answer with a real story in four steps/, /tell me about a time you made a mistake/],
    ['Should I ask questions at the end of the interview?', /At the end, always ask/, /What do you ask\?$/],
    ['How long should my answers be?', /about a minute for most answers/, /tell me about yourself in about a minute\.$/],
    ['I think my biggest weakness is I am perfectionist.', /the weakness interviewers hear most/, /one real example and what you do about it now\.$/],
    // 'What if they ask...' names the question; 'What if I don't know the answer?' is a question of its own.
    ['What if they ask about my weaknesses?', /real but fixable/, /what weakness could you talk about/],
    ['And what if the interviewer asks me about salary?', /research the range for the role/, /salary expectations\?$/],
    ["What if I don't know the answer to a question?", /a calm pause looks better than a rushed answer/, /didn't know how our systems work\?$/],
    ['What should I do if my mind goes blank?', /a calm pause looks better/, /didn't know how our systems work\?$/],
    ['What should I say at the end of the interview?', /close warmly: thank them for their time/, /do you have any questions\? What do you say\?$/],
    ["What if I don't understand the question?", /could you say a little more about what you mean/, /didn't know how our systems work\?$/],
  ])('%j gets the tip, then practice on that very question', async (question, tip, practice) => {
    const reply = await askTutor({ slug: 'daniel', messages: [{ role: 'user', content: question }] });
    expect(reply).toMatch(tip);
    expect(reply).toMatch(practice);
    expect(reply).not.toMatch(/Of course\. Read/);
  });
});

describe("the interviewer's question itself, sent to Daniel", () => {
  it.each([
    ['Why do you want this job?', /connect three things/],
    ['Where do you see yourself in five years?', /show ambition that fits the company/],
    ['Why did you leave your last job?', /stay positive and look forward/],
    ['What is your greatest weakness?', /real but fixable/],
  ])('%j gets how to answer it', async (question, tip) => {
    expect(await askTutor({ slug: 'daniel', messages: [{ role: 'user', content: question }] })).toMatch(tip);
  });

  it('is a question to Sophia herself, not an interview', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Why do you want this job?' }] })).not.toMatch(/connect three things/);
  });
});

describe('what is not an interview worry', () => {
  it.each(['I was worried about my mother last week.', 'I have no experience with cooking.', 'What should I say if they ask me to leave early?', 'What should I wear to the party tonight?', 'Should I send a thank you card to my aunt?', 'Should I bring anything to the party?'])('%j gets no interview tip from Sophia', async (message) => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: message }] });
    expect(reply).not.toMatch(/Nerves are normal|With little experience/);
  });
});

describe('nerves told, not asked about', () => {
  it('are met with understanding, not "Sure."', async () => {
    expect(await conversationWith('daniel')('Hello, I am nervous, my interview is tomorrow.')).toMatch(/^I understand\. Nerves are normal/);
    expect(await conversationWith('daniel')('How can I stay calm in an interview?')).not.toMatch(/^I understand\./);
  }, 20_000);
});

describe('an example answer in STAR steps', () => {
  it.each([
    ['Can you give me an example answer with STAR?', /Here's one, for tell me about a time you solved a problem\. Situation: .* Task: .* Action: .* Result: /, /^Now yours: tell me about a time you solved a problem, in those four steps\.$/],
    ['Can you give me an example of a STAR answer about a conflict?', /Here's one, for tell me about a time you had a conflict with a colleague\. Situation: /, /^Now yours: tell me about a time you had a conflict with a colleague/],
  ])('%j gets a model answer, then the learner tries their own', async (question, answer, practice) => {
    expect(detectQuestion(question, teacherFor('daniel'))?.kind).toBe('star');
    const reply = await askTutor({ slug: 'daniel', messages: [{ role: 'user', content: question }] });
    expect(reply).toMatch(answer);
    expect(reply.split(/(?<=\.)\s+(?=Now yours)/).at(-1)).toMatch(practice);
  });

  it('explains the steps when asked what STAR is', async () => {
    expect(await askTutor({ slug: 'daniel', messages: [{ role: 'user', content: 'What is the STAR method?' }] })).toMatch(/STAR stands for situation, task, action and result/);
  });
});

describe("the interviewer's story question sent to the coach", () => {
  it('gets how to answer it, then practice on that very question', async () => {
    const question = 'Tell me about a time you had a conflict with a colleague.';
    expect(detectQuestion(question, teacherFor('daniel'))?.kind).toBe('interview-tip');
    const reply = await askTutor({ slug: 'daniel', messages: [{ role: 'user', content: question }] });
    expect(reply).toMatch(/answer with a real story in four steps/);
    expect(reply).toMatch(/Try it now: tell me about a time you had a conflict with a colleague, in those four steps\.$/);
    expect(reply).not.toMatch(/clear picture/);
  });

  it('is a story the learner tells when it is not a question to the coach', () => {
    expect(detectQuestion('I will tell you about a time I had a conflict with my boss.', teacherFor('daniel'))?.kind).not.toBe('interview-tip');
  });
});

describe("the interviewer's question quoted, then answered", () => {
  it('is an answer to the interview, not a question about Daniel, and the role told is not asked again', async () => {
    expect(detectQuestion('Tell me about yourself? Ok. My name is Ana, I have been a nurse for ten years in Lisbon.', teacherFor('daniel'))).toBeNull();
    const say = conversationWith('daniel');
    await say('Hi Daniel, can you help me prepare for a job interview in English?');
    await say("It's for a nurse position in a hospital in Dublin.");
    const reply = await say('Tell me about yourself? Ok. My name is Ana, I have been a nurse for ten years in the emergency department in Lisbon.');
    expect(reply).not.toMatch(/I'm Daniel/);
    expect(reply).not.toMatch(/Which role are you preparing for/);
  }, 20_000);
});

describe('feedback asked for as learners ask it, after an answer of a mock interview', () => {
  it.each(['Hmm, how I can make this answer better?', 'Was that answer too short?', 'Please give me feedback on this one.'])('%j is feedback on the answer just given', async (asked) => {
    const say = conversationWith('daniel', undefined, 'interview');
    await say('My weakness is I am perfectionist, I always check everything two times.');
    const reply = await say(asked);
    expect(reply).not.toMatch(/Answer my question first/);
    expect(reply).toMatch(/Your answer was only \d+ words/);
  }, 30_000);
});
