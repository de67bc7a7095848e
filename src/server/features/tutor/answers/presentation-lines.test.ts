/** A presentation's first or last lines, asked for by the teacher: what works, and the next move to add. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { ENDING_LINES_REQUEST, ENDING_MOVES, OPENING_MOVES, presentationLinesAsked, presentationSubjectTold, OPENING_LINES_REQUEST } from './presentation-lines';

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
    // Thanks for the tips is said to the teacher, not lines to look at.
    expect(presentationLinesAsked('thank you, this is very useful', OPENING_LINES_REQUEST)).toBeNull();
    expect(presentationLinesAsked('Thank you all for coming today, my name is Ana and I will talk about sales', OPENING_LINES_REQUEST)).not.toBeNull();
    expect(presentationLinesAsked('Thank you for coming today.', OPENING_LINES_REQUEST)).not.toBeNull();
    expect(presentationLinesAsked('Thank you for listening, and I am happy to take any questions now.', ENDING_LINES_REQUEST)).not.toBeNull();
    expect(presentationLinesAsked('Thank you for joining us today, I am Ana.', OPENING_LINES_REQUEST)).not.toBeNull();
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

describe('the subject told when the opening was asked for', () => {
  it('is taken as the subject, the opening asked for again, and the next lines judged as lines', async () => {
    const say = conversationWith('ethan');
    await say('How do I start a presentation?');
    expect(await say("It's about our new product, a coffee machine for offices.")).toMatch(/^Your new product, a coffee machine for offices: a good subject to open well\. Now the opening itself/);
    expect(await say('Good morning everyone, today I will tell you about our new coffee machine.')).toMatch(/^What works: you tell people what you will cover\./);
  }, 20_000);

  it.each(['It is about teamwork.', 'My presentation is about the sales results.'])('%j is a subject', (message) => {
    expect(presentationSubjectTold(message, `What is your presentation about? ${OPENING_LINES_REQUEST}`)).toMatch(/: a good subject to open well\./);
  });

  it('is not read where the teacher asked for no opening', () => {
    expect(presentationSubjectTold('It is about teamwork.', 'What do you do at work?')).toBeNull();
  });
});
