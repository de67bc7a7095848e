/** Oliver after a Part 2 long turn: an examiner's thanks, the turn's length, then Part 3 (or the mock test's own order). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../lib/language-model';
import { IELTS_TOPICS } from '../question-banks/ielts-topics';
import { oliverQuestions } from '../question-banks/oliver-questions';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const CUE_CARD = oliverQuestions['Part 2: Long Turn']![0]!;
const SHORT = 'I want to describe my grandmother. She is very kind and she taught me to cook. Every summer I visit her in the village.';
const LONG = Array.from({ length: 14 }, () => 'I often go to the park near my house with my sister, because it is quiet and green.').join(' ');

const afterCueCard = (answer: string, topic = 'General Conversation', cueCard = CUE_CARD) =>
  askTutor({ slug: 'oliver', topic, messages: [{ role: 'user', content: 'Can we do Part 2?' }, { role: 'assistant', content: cueCard }, { role: 'user', content: answer }] as ChatMessage[] });
/** A turn given in two messages: the examiner let the first go on, with the card again. */
const GO_ON = /^(?:Good, keep going|Go on, you still have time)/;
const inTwoMessages = async (first: string, second: string, topic = 'General Conversation') => {
  const wentOn = await afterCueCard(first, topic);
  return askTutor({ slug: 'oliver', topic, messages: [{ role: 'user', content: 'Can we do Part 2?' }, { role: 'assistant', content: CUE_CARD }, { role: 'user', content: first }, { role: 'assistant', content: wentOn }, { role: 'user', content: second }] as ChatMessage[] });
};

describe('after a Part 2 long turn', () => {
  it('lets a short turn go on once, with the card again, rather than cut it off', async () => {
    const reply = await afterCueCard(SHORT);
    expect(reply).toMatch(GO_ON);
    expect(reply).toContain(CUE_CARD.slice(CUE_CARD.indexOf('Describe')));
  });

  it('then thanks the learner, says the turn (both messages) was short, and moves on to Part 3', async () => {
    const reply = await inTwoMessages(SHORT, 'She always makes bread on Sundays.');
    expect(reply).toMatch(/^Thank you/);
    expect(reply).toMatch(/this answer was 30 words, so aim for about 150/);
    // Part 3 discusses the card's theme, as in the test: a place in town leads to cities.
    const hometown = IELTS_TOPICS.find((t) => t.name === 'your home town')!;
    expect(reply).toContain(`Now let's move on to Part 3. ${hometown.part3[0]}`);
  });

  it("follows each card with its own theme's Part 3, and says a card that opens with 'Now for Part 2' again whole", async () => {
    const journey = oliverQuestions['Part 2: Long Turn']!.find((card) => card.startsWith('Describe a memorable journey'))!;
    const travel = IELTS_TOPICS.find((t) => t.name === 'travel')!;
    expect(await afterCueCard(LONG, 'General Conversation', journey)).toMatch(new RegExp(`${travel.part3[0]!.replace(/[?]/g, '\\?')}$`));
    const festival = 'Now for Part 2: describe a festival or celebration you enjoyed, and you should say what it was, where it took place, who you celebrated with, and explain why you enjoyed it.';
    const wentOn = await afterCueCard(SHORT, 'General Conversation', festival);
    expect(wentOn).toContain('Describe a festival or celebration you enjoyed');
    expect(wentOn).not.toMatch(/\. \.$/);
  });

  it('says a full turn was full', async () => {
    const reply = await afterCueCard(LONG);
    expect(reply).toMatch(/full long turn/);
    expect(reply).not.toMatch(/aim for about 150/);
  });

  it('goes on in the mock test’s own order', async () => {
    const mock = oliverQuestions['Full Mock Speaking Test']!;
    const at = mock.findIndex((q) => /you should say/.test(q));
    const earlier = mock.slice(0, at).flatMap((q): ChatMessage[] => [{ role: 'assistant', content: q }, { role: 'user', content: 'I live in Porto and I work as a nurse.' }]);
    const messages: ChatMessage[] = [{ role: 'user', content: 'Hello.' }, ...earlier, { role: 'assistant', content: mock[at]! }, { role: 'user', content: LONG }];
    const reply = await askTutor({ slug: 'oliver', topic: 'Full Mock Speaking Test', messages });
    expect(reply).toMatch(/^Thank you/);
    expect(reply.endsWith(mock[at + 1]!)).toBe(true);
  });

  describe('before the long turn has begun', () => {
    const card = CUE_CARD.slice(CUE_CARD.indexOf('Describe'));
    it.each(['OK', 'Okay, I’m ready.'.replace('’', "'"), 'Yes, sure', 'Can I have a minute to prepare?', 'Let me think.'])('gives a minute to prepare after “%s”, and the card again', async (ready) => {
      const reply = await afterCueCard(ready);
      expect(reply).toMatch(/minute/);
      expect(reply).not.toMatch(/this answer was|Part 3/);
      expect(reply.endsWith(card)).toBe(true);
    });

    it('asks them to begin once the minute was given, and for more after a word or two', async () => {
      const prepared = await afterCueCard('OK');
      const begin = await askTutor({ slug: 'oliver', messages: [{ role: 'assistant', content: CUE_CARD }, { role: 'user', content: 'OK' }, { role: 'assistant', content: prepared }, { role: 'user', content: "I'm ready" }] as ChatMessage[] });
      expect(begin).toMatch(/start now|begin now/);
      expect(begin.endsWith(card)).toBe(true);
      const more = await afterCueCard('My village.');
      expect(more).toMatch(/as much as you can|keep talking/);
      expect(more.endsWith(card)).toBe(true);
    });

    it('takes a short turn begun in earnest as the turn begun, and lets it go on', async () => {
      expect(await afterCueCard('Paris is my favourite city.')).toMatch(GO_ON);
      expect(await afterCueCard("I'd like to talk about my grandmother.")).toMatch(GO_ON);
      expect(await inTwoMessages('Paris is my favourite city.', 'I go there every spring with my friends.')).toMatch(/this answer was 13 words.*Part 3/);
    });
  });

  it('is Oliver’s alone, and only just after a cue card', async () => {
    expect(await askTutor({ slug: 'oliver', messages: [{ role: 'user', content: SHORT }] })).not.toMatch(/aim for about 150|move on to Part 3/);
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'assistant', content: CUE_CARD }, { role: 'user', content: SHORT }] as ChatMessage[] })).not.toMatch(/move on to Part 3/);
  });
});

describe('a question to the examiner while the cue card waits', () => {
  const card = CUE_CARD.slice(CUE_CARD.search(/\bDescribe\b/));
  it.each([
    ['Can I have more time to prepare?', "In the real test you get exactly one minute, but here take the time you need"],
    ['Sorry, how long do I have to prepare?', 'You have one minute to prepare, and you can make notes'],
    ['How long should I speak?', 'Speak for one to two minutes'],
    ['How long should I speak, do you think?', 'Speak for one to two minutes'],
    ['How long do I have?', 'You have one minute to prepare'],
    ['What should I talk about?', 'Take the points on the card one at a time'],
    ['Can I talk about a different place?', 'Yes, any example that fits the card is fine'],
    ['Can I use notes?', 'Yes, make notes'],
    ['Sorry, is it OK if I start now?', 'Take your time, and start whenever you are ready.'],
    ["I don't know what to say about this topic.", 'Take the points on the card one at a time'],
    ['How was it? what band?', "There's nothing to score yet"],
  ])('%j is answered, and the card stands (no Part 3, no new card)', async (question, answer) => {
    const reply = await afterCueCard(question);
    expect(reply).toContain(answer);
    expect(reply.endsWith(card)).toBe(true);
  });

  it('moves on when another part is asked for', async () => {
    expect(await afterCueCard('can we do part 3 now?')).not.toContain(card);
  });

  it('leaves a turn that ends by asking to be the long turn', async () => {
    expect(await afterCueCard('My favourite place is the beach near my town, do you know it?')).toMatch(GO_ON);
  });
});

describe('a Part 2 topic the learner brings', () => {
  it.each(['Describe a book you read recently.', 'Can we do part 2 with describe a place you love?', "Let's practise: Describe a person who helped you."])('%j gets a cue card for it, and the minute to prepare', async (message) => {
    const reply = await askTutor({ slug: 'oliver', messages: [{ role: 'user', content: message }] });
    const topic = /describe [^?.!]+/i.exec(message)![0];
    expect(reply).toMatch(/^Certainly\. .*one to two minutes\. /);
    expect(reply.toLowerCase()).toContain(`${topic.toLowerCase()}, and you should say`);
  });

  it.each([
    ['Describe your hometown', /Describe your hometown, and you should say where it is, what it is like, what you do there/],
    ['Describe a person who helped you.', /how you know them, what they are like/],
    ['Describe a trip you enjoyed.', /when and where it happened, who was with you/],
    ['Describe a book you read recently.', /what it is about or what you use it for/],
    ['Describe a hobby you have.', /when and where you do it, who you do it with/],
  ])('%j gets the points a card on such a topic asks for', async (message, points) => {
    expect(await askTutor({ slug: 'oliver', messages: [{ role: 'user', content: message }] })).toMatch(points);
  });

  it('then takes the next message as the long turn', async () => {
    const say = conversationWith('oliver');
    await say('Describe a book you read recently.');
    expect(await say('I read a novel about a family in Sicily last month. It was long but I could not stop reading, because every chapter ended with a surprise.')).toMatch(GO_ON);
    expect(await say('I would recommend it to anyone who likes family stories.')).toMatch(/^Thank you.* Part 3\./);
  }, 20_000);

  it.each([['sophia', 'Describe a book you read recently.'], ['oliver', 'I want to describe my city.']])('%s leaves %j to the conversation', async (slug, message) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).not.toMatch(/you should say/);
  });
});
