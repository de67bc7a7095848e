import { describe, expect, it } from 'vitest';
import { takeSpeakablePieces } from './take-speakable-pieces';

/** Feeds a reply in streamed pieces as use-conversation does and returns what the voice is handed, in order. */
function speak(reply: string, pieceLength = 3): string[] {
  const spoken: string[] = [];
  let unspoken = '';
  for (let at = 0; at < reply.length; at += pieceLength) {
    const { pieces, rest } = takeSpeakablePieces(unspoken + reply.slice(at, at + pieceLength), spoken.length === 0);
    spoken.push(...pieces);
    unspoken = rest;
  }
  if (unspoken.trim()) spoken.push(unspoken.trim());
  return spoken;
}

const LONG_FIRST = 'That sounds like a wonderful trip, and I would really love to hear which part of London you enjoyed the most last year. What did you eat?';

describe('takeSpeakablePieces', () => {
  it('speaks a long first sentence up to its first comma, then the rest of it, then whole sentences', () => {
    expect(speak(LONG_FIRST)).toEqual([
      'That sounds like a wonderful trip,',
      'and I would really love to hear which part of London you enjoyed the most last year.',
      'What did you eat?',
    ]);
  });

  it('hands the clause over as soon as the space after its comma arrives, before the sentence ends', () => {
    expect(takeSpeakablePieces('That sounds like a wonderful trip,', true)).toEqual({ pieces: [], rest: 'That sounds like a wonderful trip,' });
    expect(takeSpeakablePieces('That sounds like a wonderful trip, and', true)).toEqual({ pieces: ['That sounds like a wonderful trip,'], rest: 'and' });
  });

  it('never splits a later sentence at its commas', () => {
    expect(takeSpeakablePieces('Next time, try describing each step as you go, please. And', false)).toEqual({ pieces: ['Next time, try describing each step as you go, please.'], rest: 'And' });
  });

  it('waits for a whole sentence when the words before a comma are too few, or the comma is in a gloss', () => {
    expect(speak('Hi, Anna! Well, that is a lovely plan for the weekend. Tell me more.')).toEqual(['Hi, Anna!', 'Well, that is a lovely plan for the weekend.', 'Tell me more.']);
    expect(speak('Hola (hello to you, my friend), ¿cómo estás hoy por la mañana?')).toEqual(['Hola (hello to you, my friend),', '¿cómo estás hoy por la mañana?']);
  });

  it('keeps a short first sentence whole, and loses no text when a reply is all clauses', () => {
    expect(speak('Great job! You used the past tense well, and your spelling was right too.')).toEqual(['Great job!', 'You used the past tense well, and your spelling was right too.']);
    const clauses = 'I went to the market, then I bought some apples, and finally I went home';
    expect(speak(clauses).join(' ')).toBe(clauses);
  });

  it('keeps a number with a comma in it whole', () => {
    expect(speak('The city has about 9,000,000 people living in it. Wow.')).toEqual(['The city has about 9,000,000 people living in it.', 'Wow.']);
  });
});
