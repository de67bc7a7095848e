/** A situation asked to be acted out is set up with its first line, and goes on for two more turns before it ends. */
import { beforeAll, describe, expect, it } from 'vitest';
import { SITUATIONS } from '../answers/situation-phrases';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { percentNamed } from './role-play-turn';
import { answerRolePlayRequest } from './role-play-request';
import { isAsideToTheTeacher } from './role-play-turn';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const sceneOf = (id: string) => SITUATIONS.find((s) => s.id === id)!.rolePlay;

describe('a role-play asked for', () => {
  it.each([
    ['ethan', 'Can we practise a negotiation?', 'ask-discount'],
    ['sophia', "Let's role-play ordering in a restaurant.", 'order-food'],
    ['sophia', 'Could we practise small talk at a party?', 'start-a-conversation'],
    ['ethan', 'I want to practise asking for a raise.', 'ask-for-a-raise'],
    ['ethan', 'Can we do a role-play?', 'ask-discount'],
    ['sophia', 'Can we do a role-play?', 'order-food'],
    ['sophia', 'Can we practise a phone call to a hotel?', 'phone-call'],
    ['sophia', 'Can we practise checking in at a hotel?', 'hotel-check-in'],
    ['ethan', 'Can we practise a job interview?', 'job-interview'],
    ['claire', 'Could we practise an interview?', 'job-interview'],
    // After thanks for an answer just given.
    ['sophia', 'Thank you! Can we practise a phone call?', 'phone-call'],
    ['sophia', 'Thanks, can we practise small talk?', 'start-a-conversation'],
    // The teacher's part named: 'you are the interviewer', 'the waiter', 'the receptionist', 'my doctor'.
    ['ethan', "Let's do a role-play. You are the interviewer for a sales job.", 'job-interview'],
    ['sophia', "Let's do a role-play: you are the waiter.", 'order-food'],
    ['sophia', "Can we do a role-play? You're the hotel receptionist.", 'hotel-check-in'],
    ['sophia', "Let's role-play, you are my doctor.", 'at-the-doctor'],
    // 'role play' in two words; the teacher given the client's part; an apology to a client.
    ['ethan', 'can we role play? you are the supplier and i am the buyer', 'ask-discount'],
    ['ethan', 'can we do a role-play of the meeting? you are the client', 'price-objection'],
    ['ethan', 'Can we practise apologising to a client for a late delivery?', 'apologise-to-a-client'],
  ])('%s: %j sets up %s', (slug, message, id) => {
    expect(answerRolePlayRequest(message, teacherFor(slug))).toMatch(new RegExp(`Let's practise\\. ${sceneOf(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} What do you say\\?$`));
  });

  it.each([
    'I had a negotiation at work yesterday.', // news, not a request
    'What is a negotiation?',
    'Can we practise the present perfect?', // no situation
    'Can we talk about restaurants?',
  ])('leaves %j to the rest of the conversation', (message) => {
    expect(answerRolePlayRequest(message, teacherFor('ethan'))).toBeNull();
  });

  it('is not Lucía’s: her role-plays are in Spanish', () => {
    expect(answerRolePlayRequest('Can we do a role-play?', teacherFor('lucia'))).toBeNull();
  });
});

describe('an upset customer for a learner who works on the phone', () => {
  it('calls in, where the learner said they work in a call centre or asked for a caller', () => {
    expect(answerRolePlayRequest('Can we practise a conversation with an angry customer?', teacherFor('ethan'), ['Hi Ethan, I work in a call centre.'])).toContain(sceneOf('upset-caller'));
    expect(answerRolePlayRequest('Can we practise with an angry caller?', teacherFor('ethan'))).toContain(sceneOf('upset-caller'));
    expect(answerRolePlayRequest('Can we practise with an angry customer on the phone?', teacherFor('sophia'))).toContain(sceneOf('upset-caller'));
  });

  it('is a guest at the desk otherwise', () => {
    expect(answerRolePlayRequest('Can we practise with an angry customer?', teacherFor('ethan'), ['I work in a hotel.'])).toContain(sceneOf('upset-customer'));
  });
});

describe('a role-play under way', () => {
  it('goes on with the other person’s next lines, then ends with feedback', async () => {
    const say = conversationWith('ethan');
    await say('Can we practise a negotiation?');
    const second = await say('Could you give us a discount if we order five hundred units?');
    expect(second).toMatch(/The supplier: 'I could do five percent if you sign a one-year contract\.' What do you say\?$/);
    const third = await say('Five percent is not enough for us, we need ten.');
    // The learner's own figure is answered: ten is past the supplier's limit.
    expect(third).toMatch(/The supplier: '10 percent is more than I can give\. The most I can do is seven percent, with a one-year contract\.' What do you say\?$/);
    const last = await say('Okay, we have a deal.');
    expect(last).toMatch(/real life|polite and natural|how people say it/);
    expect(last).toMatch(/situation/);
  }, 20_000);

  it('gives every situation two lines to go on with', () => {
    for (const situation of SITUATIONS) expect(situation.goesOn, situation.id).toHaveLength(2);
  });
});

describe('"Can we practise?" while a role-play waits for the learner’s line', () => {
  it('sets that scene again rather than asking something else', async () => {
    const say = conversationWith('ethan');
    const offered = await say('How can I say no politely?');
    const scene = offered.slice(offered.indexOf("Let's practise.") + "Let's practise.".length).trim();
    const reply = await say('Can we practise?');
    expect(reply.endsWith(` ${scene}`)).toBe(true);
    expect(reply.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(scene.split(/(?<=[.!?])\s+/).length + 1);
  }, 20_000);
});

describe('thanks said while a role-play waits for the learner’s line', () => {
  it('is thanked back, and the scene is set again, not taken for the line', async () => {
    const say = conversationWith('ethan');
    await say('How do I say no to my boss politely?');
    const reply = await say("Thanks, that's helpful!");
    expect(reply).toMatch(/^(?:You're very welcome|My pleasure)\. Let's practise\. .*What do you say\?$/);
    expect(reply).not.toMatch(/Good, go on|Could we look at it next week/);
  }, 20_000);

  it('leaves a real line in the scene to the scene', () => {
    expect(isAsideToTheTeacher("Thanks, that's helpful!")).toBe(true);
    expect(isAsideToTheTeacher('Thanks, you are very helpful.')).toBe(true);
    expect(isAsideToTheTeacher("You're a great teacher!")).toBe(true);
    expect(isAsideToTheTeacher('You are very kind, but I cannot accept this offer.')).toBe(false);
    expect(isAsideToTheTeacher('Thank you for your patience, I can send it on Tuesday.')).toBe(false);
  });
});

describe('a job interview asked of the interview coach', () => {
  it('starts his own practice with his first question, not a role-play or a dodge', async () => {
    expect(answerRolePlayRequest('Can we practise a job interview?', teacherFor('daniel'))).toBeNull();
    const reply = await conversationWith('daniel')('Can we practise a job interview?');
    expect(reply).toMatch(/^Sure\. .+\?$|^Sure\. Describe .+\.$/);
    expect(reply).not.toMatch(/not sure|Let's practise\./);
  });
});

describe('questions the learner asks in the scene', () => {
  it('are answered by the other person: small talk at a party, terms in a negotiation', async () => {
    const party = conversationWith('ethan');
    await party('Can we practise small talk at a party?');
    expect(await party('Hi, nice to meet you! How was your flight?')).toMatch(/'Long, but fine, thanks!/);
    expect(await party('Yes, I live in Madrid. Where are you from?')).toMatch(/'I'm from Toronto/);
    const deal = conversationWith('ethan');
    await deal('Can we practise a negotiation?');
    expect(await deal('Could you include free delivery?')).toMatch(/The supplier: 'Free delivery I can do/);
  }, 30_000);
});

describe('a request the learner makes in the scene on their own', () => {
  it("is answered by the other person, and the scripted lines still come, each once", async () => {
    const say = conversationWith('sophia');
    await say('Can we do a role play in a restaurant?');
    expect(await say('I would like a table for two, please.')).toMatch(/The waiter: 'Of course, right this way\. Here's the menu\./);
    expect(await say('What do you recommend?')).toMatch(/The waiter: 'The fish of the day is lovely/);
    expect(await say("I'll have the fish, please.")).toMatch(/The waiter: 'Good choice\. Would you like anything to drink with that\?' What do you say\?$/);
    expect(await say('Just water, please.')).toMatch(/The waiter: 'Perfect\. And would you like a starter, or is that everything\?'/);
    expect(await say("That's all. Could we have the bill?")).toMatch(/The waiter: 'Of course, I'll bring it right away\./);
    expect(await say('Yes, it was delicious, thank you.')).toMatch(/real life|polite and natural|how people say it/);
  }, 30_000);

  it('keeps each reply to a request the scene names, said by the one who says its scripted lines', () => {
    for (const situation of SITUATIONS) {
      const speaker = /^([^']*)'/.exec(situation.goesOn[0]!)![1]!;
      for (const [asked, reply] of situation.replies ?? []) {
        expect(reply, situation.id).toMatch(/^(?:[A-Z][^:']+: )?'.+'$/);
        expect(reply.startsWith(`${speaker}'`), situation.id).toBe(true);
        expect(asked.test('Yes.'), situation.id).toBe(false);
      }
    }
  });
});

describe('a figure the learner names in a price talk', () => {
  it.each([
    ['We want 15 percent discount.', 15],
    ['Could you do ten per cent?', 10],
    ['What about 4%?', 4],
    ['Five percent is not enough for us, we need ten.', 10],
    ['We buy 40 machines, so we want 6 percent.', 6],
    ['We want 5 percent because we order 20 boxes.', 5],
    ['Our budget is twelve thousand euros.', null],
    ['We need it in 15 days.', null],
  ])('%j names %s percent', (message, percent) => {
    expect(percentNamed(message)).toBe(percent);
  });

  it('is answered by the supplier for what it is, the limit said again, and the script never contradicts it', async () => {
    const deal = conversationWith('ethan');
    await deal('Can we practise a negotiation?');
    expect(await deal('Could you give us a better price? We want 15 percent discount.')).toMatch(/The supplier: '15 percent is more than I can give\. The most I can do is seven percent/);
    expect(await deal('What about 10 percent?')).toMatch(/The supplier: '10 percent is more than I can give/);
    expect(await deal('OK, 7 percent is fine for us.')).toMatch(/The supplier: '7 percent is close to my limit, but all right: 7 percent with a one-year contract\. Do we have a deal\?'/);
    const end = await deal('Yes, we have a deal.');
    expect(end).not.toMatch(/five percent|The supplier:/);
    expect(end).toMatch(/real life|polite and natural|how people say it|message across/);
  }, 30_000);

  it('is answered by the client when the learner is the one selling', async () => {
    const sale = conversationWith('ethan');
    await sale('Can we do a role-play? You are the client.');
    expect(await sale('I understand. I can offer you a 20 percent discount.')).toMatch(/Your client: '20 percent off\? That changes things\./);
  }, 30_000);
});
