/** A presentation's first or last lines, asked for by the teacher: what works, and the next move to add. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { ENDING_MOVES, OPENING_MOVES, presentationLinesAsked, OPENING_LINES_REQUEST } from './presentation-lines';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('every move of an opening and an ending', () => {
  for (const move of [...OPENING_MOVES, ...ENDING_MOVES]) {
    it.each(move.examples)(`${move.id} is in %j`, (lines) => expect(move.found.test(lines)).toBe(true));
    it.each(move.counterExamples)(`${move.id} is not in %j`, (lines) => expect(move.found.test(lines)).toBe(false));
  }
});

describe('lines asked for', () => {
  it('are the next message after the request, not a question', () => {
    expect(presentationLinesAsked('Good morning everyone, today I will talk about our sales', `What is your presentation about? ${OPENING_LINES_REQUEST}`)).toBe(OPENING_MOVES);
    expect(presentationLinesAsked('What should I say first?', OPENING_LINES_REQUEST)).toBeNull();
    expect(presentationLinesAsked('Good morning everyone, today I will talk about our sales', 'How was your weekend?')).toBeNull();
  });

  it('get what works and the next move, for an opening and for an ending', async () => {
    const say = conversationWith('ethan');
    await say('How do I start a presentation?');
    expect(await say('Good morning everyone, today I will talk about our sales')).toMatch(/^What works: you tell people what you will cover\. To make it stronger, before your agenda, give people a reason to listen/);
    expect(await say('What should I say at the end?')).toMatch(/To sum up, the key takeaway is/);
    expect(await say('So that is all. Thank you.')).toMatch(/^What works: you thank people\. To make it stronger, say your one message again before you stop/);
  }, 30_000);

  it("'What should I say at the end?' after a presentation is named asks about its end", async () => {
    const say = conversationWith('ethan');
    await say('I have a presentation on Monday.');
    expect(await say('What should I say at the end?')).toMatch(/To sum up, the key takeaway is/);
  }, 20_000);
});
