import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { endAskedAfterStart, SITUATIONS, situationAskedOfWhatWasTold } from './situation-phrases';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const sophia = teacherFor('sophia');

describe('what to say in a situation', () => {
  describe.each(SITUATIONS.map((situation) => [situation.id, situation] as const))('%s', (_id, situation) => {
    it.each(situation.examples)('answers %j with its phrases and a role-play', async (question) => {
      expect(detectQuestion(question, sophia)?.kind).toBe('what-to-say');
      const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: question }] });
      expect(reply).toContain(situation.phrases[0]);
      expect(reply).toContain(situation.rolePlay);
    });

    it.each(situation.counterExamples.map((text) => [text]))('leaves %j to another answer', async (question) => {
      const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: question }] });
      expect(reply).not.toContain(situation.phrases[0]);
    });
  });

  it('leaves a word to pronounce, a Spanish phrase and Lucía to their own answers', () => {
    expect(detectQuestion('How do I say "think"?', teacherFor('maya'))?.kind).toBe('pronunciation');
    expect(detectQuestion('How do I say "sorry" in Spanish?', teacherFor('lucia'))?.kind).not.toBe('what-to-say');
    expect(detectQuestion('How do I apologise to my friend?', teacherFor('lucia'))?.kind).not.toBe('what-to-say');
  });

  it('answers the learner\'s line in the role-play as a line, not as news about their life', async () => {
    const question = 'What should I say to an angry guest?';
    const setUp = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: question }] });
    const line = 'I am very sorry, I will check your room right now.';
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: question }, { role: 'assistant', content: setUp }, { role: 'user', content: line }] });
    // The guest goes on (role-play/role-play-request.test.ts follows it to its end).
    expect(reply).toMatch(/The guest: 'But I booked this room weeks ago, and I have a meeting in an hour!' What do you say\?$/);
    expect(reply).not.toMatch(/plan|looking forward|How long have you wanted/i);
  });

  it('does not praise a role-play line it corrects', async () => {
    const question = 'How can I say no politely?';
    const setUp = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: question }] });
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: question }, { role: 'assistant', content: setUp }, { role: 'user', content: 'Sorry, I can not come, I have a exam on saturday.' }] });
    expect(reply).toMatch(/an exam/);
    expect(reply).not.toMatch(/Nicely done|just how people say it|would work well in real life/);
  });
});

describe('what to say, in the two-message demo', () => {
  it.each(SITUATIONS.map((situation) => [situation.examples[0]!, situation] as const))('keeps %j short without cutting a phrase in half', async (question, situation) => {
    const reply = await askTutor({ slug: 'sophia', purpose: 'demo', messages: [{ role: 'user', content: question }] });
    expect(reply).toContain(`'${situation.phrases[0]}'`);
    expect(reply).not.toContain(situation.phrases[1]);
  });
});

describe('"What should I say to him?" just after a situation told', () => {
  it('is asked of that situation', () => {
    expect(situationAskedOfWhatWasTold('what should i say to him?', ['my boss is angry with me because i was late'])).toBe('my boss is angry with me because i was late. what should i say to him?');
    expect(situationAskedOfWhatWasTold('What should I say?', ['My friend is upset with me because I forgot her birthday.'])).toMatch(/forgot her birthday\. What should I say\?$/);
  });

  it('is asked too where the learner says they do not know what to say', () => {
    expect(situationAskedOfWhatWasTold("I don't know what to say him", ['next week I have a meeting with an angry client, he is not happy with our delivery'])).toMatch(/delivery\. What should I say to him\?$/);
    expect(situationAskedOfWhatWasTold("I'm not sure what to say to her.", ['My friend is upset with me because I forgot her birthday.'])).toMatch(/birthday\. What should I say to her\?$/);
    expect(situationAskedOfWhatWasTold("I don't know what to say about my weekend.", ['My friend is upset with me because I forgot her birthday.'])).toBeNull();
    expect(situationAskedOfWhatWasTold("I don't know what to say him", ['I like my new job.'])).toBeNull();
  });

  it('leaves a question with its own situation, or one after no situation', () => {
    expect(situationAskedOfWhatWasTold('What should I say to an angry customer?', ['I was late today.'])).toBeNull();
    expect(situationAskedOfWhatWasTold('What should I say to him?', ['I like my new job.'])).toBeNull();
    expect(situationAskedOfWhatWasTold('What should I say to him?', [])).toBeNull();
  });

  it('gets the phrases in a conversation', async () => {
    const say = conversationWith('ethan');
    await say('my boss is angry with me because i was late');
    expect(await say('what should i say to him?')).toMatch(/I'm so sorry, that was my mistake/);
  }, 20_000);
});

describe('an everyday situation asked in a work scene just told', () => {
  it('is the work one', async () => {
    const say = conversationWith('ethan');
    await say('The client wants a discount.');
    expect(await say('How do I say no politely?')).toMatch(/I'm afraid we can't do that by Friday/);
    expect(await conversationWith('sophia')('How do I say no politely?')).toMatch(/I'm afraid I can't this time/);
  }, 20_000);
});

describe('how to end it, just after asking how to start it', () => {
  it.each([
    ['And to end it?', ["What's a good way to start a meeting?"], 'How do I end a meeting?'],
    ['And how do I end it?', ['How do I start a conversation with a stranger?'], 'How do I end a conversation politely?'],
    ['What about at the end?', ['How do I begin a meeting?'], 'How do I end a meeting?'],
  ])('%j after %j is %j', (message, earlier, asked) => {
    expect(endAskedAfterStart(message, earlier)).toBe(asked);
  });

  it('is nothing after a question that starts no situation, or for another question', () => {
    expect(endAskedAfterStart('And to end it?', ['How do I write an essay?'])).toBeNull();
    expect(endAskedAfterStart('And what do I wear?', ["What's a good way to start a meeting?"])).toBeNull();
  });

  it('gets the phrases for closing a meeting in the conversation', async () => {
    const say = conversationWith('ethan');
    await say("What's a good way to start a meeting?");
    expect(await say('And to end it?')).toMatch(/So, to sum up/);
  });
});
