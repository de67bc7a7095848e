import { beforeAll, describe, expect, it } from 'vitest';
import { findCorrections } from '../grammar/find-corrections';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { ENGLISH_CLUES, SPANISH_CLUES } from './guess-the-word-clues';
import { continueWordGame, startWordGame } from './guess-the-word';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const sophia = teacherFor('sophia');
const lucia = teacherFor('lucia');

describe('Guess the word', () => {
  it.each(['Can we play a game?', "Let's play a word game!", 'Could we play a guessing game, please?', 'Do you know any games we can play?', 'I want to play a game.', 'Can we play a word game about food?'])(
    'starts with its first clue when asked %j',
    (message) => {
      expect(startWordGame(message, sophia, [])).toBe(`Sure, let's play Guess the word! I describe a word, and you guess it. Here's the first one: ${ENGLISH_CLUES[0]!.clue} What is it?`);
    },
  );

  it.each(['Do you play any games?', 'I played a game with my son yesterday.', 'What games do you like?', 'Can we play football tomorrow?', 'Can we play a game with my friends tomorrow?'])('leaves %j to the conversation', (message) => {
    expect(startWordGame(message, sophia, [])).toBeNull();
  });

  it('goes on from the clue in the last turn: right, a hint, the word after a second miss, then the next clue', () => {
    const first = startWordGame('Can we play a game?', sophia, [])!;
    const right = continueWordGame('Is it an umbrella?', sophia, [first])!;
    expect(right).toMatch(/^Yes, it's 'umbrella'! Well done\. Next one: It is a building full of books/);
    const hint = continueWordGame('a bookshop', sophia, [first, right])!;
    expect(hint).toMatch(/^Not quite\. Here is a hint: it starts with 'l' and has 7 letters\. It is a building full of books/);
    expect(continueWordGame('the school', sophia, [first, right, hint])).toMatch(/^It was 'library'\. Next one: It is the first meal of the day\./);
  });

  it('takes a slip of the pen as the word and spells it; gives the word to a learner who gives up; ends when asked', () => {
    const first = startWordGame('Can we play a game?', sophia, [])!;
    expect(continueWordGame('umbrela', sophia, [first])).toMatch(/^Yes, it's 'umbrella'! Well done\. It is spelt u-m-b-r-e-l-l-a\./);
    expect(continueWordGame("I don't know", sophia, [first])).toMatch(/^It was 'umbrella'\. Next one:/);
    expect(continueWordGame("Let's stop.", sophia, [first])).toBe('Good game! What would you like to talk about now?');
    expect(continueWordGame('umbrella', sophia, ['What did you do at the weekend?'])).toBeNull();
  });

  it('ends after the last word', () => {
    const played = ENGLISH_CLUES.map((c) => `${c.clue} What is it?`);
    const last = ENGLISH_CLUES.at(-1)!;
    expect(continueWordGame(last.word, sophia, played)).toBe(`Yes, it's '${last.word}'! Well done. That was my last word! What would you like to talk about now?`);
  });

  it('is played by Lucía in Spanish, with the English after; accents are not needed in a guess', () => {
    const first = startWordGame('¿Podemos jugar a un juego?', lucia, [])!;
    expect(first).toMatch(/^¡Claro! Jugamos a «Adivina la palabra».*La primera: Lo abres cuando llueve/);
    expect(continueWordGame('paraguas', lucia, [first])).toMatch(/^¡Sí, es el paraguas! ¡Muy bien!/);
    expect(continueWordGame('no sé', lucia, [first])).toMatch(/^Era el paraguas\./);
    const bakery = `${SPANISH_CLUES.find((c) => c.word === 'la panadería')!.clue} ¿Qué es? (What is it?)`;
    expect(continueWordGame('la panaderia', lucia, [bakery])).toMatch(/^¡Sí, es la panadería!/);
  });

  it("keeps Lucía's clues in right Spanish", { timeout: 30_000 }, async () => {
    for (const { clue } of SPANISH_CLUES) {
      const spanish = clue.replace(/\s*\([^)]*\)/g, '');
      expect(await findCorrections(spanish, { max: 3, language: 'es-ES', families: 'every' }), spanish).toEqual([]);
    }
  });

  it('is played in a conversation, a guess put as a question included', { timeout: 20_000 }, async () => {
    const say = conversationWith('sophia');
    expect(await say('Can we play a game?')).toMatch(/Guess the word/);
    expect(await say('Is it an umbrella?')).toMatch(/^Yes, it's 'umbrella'!/);
  });
});
