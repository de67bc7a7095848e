import { describe, expect, it } from 'vitest';
import { pickVocabulary } from './pick-vocabulary';

const words = (text: string, level: Parameters<typeof pickVocabulary>[1]['level'], known: string[] = []) =>
  pickVocabulary(text, { level, language: 'en-US', known }).map((w) => w.word);

const MUSEUM = 'Yesterday I visited a fascinating museum with ancient sculptures and beautiful paintings. Phones are ubiquitous there, and the view was breathtaking.';

describe('pickVocabulary', () => {
  it('skips words a B2 learner surely knows and keeps the less common ones', () => {
    const b2 = words(MUSEUM, 'B2');
    expect(b2).toEqual(expect.arrayContaining(['fascinating', 'sculptures']));
    expect(b2).not.toContain('beautiful');
    expect(b2).not.toContain('museum');
  });

  it('does not push rare words at an A2 learner, and offers them at C2', () => {
    const a2 = words(MUSEUM, 'A2');
    expect(a2).toEqual(expect.arrayContaining(['museum', 'fascinating']));
    expect(a2).not.toContain('ubiquitous');
    expect(a2).not.toContain('breathtaking');
    const c2 = words(MUSEUM, 'C2');
    expect(c2).toEqual(expect.arrayContaining(['ubiquitous', 'breathtaking']));
    expect(c2).not.toContain('fascinating');
  });

  it('offers words of six letters or more only (spec: vocabulary extraction), at any level', () => {
    const short = 'We chat about loud music, the beach, a quiet bench and a fragile teapot.';
    for (const level of ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', null] as const) {
      for (const word of words(short, level)) expect(word.length, word).toBeGreaterThanOrEqual(6);
    }
    expect(words(short, 'A1')).not.toEqual(expect.arrayContaining(['chat']));
  });

  it('never offers the teacher\'s everyday words or names, at any level', () => {
    const filler = 'Thanks for telling me. I love hearing that you started helping Maria in London, it changed everything.';
    for (const level of ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', null] as const) {
      expect(words(filler, level)).toEqual([]);
    }
  });

  it('an unsaid level gets an intermediate range; known words and other forms of a picked word are not offered again', () => {
    expect(words('What a remarkable journey! A remarkable journey.', null)).toEqual(['remarkable', 'journey']);
    expect(words('What a remarkable journey! Journeys like that are rare.', 'B1', ['journey', 'rare'])).toEqual(['remarkable']);
  });

  it('gives each word the sentence it was used in', () => {
    expect(pickVocabulary('The view was breathtaking. We stayed for hours.', { level: 'C2', language: 'en-US' })).toEqual([
      { word: 'breathtaking', sentence: 'The view was breathtaking.' },
    ]);
  });

  it('keeps the length-and-common-word rule for another language, where no frequencies are known', () => {
    expect(pickVocabulary('Me encanta hablar con mis amigos sobre la comida.', { level: 'B2', language: 'es-ES' }).map((w) => w.word)).toContain('comida');
  });

  it('tells a Spanish message from an English one when the teacher\'s language is not said', () => {
    const spanish = pickVocabulary('¡Hola! Me encanta hablar con mis amigos sobre la comida tradicional de mi país.', { level: 'B1' }).map((w) => w.word);
    expect(spanish).toContain('comida');
    expect(pickVocabulary(MUSEUM, { level: 'B2' }).map((w) => w.word)).toEqual(words(MUSEUM, 'B2'));
  });
});
