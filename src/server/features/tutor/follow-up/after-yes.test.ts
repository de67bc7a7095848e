/** "Yes." to the teacher's yes-or-no question: the learner is asked for what they did not say. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createChooser } from '../choose-variant';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { OPENINGS, openedUp, respondToBareYes } from './after-yes';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('every way of opening up a question', () => {
  for (const opening of OPENINGS) {
    it.each(opening.examples)('opens %j as %j', (asked, open) => expect(openedUp(asked)).toBe(open));
    it.each(opening.counterExamples)('opens no question of %j', (asked) => expect(openedUp(asked)).toBeNull());
  }
});

describe('a bare yes', () => {
  const respond = (message: string, previousTurn: string) => respondToBareYes({ message, previousTurn, assistantMessages: [previousTurn], chooser: createChooser('1') });

  it.each(['yes', 'Yes.', 'Yeah!', 'Yes, I do.', 'Of course'])('%j to a yes-or-no question asks for more', (message) => {
    expect(respond(message, 'Glad to hear it. Is there a place in your town that you really love?')?.question).toBe('Which place in your town is it, and what makes it special?');
  });

  it('to a question it cannot open up, asks for a little more', () => {
    expect(respond('yes', 'Is it hard?')?.question).toMatch(/^(?:Could you tell me a little more about it|What else can you tell me about it)\?$/);
  });

  it.each([
    ['Yes, the park near my house.', 'Is there a place in your town that you really love?'],
    ['yes', 'What is your favourite food?'],
    ['no', 'Do you like cooking?'],
    ['yes', 'Do you like it here or at home?'],
  ])('leaves %j after %j', (message, previousTurn) => {
    expect(respond(message, previousTurn)).toBeNull();
  });

  it("is answered in the conversation with the open question, not a new topic", async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'assistant', content: 'Glad to hear it. Is there a place in your town that you really love?' }, { role: 'user', content: 'yes' }] });
    expect(reply).toMatch(/Which place in your town is it, and what makes it special\?$/);
  });
});
