/** Follow-ups use the job and the place the learner gave about themselves, never one they said about someone else. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../lib/language-model';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { asksForKnownFact, readLearnerFacts, readMessageFacts } from './learner-facts';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

async function converse(turns: string[], slug = 'sophia'): Promise<string[]> {
  const messages: ChatMessage[] = [];
  const replies: string[] = [];
  for (const turn of turns) {
    messages.push({ role: 'user', content: turn });
    const reply = await askTutor({ slug, topic: 'Daily Life', messages });
    messages.push({ role: 'assistant', content: reply });
    replies.push(reply);
  }
  return replies;
}

describe('the learner’s own job and place', () => {
  it('reads a job only when the learner says it of themselves', () => {
    expect(readMessageFacts('Every morning I help a doctor on the children’s ward.').job).toBeUndefined();
    const husband = readMessageFacts('My husband is a pilot and he lives in Dubai.');
    expect([husband.job, husband.city]).toEqual([undefined, undefined]);
    expect(readMessageFacts('I am work as nurse since 2015.').job).toBe('nurse');
  });

  it('never asks a nurse about being a doctor', async () => {
    const replies = await converse(['Hello, I am Wanjiru and I work as a nurse in Nairobi.', 'Every morning I help a doctor on the children’s ward.', 'The doctor I work with is very funny.']);
    for (const reply of replies) expect(reply).not.toMatch(/(?:as|being|become) a doctor/i);
    expect(replies.join(' ')).toMatch(/nurse/);
  }, 30_000);

  it('does not ask again for an age, a city or an exam date already told', () => {
    const facts = readLearnerFacts(['I have 41 years and I live in Cardiff.', 'My test is next Friday.']);
    expect(asksForKnownFact('How old are you?', facts)).toBe(true);
    expect(asksForKnownFact('Where do you live?', facts)).toBe(true);
    expect(asksForKnownFact('When is your exam?', facts)).toBe(true);
    expect(asksForKnownFact('Do you have any pets?', facts)).toBe(false);
  });

  it('does not ask about presentations coming up after one was told, and still asks about plans', () => {
    const told = readLearnerFacts(['Hi, I have a presentation to my boss on Friday.']);
    expect(asksForKnownFact('Do you have any meetings or presentations coming up this week?', told)).toBe(true);
    expect(asksForKnownFact('Do you have any interviews coming up?', told)).toBe(true);
    expect(asksForKnownFact('Do you have any plans for the weekend?', told)).toBe(false);
    const untold = readLearnerFacts(['I work in sales.']);
    expect(asksForKnownFact('Do you have any meetings or presentations coming up this week?', untold)).toBe(false);
  });
});

describe('what the learner plays', () => {
  it.each([
    ['I like to play guitar in my free time.', { thing: 'guitar', kind: 'instrument' }],
    ['I play the piano.', { thing: 'piano', kind: 'instrument' }],
    ['In my free time I play tennis.', { thing: 'tennis', kind: 'sport' }],
    ['I often play table tennis with my son.', { thing: 'table tennis', kind: 'sport' }],
    ['I love playing chess.', { thing: 'chess', kind: 'game' }],
  ])('reads %j', (message, plays) => {
    expect(readMessageFacts(message).plays).toEqual(plays);
  });

  it.each(['I play with my kids in the park.', 'My son plays the violin.', 'The band played well.'])('reads nothing played by the learner in %j', (message) => {
    expect(readMessageFacts(message).plays).toBeUndefined();
  });

  it('asks about the instrument or the sport, not about free time or work', async () => {
    const [guitar] = await converse(['I like to play guitar in my free time.'], 'ethan');
    expect(guitar).toMatch(/\bthe guitar\b[^.?]*\?/);
    const [tennis] = await converse(['In my free time I play tennis.']);
    expect(tennis).toMatch(/\btennis\b[^.?]*\?/);
    expect(tennis).not.toMatch(/your free\b/);
  }, 30_000);
});

describe('who the learner lives with', () => {
  it.each([
    ['I live in a flat in the city centre with my sister.', 'sister'],
    ['I still live with my parents in a small town.', 'parents'],
    ['I share a flat with my brother.', 'brother'],
  ])('reads %j', (message, member) => {
    expect(readMessageFacts(message).livesWith).toBe(member);
  });

  it.each(['I spent the weekend with my sister.', 'I live near my parents.', 'I live with my friend Tom.'])('reads no family at home in %j', (message) => {
    expect(readMessageFacts(message).livesWith).toBeUndefined();
  });

  it('meets family at home as home, not as a day out together', async () => {
    const [reply] = await converse(['I live with my parents in a small town.']);
    expect(reply).toMatch(/living with your parents|share a home with your parents/);
    expect(reply).not.toMatch(/special time/);
  }, 30_000);
});

describe('family told as a count, and children named', () => {
  it.each([
    ['I have two kids.', /(?:two kids|your kids)\b/, /\bkids like doing\?|How old are your kids\?|together at the weekend\?/],
    ["I've got a daughter.", /a daughter/, /\?$/],
    ['I have one older brother.', /one older brother/, /\byour brother\b[^.?]*\?/],
  ])('%j is acknowledged and asked about', async (message, ack, question) => {
    const [reply] = await converse([message]);
    expect(reply).toMatch(ack);
    expect(reply!.trim()).toMatch(question);
  }, 30_000);

  it('asks about a young child as a child: not whether he lives near, nor special time not told', async () => {
    const [reply] = await converse(['My son is 5 and my daughter is 8.']);
    expect(reply).toMatch(/your son/);
    expect(reply).not.toMatch(/live near you|special time/);
  }, 30_000);
});

describe('what the learner is about to do in the lesson is not a plan', () => {
  it.each(['I want to describe my grandmother. She is very kind.', "I'd like to practise Part 2.", 'I want to talk about my city.'])('%j', (message) => {
    expect(readMessageFacts(message).plan).toBeUndefined();
  });

  it.each([['I want to visit Japan next year.', 'visit Japan next year'], ["I'm going to study in Canada.", 'study in Canada'], ['I want to talk more easily with guests.', 'talk more easily with guests'], ['I want to lose weight so I started going to the gym.', 'lose weight'], ['I want to move abroad because my wife is Canadian.', 'move abroad'], ['I want to travel and see the world.', 'travel and see the world'], ['I want to work as a nurse when I finish school.', 'work as a nurse'], ['We are planning a trip to Japan next year.', 'travel to Japan next year'], ["I've booked a holiday to Greece in June.", 'travel to Greece in June']])('but %j is', (message, plan) => {
    expect(readMessageFacts(message).plan).toBe(plan);
  });
});

describe('something named the learner watched', () => {
  it.each([
    ['I watched Titanic last night.', 'Titanic'],
    ['Yesterday I watched The Lord of the Rings with my son.', 'The Lord of the Rings'],
    ['I watched Barcelona on TV.', 'Barcelona'],
  ])('reads %j as watched', (message, title) => {
    expect(readMessageFacts(message).watchedTitle).toBe(title);
  });

  it.each(['I saw Maria yesterday.', 'I watched a good film yesterday.', 'My son watched Frozen again.', 'I watched TV.'])('leaves %j', (message) => {
    expect(readMessageFacts(message).watchedTitle).toBeUndefined();
  });

  it('is asked what the learner liked about it', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'I watched Titanic last night.' }] });
    expect(reply).toMatch(/^(?:Oh, Titanic, nice!|Ooh, Titanic!) (?:What did you like most about it|Would you recommend it to a friend)\?$/);
  });
});
