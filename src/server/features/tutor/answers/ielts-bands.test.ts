/** "What is the difference between band 6 and band 7?": what each speaking band asks, in plain words, never a dictionary's 'band'. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string) => askTutor({ slug: 'oliver', messages: [{ role: 'user', content }] });

describe('IELTS speaking bands', () => {
  it.each(['What is the difference between band 6 and band 7?', 'What is the difference between band 6 and 7?'])('%j describes both bands in order', async (question) => {
    expect(detectQuestion(question, teacherFor('oliver'))?.kind).toBe('ielts-format');
    const reply = await ask(question);
    expect(reply).toMatch(/^Certainly\. At band 6, .*\. At band 7, /);
    expect(reply).not.toMatch(/association/);
  });

  it.each(['What is the difference between Part 2 and Part 3?', 'What happens in parts 1 and 2?'])('%j describes both parts asked about', async (question) => {
    expect(detectQuestion(question, teacherFor('oliver'))?.kind).toBe('ielts-format');
    const reply = await ask(question);
    const [first, second] = /Part 2 and Part 3/.test(question) ? ['In Part 2 you get a cue card', 'Part 3 lasts four to five minutes'] : ['Part 1 lasts four to five minutes', 'In Part 2 you get a cue card'];
    expect(reply.indexOf(first)).toBeGreaterThan(-1);
    expect(reply.indexOf(second)).toBeGreaterThan(reply.indexOf(first));
  });

  it('describes a half band as the two whole bands around it', async () => {
    const reply = await ask('What is band 6.5?');
    expect(reply).toMatch(/^Certainly\. Band 6\.5 sits between 6 and 7: .*At band 6, .*At band 7, /);
  });

  it('describes one band asked about', async () => {
    expect(await ask('What do I need for band 7?')).toMatch(/^Certainly\. At band 7, you speak at length without noticeable effort/);
  });

  it('leaves news of a band to the conversation', () => {
    expect(detectQuestion('I got band 6 last time.', teacherFor('oliver'))?.kind).not.toBe('ielts-format');
  });

  it('takes "which part" as a question about the test, unless it is a part of something else', () => {
    expect(detectQuestion('Which part is the most difficult?', teacherFor('oliver'))?.kind).toBe('ielts-format');
    expect(detectQuestion('What part do most people find easy?', teacherFor('oliver'))?.kind).toBe('ielts-format');
    expect(detectQuestion('Which part of your city do you like?', teacherFor('oliver'))?.kind).not.toBe('ielts-format');
    expect(detectQuestion('Which part is the most difficult?', teacherFor('sophia'))?.kind).not.toBe('ielts-format');
  });

  it('reassures a learner nervous about the test, and says what to do about a mistake', async () => {
    expect(await ask('Hello Oliver, I am nervous about the speaking test.')).toMatch(/^Don't worry\. Almost everyone is nervous.*Which part would you like to practise first\?$/);
    expect(await ask('What if I make a mistake?')).toMatch(/^Certainly\. Small mistakes are normal/);
    expect(detectQuestion('I am nervous about the speaking test.', teacherFor('sophia'))?.kind).not.toBe('ielts-format');
  });

  it.each([
    ['Is it OK to use idioms in the speaking test?', /^Good question\. They help when one fits what you mean/],
    ['Can I use phrasal verbs in part 2?', /^Good question\. They help when one fits what you mean/],
    // Asked the other way round, the answer says the same and never a bare yes.
    ['Is it bad to use idioms in the speaking test?', /^Good question\. They help when one fits what you mean/],
    ['Can I use contractions in the exam?', /^Good question\. Yes: the speaking test is a conversation, so contractions/],
    ['What about contractions like "don\'t" and "I\'m"?', /^Good question\. Yes: the speaking test is a conversation, so contractions/],
    ['Should I memorise my answers for the IELTS?', /^Good question\. Prepare ideas, not scripts\./],
    ['Can you give me some useful phrases for Part 3?', /^Good question\. For Part 3, phrases that give a view and weigh it up: In my view/],
    ['Any useful expressions for part 2?', /^Good question\. For Part 2, phrases that carry you through the card/],
    ['What is the difference between IELTS Academic and General?', /^Good question\. The speaking test is exactly the same in both/],
    ['How is the speaking score calculated?', /^Certainly\. You are marked on four criteria/],
    ['Can I get band 8 in one month?', /^Honestly\? It depends on where you start.*two or three months of steady practice to move up half a band/],
    ["What should I do if I don't understand the question?", /^Don't worry\. Ask the examiner to say it again: sorry, could you repeat the question\?/],
  ])('%j gets what examiners make of it', async (question, answer) => {
    expect(detectQuestion(question, teacherFor('oliver'))?.kind).toBe('ielts-format');
    expect(await ask(question)).toMatch(answer);
  });

  it.each([
    ['Is it bad if I make a pause to think?', /A short pause to think is fine/],
    ['How can I use more complex grammar?', /Use a few structures you already know well/],
    ['Should I use idioms in the test?', /when one fits what you mean/],
    ['Is it bad to memorise answers?', /Prepare ideas, not scripts/],
    ['Can I say "gonna" in the speaking test?', /Better not\./],
  ])('answers how to handle the test: %j', async (question, answer) => {
    expect(detectQuestion(question, teacherFor('oliver'))?.kind).toBe('ielts-format');
    expect(await ask(question)).toMatch(answer);
  });

  it('leaves a pause or an idiom that is no question about the test to the conversation', () => {
    expect(detectQuestion('I took a short pause from work last year.', teacherFor('oliver'))?.kind).not.toBe('ielts-format');
    expect(detectQuestion('Should I use idioms in the test?', teacherFor('sophia'))?.kind).not.toBe('ielts-format');
  });

  it('tells what to do when a question leaves the learner with nothing to say', async () => {
    expect(await ask("What if I don't know the answer?")).toMatch(/^Certainly\. Say so briefly and keep going/);
    expect(detectQuestion("What if I don't know the answer?", teacherFor('sophia'))?.kind).not.toBe('ielts-format');
  });
});

describe('how long an answer should be', () => {
  it.each(['How long should my answer be?', 'How many sentences should I say?', 'How much should I speak?'])('%j gets the length of each part', async (question) => {
    expect(detectQuestion(question, teacherFor('oliver'))?.kind).toBe('ielts-format');
    expect(await ask(question)).toMatch(/^Certainly\. It depends on the part\. In Part 1, two or three sentences/);
  });

  it('leaves how long the test lasts to its own answer, and the question to other teachers', async () => {
    expect(await ask('How long does the test last?')).toMatch(/^Certainly\. The speaking test takes eleven to fourteen minutes/);
    expect(detectQuestion('How long should my answer be?', teacherFor('sophia'))?.kind).not.toBe('ielts-format');
  });
});
