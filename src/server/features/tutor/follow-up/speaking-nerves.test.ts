import { beforeAll, describe, expect, it } from 'vitest';
import { createChooser } from '../choose-variant';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { NOT_SPEAKING_NERVES, respondToSpeakingNerves, SPANISH_SPEAKING_NERVES, SPEAKING_SITUATIONS } from './speaking-nerves';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const respond = (message: string, isSpanish = false) => respondToSpeakingNerves({ message, isSpanish, assistantMessages: [], chooser: createChooser(message) });

describe('nerves about speaking, told of a situation', () => {
  for (const situation of SPEAKING_SITUATIONS) {
    it.each(situation.examples)(`meets %j with the tip and question for ${situation.id}`, (message) => {
      const response = respond(message);
      expect(response?.acknowledgement).toContain(situation.tip);
      expect(response?.question).toBe(situation.question);
    });
  }

  it.each(NOT_SPEAKING_NERVES)('leaves %j to other answers', (message) => {
    expect(respond(message)).toBeNull();
  });

  it('is for the English teachers: Lucía has her own words', () => {
    expect(respond('I feel nervous when I speak English.', true)).toBeNull();
  });

  for (const nerves of SPANISH_SPEAKING_NERVES) {
    it.each(nerves.examples)(`Lucía meets %j with her words for ${nerves.id}`, (message) => {
      expect(respond(message, true)).toEqual({ acknowledgement: nerves.acknowledgement, question: nerves.question });
    });
    it.each(nerves.counterExamples)(`Lucía leaves %j to other answers (${nerves.id})`, (message) => {
      expect(respond(message, true)).toBeNull();
    });
  }

  it('Lucía says it in the conversation, in Spanish with the English after', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'Cometo muchos errores cuando hablo.' }] });
    expect(reply).toMatch(/^¡Es muy normal, y mejora con la práctica!.*¿Qué errores te preocupan más\? \(Which mistakes worry you most\?\)$/);
  });

  it('replaces a question about the word English with one about the situation', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Sometimes I have meetings in English and I feel shy.' }] });
    expect(reply).toMatch(/prepare one point you want to make.*What is your next meeting about\?$/);
    expect(reply).not.toMatch(/about English\?/);
  });
});
