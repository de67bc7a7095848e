/** The thing a Spanish learner talked about, as Lucía can quote it inside her own Spanish. */
import { beforeAll, describe, expect, it } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { findSpanishKeyPhrase } from './find-spanish-key-phrase';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe("the learner's key phrase in Spanish", () => {
  it.each([
    ['Me gusta el cine.', 'el cine'],
    // A determiner after 'mucho' opens the next phrase: 'tus amigos', never 'el mis'.
    ['Me gustan mucho mis amigos del colegio.', 'tus amigos'],
    // A preposition after 'mucho' (an adverb there), and a set phrase with 'al', are no thing talked about.
    ['Estudié mucho durante tres semanas para el examen.', 'el examen'],
    ['Gracias, todo estaba muy rico al final.', null],
    ['Vivo al lado de la estación.', 'la estación'],
    // Lucía herself is no topic; a teacher the learner had is one.
    ['Es la primera vez que hablo con una profesora de español.', null],
    ['Mi profesor de español en el colegio era aburrido.', 'tu profesor'],
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
    // Someone else's ('su', 'sus': said back as it was, whoever it meant) and ours ('nuestra' is 'vuestra' from Lucía's side).
    ['Su voz es preciosa y canta en dos idiomas.', 'su voz'],
    ['Ahora estudia con sus primas en Sevilla.', 'sus primas'],
    ['Pintamos nuestra casa el verano pasado.', 'vuestra casa'],
    // A plural noun said without an article, with the article of its gender; 'mucho' before a noun in a is 'el'.
    ['Por la noche escucho canciones de amor.', 'las canciones'],
    ['De niña iba a conciertos.', 'los conciertos'],
    // After a number whose noun's ending does not tell the gender, the dictionary does ('clase' is feminine).
    ['Tengo tres clases.', 'las clases'],
    ['Cada día como mucho arroz.', 'el arroz'],
    // An adjective that comes before its noun stays with it, when both agree.
    ['Me encanta mi nuevo apartamento, es muy luminoso.', 'tu nuevo apartamento'],
    ['Es mi mejor amiga.', 'tu mejor amiga'],
    ['Vivo en una gran ciudad.', 'una gran ciudad'],
  ])('%j -> %j', (message, phrase) => {
    expect(findSpanishKeyPhrase(message)).toBe(phrase);
  });

  it.each([
    // Neither the ending nor the dictionary tells the article ('exámenes'): no quote rather than a guess.
    ['Tengo dos exámenes.'],
    // A greeting's set phrase, and a word of the learner's Portuguese at the start: no thing to ask about.
    ['Mucho gusto, Lucía. Es un placer conocerte.'],
    ['Olá! Eu me chamo João.'],
    // An English word put in a Spanish sentence: no Spanish to ask back about.
    ['Para el breakfast como pan con tomate.'],
    // A quantifier before a word that is no noun ('muchos más').
    ['Tengo muchos más.'],
    // 'Su propia (tienda)', 'su cuatro (disco)': an adjective or a number is no noun; 'nuestro' does not agree with 'vecinos'.
    ['Él tiene su propia tienda de ropa.'],
    ['Ella sacó su cuatro disco en otoño.'],
    ['Vivíamos cerca de nuestro vecinos.'],
    // An adjective whose noun went unsaid, and the hour: no thing to ask about.
    ['Yo pienso que es una buena idea.'],
    ['Es la una y todavía no he comido.'],
    // A possessive pronoun stands for a thing already named.
    ['El mío es muy viejo.'],
    ['el mio es el mejor'],
    // No bare plural: an adjective, a pronoun, a span of time, or the sentence's first word.
    ['Son muy amables.'],
    ['Nosotros hablamos con ellos a veces.'],
    ['Trabajé allí durante semanas.'],
    // Spans of time after a number ('tres días'), and an adjective that does not agree with its noun.
    ['Trabajo desde casa tres días a la semana.'],
    ['Mi nueva apartamento es bonito.'],
    ['Perros grandes me dan miedo.'],
    // 'mucha' before a noun in a stressed 'a' would be 'el': never quoted ('mucha hambre').
    ['Hoy tengo mucha hambre.'],
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
    // Thanks: what is thanked for is the teacher's, not the learner's topic.
    ['Muchas gracias por tu ayuda.'],
    ['Gracias, eres una buena profesora.'],
    ['Muchas gracias para tu ayuda.'],
  ])('quotes nothing from %j', (message) => {
    expect(findSpanishKeyPhrase(message)).toBeNull();
  });
});

// Someone else's thing is asked about for what the learner can tell or thinks, never why it matters to them.
answersInConversation([
  ['lucia', 'Su voz es preciosa y canta en dos idiomas.', /¿(?:Me cuentas algo más sobre|Qué piensas de) su voz\? \((?:Can you tell me more about|What do you think about) it\?\)$/],
  ['lucia', 'Ahora estudia con sus primas en Sevilla.', /sus primas\? \([^)]* them\?\)$/],
], { never: /important|like most/ });

// A follow-up on what was just said is no known fact asked again: the family just named is asked about.
answersInConversation([
  ['lucia', 'Mi familia es muy grande.', /¿[^?]* tu familia\? \([^)]*\)$/],
  ['lucia', 'Quiero mucho a mi familia.', /¿[^?]* tu familia\? \([^)]*\)$/],
]);
