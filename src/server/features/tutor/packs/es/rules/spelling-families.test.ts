/** The spelling rule's finer families, each measured apart by the gate, and the names it leaves alone. */
import { describe, expect, it } from 'vitest';
import { spelling } from './spelling';
import { spanishLexicon } from '../spanish-lexicon';
import { tokenizeSpanish } from '../spanish-words';

const families = (sentence: string) => spelling.find(tokenizeSpanish(sentence)).map((e) => `${e.rule}:${e.to}`);

describe.runIf(spanishLexicon())('Spanish spelling families', () => {
  it('names a missing accent, a split word, other letters and a repeated word apart', () => {
    expect(families('Yo tambien quiero ir.')).toEqual(['spelling-accent:también']);
    expect(families('Comemos en el restuarante nuevo.')).toEqual(['spelling-letters:restaurante']);
    expect(families('Me gusta con con mi hermano.')).toEqual(['spelling-repeated-word:']);
    expect(families('Mis primos viven en Peru.')).toEqual(['spelling-place-accent:Perú']);
  });

  it('leaves the spelling of a name inside the sentence to its owner', () => {
    expect(families('Ayer hablé con Paul sobre el viaje.')).toEqual([]);
    expect(families('Compramos la guía Michelin para el viaje.')).toEqual([]);
    expect(families('Trabajo con Raul en la tienda.')).toEqual([]);
  });

  it('still gives a common noun heading a name its accent, and the first word of a sentence', () => {
    expect(families('Fuimos a la Basilica de San Pedro.')).toEqual(['spelling-accent:Basílica']);
    expect(families('Despues fuimos al cine.')).toEqual(['spelling-accent:Después']);
  });
});
