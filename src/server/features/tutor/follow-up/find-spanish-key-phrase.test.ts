/** The thing a Spanish learner talked about, as Lucía can quote it inside her own Spanish. */
import { describe, expect, it } from 'vitest';
import { findSpanishKeyPhrase } from './find-spanish-key-phrase';

describe("the learner's key phrase in Spanish", () => {
  it.each([
    ['Me gusta el cine.', 'el cine'],
    ['Ayer comí con mi abuela.', 'tu abuela'],
    // How many, said before the noun: the definite article of the quantifier's gender.
    ['Esta semana tengo muchos exámenes.', 'los exámenes'],
    ['Tenemos varias plantas en la terraza.', 'las plantas'],
    ['Hay pocos parques en mi barrio.', 'los parques'],
    ['Esta semana tengo mucho trabajo.', 'el trabajo'],
    ['Siempre compro mucha fruta.', 'la fruta'],
    // After a number, the one article the noun's ending allows.
    ['Vivo con dos compañeros de piso.', 'los compañeros'],
    ['Compré tres camisas.', 'las camisas'],
    ['Visité tres ciudades.', 'las ciudades'],
  ])('%j -> %j', (message, phrase) => {
    expect(findSpanishKeyPhrase(message)).toBe(phrase);
  });

  it.each([
    // Either article could go with it ('exámenes', 'ciudades'): no quote rather than a guess.
    ['Tengo dos exámenes.'],
    ['Tengo tres clases.'],
    // A quantifier before a word that is no noun ('muchos más').
    ['Tengo muchos más.'],
    // After a singular one: an infinitive, time, or a feminine noun that takes 'el' ('el hambre').
    ['Me gusta mucho nadar.'],
    ['No tengo mucho tiempo.'],
    ['Tengo mucha hambre.'],
    ['Esta noche tengo mucho sueño.'],
    ['Hoy hace mucho frío.'],
    ['Me cuesta mucho concentrarme.'],
    ['Ahora estoy un poco cansado.'],
    ['Es demasiado caro.'],
    ['Ella es mucho guapa.'],
    ['Al llegar a casa, descansé.'],
  ])('quotes nothing from %j', (message) => {
    expect(findSpanishKeyPhrase(message)).toBeNull();
  });
});
