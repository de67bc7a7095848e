/** The told kinds tried in order: none hides another's examples, and a message none of them reads gets nothing. */
import { describe, expect, it } from 'vitest';
import { createChooser } from '../choose-variant';
import { respondToToldEvent, TOLD_EVENTS } from './told-events';

const respond = (message: string, isSpanish: boolean, assistantMessages: readonly string[] = []) => respondToToldEvent({ message, isSpanish, assistantMessages, chooser: createChooser(message) });

describe('each kind told as data is answered by its own questions through the chain', () => {
  for (const event of TOLD_EVENTS) {
    if (!('rules' in event)) continue;
    for (const language of ['en', 'es'] as const) {
      const rule = event.rules[language];
      // A question may name what the message named ('How long did it take your {part} to heal?').
      const asks = rule.questions.map((q) => new RegExp(`^${q.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '\\p{L}[\\p{L} ]*')}$`, 'u'));
      it.each(rule.examples)(`${event.name} (${language}): %j`, (message) => {
        const question = respond(message, language === 'es')?.question ?? '';
        expect(asks.some((ask) => ask.test(question)), question).toBe(true);
      });
    }
  }
});

describe('the chain', () => {
  it('answers with the next kind, or nothing, once a kind has asked all its questions', () => {
    const livesWith = TOLD_EVENTS.find((event) => event.name === 'lives-with');
    if (!livesWith || !('rules' in livesWith)) throw new Error('lives-with is a rule as data');
    expect(respond('I live with two flatmates.', false, livesWith.rules.en.questions)).toBeNull();
  });

  it.each([
    ['My brother lives with his friends.', false],
    ['Tell me about your weekend.', false],
    ['¿Qué comiste ayer?', true],
  ])('reads nothing in %j', (message, isSpanish) => {
    expect(respond(message, isSpanish)).toBeNull();
  });

  it('tries a false friend first (no news is read in it), then a death and the memories after it, self-blame, tears, parents who parted and the family news, before the rules', () => {
    expect(TOLD_EVENTS.map((event) => event.name).slice(0, 7)).toEqual(['false-friend-used', 'loss', 'remembered-after-loss', 'self-blame', 'happy-tears', 'parents-parted', 'family-news']);
  });
});
