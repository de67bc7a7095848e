/**
 * Agreement where a word is not the adjective of the noun before it: joined nouns, a comma between, a word
 * heading a 'de' phrase, the verb after a subject. Each pattern with the errors it must still catch.
 */
import { describe, expect, it } from 'vitest';
import { genderAndNumber } from './gender-and-number';
import { spanishLexicon } from '../spanish-lexicon';
import { tokenizeSpanish } from '../spanish-words';

const changes = (sentence: string) => {
  const tagged = tokenizeSpanish(sentence);
  return genderAndNumber.find(tagged).map((e) => `${tagged.tokens.slice(e.start, e.end).map((t) => t.text).join(' ')}->${e.to}`);
};

describe.runIf(spanishLexicon())('gender and number beside joined nouns', () => {
  it('leaves an adjective after two joined nouns, which agrees with both', () => {
    expect(changes('Me gustan las tardes y noches frescos de otoño.')).toEqual([]);
    expect(changes('Compré una falda y un abrigo negros.')).toEqual([]);
  });

  it('leaves the predicate of two joined subjects with a plural verb', () => {
    expect(changes('La casa y el jardín son muy bonitos.')).toEqual([]);
    expect(changes('El pan y la leche eran baratos.')).toEqual([]);
  });

  it('does not agree a word across a comma, nor one heading a de phrase, nor the verb after a subject', () => {
    expect(changes('Pagamos el vuelo, hotel, comidas y entradas.')).toEqual([]);
    expect(changes('Hay una tienda cerca del parque.')).toEqual([]);
    expect(changes('El niño pasa la tarde en casa.')).toEqual([]);
  });

  it('reads a quantity word after a noun as an adverb, and the name of a favourite as a noun', () => {
    expect(changes('Me gustan las playas muchísimo.')).toEqual([]);
    expect(changes('Nos gustaron las películas mucho.')).toEqual([]);
    expect(changes('Mi fruta favorita es mango.')).toEqual([]);
    expect(changes('Mi deporte favorito es natación.')).toEqual([]);
  });

  it('still corrects agreement inside one noun phrase and after one subject', () => {
    expect(changes('Mi fruta favorito es el mango.')).toEqual(['favorito->favorita']);
    expect(changes('Las playas son bonitos.')).toEqual(['bonitos->bonitas']);
    expect(changes('Vivo en una ciudad pequeño.')).toEqual(['pequeño->pequeña']);
    expect(changes('La comida es barato.')).toEqual(['barato->barata']);
    expect(changes('Tengo una casa y un coche nuevo.')).toEqual([]);
    expect(changes('Mi hermana es alto.')).toEqual(['alto->alta']);
  });
});
