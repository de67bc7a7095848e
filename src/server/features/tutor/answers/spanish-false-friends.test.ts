/** Lucía's false friends: asked in English or Spanish, listed with what each means and how Spanish says its lookalike. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { SPANISH_FALSE_FRIENDS } from './spanish-false-friends';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe("Lucía's false friends", () => {
  it.each(['What other false friends should I know?', '¿Qué falsos amigos hay en español?', 'Are there false friends in Spanish?'])('are asked for in %j', (question) => {
    expect(detectQuestion(question, teacherFor('lucia'))?.kind).toBe('false-friends');
  });

  it.each(['My friend is false.', 'Tengo amigos falsos en el trabajo.'])('are not asked for in %j', (message) => {
    expect(detectQuestion(message, teacherFor('lucia'))?.kind).not.toBe('false-friends');
  });

  it('each says what the Spanish means and how Spanish says the English lookalike', () => {
    for (const friend of SPANISH_FALSE_FRIENDS) {
      expect(friend.means).not.toBe(friend.lookalike);
      expect(friend.say).not.toContain(friend.spanish);
    }
  });

  it('are listed in the chat, then a try', async () => {
    const reply = await conversationWith('lucia')('What false friends should I know?');
    expect(reply).toMatch(/«embarazada» \(pregnant; 'embarrassed' is avergonzado\/a/);
    expect(reply).toMatch(/\?\s\([^)]+\)$/);
  });
});

describe('a false friend asked about for the English word it looks like', () => {
  it.each([
    ["Is it correct to say 'estoy embarazada' when I'm embarrassed?", /«embarazada» quiere decir «pregnant», no «embarrassed».*say avergonzado/],
    ['Is it correct: "Voy a la librería para estudiar" when I mean the library?', /«librería» quiere decir «bookshop».*say biblioteca/],
  ])('%j is told what it means, not that it is right', async (message, answer) => {
    const reply = await conversationWith('lucia')(message);
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/No veo ningún error/);
  }, 20_000);

  it.each(['¿Es correcto "Mi hermana está embarazada"?', 'Is it correct to say "Estoy constipado" when I have a cold?'])('%j, meant as the Spanish word, is not warned about', async (message) => {
    expect(await conversationWith('lucia')(message)).not.toMatch(/¡Cuidado!/);
  }, 20_000);
});
