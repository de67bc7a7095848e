/** The families together, as the Notebook gets them: every change re-checked, meaning kept, or nothing. */
import { describe, expect, it } from 'vitest';
import { correctSpanishSentence, findSpanishCorrections, isOtherRomanceSentence } from '.';

describe('correctSpanishSentence', () => {
  it.each([
    // An accent is no new word: a short word may get it ('tia' -> 'tía').
    ['Mi tia vive en el campo.', 'Mi tía vive en el campo.'],
    // 'y' -> 'e' together with a respelling in one sentence.
    ['Mi abuela es simpatica y inteligente.', 'Mi abuela es simpática e inteligente.'],
    // An insertion ('a') and a replacement ('mi' -> 'mis') at one place both land.
    ['Ayer llamé mi primos.', 'Ayer llamé a mis primos.'],
    // An infinitive and a form of its verb are one word, the irregular ones too ('ir' -> 'fui', 'tener' -> 'tienes').
    ['Ayer yo ir al cine con mi hermana.', 'Ayer yo fui al cine con mi hermana.'],
    ['Tú tener un perro muy bonito.', 'Tú tienes un perro muy bonito.'],
    // A preposition put in is a grammar word, not a new word: 'hace' -> 'desde hace'.
    ['Trabajo en esta tienda hace tres años.', 'Trabajo en esta tienda desde hace tres años.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctSpanishSentence(wrong)?.corrected).toBe(right);
  });

  it.each(['Mi tía vive en el campo.', 'Ayer llamé a mis primos.', 'Madre e hija cocinan juntas.', 'Para ellos entender el acento es difícil.'])('leaves %j alone', (sentence) => {
    expect(correctSpanishSentence(sentence)).toBeNull();
  });

  // Only accents correct here; every other family may only ask (ADR 025): its doubt is allowed outside the parts
  // fixed, which are all that is shown and kept (ADR 024), never inside one.
  const onlyAccents = { corrects: (family: string) => family === 'es:spelling-accent', rechecks: () => true };

  it('offers a fix when a family that may only ask doubts words outside the fixed part', () => {
    expect(correctSpanishSentence('Mi tia vive en una pueblo pequeño.', onlyAccents)?.corrected).toBe('Mi tía vive en una pueblo pequeño.');
  });

  it('offers nothing when such a doubt falls inside a fixed part', () => {
    // 'es' sits in the part 'es simpáticas' and plural-subject-verb doubts it.
    expect(correctSpanishSentence('Mis tias es simpaticas.', onlyAccents)).toBeNull();
  });
});

describe('findSpanishCorrections', () => {
  it.each([
    // A sentence in the learner's Portuguese or Italian is their other language, not misspelt Spanish.
    ['Oi Lucía, eu sou brasileira e estou aprendendo espanhol.'],
    ['Ciao! Sono italiano, perdón.'],
    ['Olá! Eu gosto muito de español.'],
  ])('leaves %j alone', (message) => {
    expect(findSpanishCorrections(message, 3)).toEqual([]);
  });

  it.each([
    ['Ontem fuimos a la praia en coche.', 'Ayer fuimos a la playa en coche.'],
    ['La janela de mi cuarto es muy grande y la casa es caro.', 'La ventana de mi cuarto es muy grande y la casa es cara.'],
  ])('gives a Portuguese word among Spanish ones in Spanish, never respelt into another word: %j', (message, corrected) => {
    const [correction] = findSpanishCorrections(message, 3);
    expect(correction?.corrected).toBe(corrected);
    expect(correction?.corrected).not.toMatch(/paria/);
  });

  it.each([
    ['Ella poní la mesa.', 'Ella puso la mesa.'],
    ['Mi hermano tení un accidente.', 'Mi hermano tuvo un accidente.'],
  ])('gives an irregular preterite in the subject\'s person, through the meaning check: %j', (message, corrected) => {
    expect(findSpanishCorrections(message, 3)[0]?.corrected).toBe(corrected);
  });

  it('still corrects the Spanish sentences beside one in Portuguese', () => {
    const corrections = findSpanishCorrections('Oi, eu sou brasileira. Mi tia vive en el campo.', 3);
    expect(corrections.map((c) => c.corrected)).toEqual(['Mi tía vive en el campo.']);
  });

  it.each(['Soy Giulia, sono italiana e vivo a Roma.', 'Io sono di Milano.', 'hola sono Marco, di Milano', 'normalmente acordo a las siete y tomo o pequeno almoço'])('reads %j as the learner\'s other language (two words that may be it, an \'and\' of its own among them)', (sentence) => {
    expect(isOtherRomanceSentence(sentence)).toBe(true);
  });

  it.each(['Soy italiano y vivo en Roma.', 'Mi amigo es de Brasil.', 'El teléfono sono dos veces.', 'No hai problema con eso.', 'Tengo padres e hijos en casa.', 'Mi hermano e yo vamos al cine.', 'Le di un regalo a mi hermano pequeno.'])('reads %j as Spanish (words Spanish shares, or one that may be Spanish misspelt, are no sign)', (sentence) => {
    expect(isOtherRomanceSentence(sentence)).toBe(false);
  });
});
