/** A name the learner's Spanish talks about is asked about by name; a capitalised common word never is. */
import { beforeAll, describe, expect, it } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { findSpanishName, isSpanishName } from './find-spanish-name';
import { spanishPersonOf } from './follow-up-templates';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a name in a Spanish message', () => {
  it.each([
    ['Mi prima se llama Jimena.', 'Jimena'],
    ['Daddy Yankee sacó un disco nuevo el mes pasado.', 'Daddy Yankee'],
    ['Ayer vi una serie de Netflix con mi hermano.', 'Netflix'],
    ['Mis sobrinos juegan con Paul todos los días.', 'Paul'],
    // Alone at the start, a word English knows for a person's name.
    ['David vive cerca de la playa.', 'David'],
    // Two names joined by 'y' are two; a lone first word could be any word, so the second is asked about.
    ['Zendaya y Tom Holland salieron juntos en la película.', 'Tom Holland'],
    // A comma ends a name: 'Karol G, Bad Bunny' are two.
    ['Escucho a cantantes como Karol G, Bad Bunny y Maluma.', 'Karol G'],
  ])('%j -> %j', (message, name) => {
    expect(findSpanishName(message)).toBe(name);
  });

  it.each([
    // A word of the learner's Portuguese at a sentence's start ('EU' to an English dictionary).
    ['Olá! Eu me chamo João, sou do Brasil.'],
    // A capitalised first word alone could be any word of the sentence, unless English knows it for a name.
    ['Jimena vive en otra ciudad con su familia.'],
    ['Pelota no tengo en casa.'],
    // Days, languages and common words a learner capitalised: the dictionary knows them in lower case.
    ['Estudio Inglés los Martes con mi tía.'],
    ['Trabajo en la Biblioteca de mi pueblo.'],
    // The same short of an accent or a tilde the learner left out.
    ['Hablo Espanol con mis abuelos.'],
    // An English word that is no name ('Korean', 'Target').
    ['Mi amiga compra en Target y estudia Korean.'],
    // A run holding a Spanish word is no name: places after 'en' are the key phrase's ('Nueva York').
    ['Quiero conocer Nueva Zelanda algún día.'],
    // A song's title in quotation marks.
    ['Mi canción favorita es “Shape Of You” de verdad.'],
  ])('%j -> none', (message) => {
    expect(findSpanishName(message)).toBeNull();
  });

  it('takes a whole phrase for a name only when every word is one', () => {
    expect(isSpanishName('Taylor Swift')).toBe(true);
    expect(isSpanishName('Disneyland')).toBe(true);
    expect(isSpanishName('Nueva York')).toBe(false);
    expect(isSpanishName('el cine')).toBe(false);
  });
});

describe('one person named by a Spanish noun phrase, in English', () => {
  it.each([
    ['tu amiga', 'her'],
    ['tu amigo', 'him'],
    ['la profesora', 'her'],
    ['el estudiante', 'him'],
    ['tu pareja', 'them'],
    ['tu estudiante', 'them'],
    // An adjective before the noun.
    ['tu mejor amiga', 'her'],
    ['tu nuevo jefe', 'him'],
    // A pet, by its noun.
    ['tu gato', 'him'],
    ['tu perra', 'her'],
  ])('%j -> %j', (phrase, pronoun) => {
    expect(spanishPersonOf(phrase)).toBe(pronoun);
  });

  it.each([['el cine'], ['tus amigos'], ['la universidad'], ['tus gatos']])('%j is no one person', (phrase) => {
    expect(spanishPersonOf(phrase)).toBeNull();
  });
});

answersInConversation([
  ['lucia', 'Ayer hablé con Jimena por teléfono.', /¿(?:Me cuentas algo más sobre|Qué piensas de) Jimena\? \((?:Can you tell me more about|What do you think of) Jimena\?\)$/],
  ['lucia', 'Daddy Yankee canta muy bien.', /Daddy Yankee\? \([^)]*Daddy Yankee\?\)$/],
  ['lucia', 'Siempre hablo de Colombia.', /Colombia\? \([^)]*Colombia\?\)$/],
  ['lucia', 'Me encanta Taylor Swift.', /¿(?:Por qué te gusta|Qué es lo que más te gusta de) Taylor Swift\? \((?:What do you like most about|Why do you like) Taylor Swift\?\)$/],
  ['lucia', 'Tengo una amiga muy especial.', /tu amiga\? \([^)]* her\?\)$/],
  ['lucia', 'Mi pareja trabaja en un hospital.', /(?:tu pareja\? \([^)]* them\?\)|el hospital)/],
], { never: /about it\?|important to you|fines de semana|weekend/ });
