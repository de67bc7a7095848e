import { describe, expect, it } from 'vitest';
import { findSpanishKeyPhrase } from '../../follow-up/find-spanish-key-phrase';
import { contractArticles, isCleanNounPhrase, mayPraiseSpanish, repeatsModel, tidySpanishReply } from './spanish-reply-text';

/** The learner said back the better form they were given (the one case praise may follow). */
const SAID_BACK = { repeatsModel: true };

describe("Lucía's own Spanish", () => {
  it.each([
    ['¿Qué piensas de el pelo?', '¿Qué piensas del pelo?'],
    ['¿Vas a el mercado?', '¿Vas al mercado?'],
    ['De el cine, ¿qué te gusta?', 'Del cine, ¿qué te gusta?'],
    ['Lo hice por él y de él.', 'Lo hice por él y de él.'],
    ['Es de El Salvador.', 'Es de El Salvador.'],
    // The learner's words quoted in a question about them stay as they wrote them.
    ["A question to think about: would 'hijo del' fit better than 'hijo de el' there? ¿Vas a el parque?", "A question to think about: would 'hijo del' fit better than 'hijo de el' there? ¿Vas al parque?"],
    ["(I'm sure.) ¿Vas a el cine? (Don't worry.)", "(I'm sure.) ¿Vas al cine? (Don't worry.)"],
  ])('contracts %j', (text, expected) => {
    expect(contractArticles(text)).toBe(expected);
  });

  it.each([
    ['el', 'parque'], ['la', 'playa'], ['tus', 'hermanos'], ['el', 'problema'], ['la', 'ciudad'], ['una', 'foto'],
    // The gender the word lists know, where the ending misleads.
    ['el', 'mapa'], ['la', 'mano'], ['los', 'idiomas'], ['las', 'manos'],
  ])('%s %s is a clean noun phrase', (d, n) => {
    expect(isCleanNounPhrase(d, n)).toBe(true);
  });

  it.each([
    ['el', 'fue'], ['el', 'tiene'], ['la', 'libro'], ['mis', 'amigo'], ['el', 'ciudad'], ['el', 'visitó'], ['los', 'que'],
    // An adjective that comes before its noun is not the noun: 'el próximo (partido)', 'la última (vez)'.
    ['el', 'próximo'], ['la', 'última'], ['mi', 'nuevo'], ['los', 'próximos'],
    // A gender the ending would allow and the word lists refuse ('las días' after 'tres días'), and spans of time.
    ['la', 'mapa'], ['los', 'manos'], ['las', 'días'], ['los', 'días'], ['las', 'semanas'], ['las', 'horas'],
  ])('%s %s is not', (d, n) => {
    expect(isCleanNounPhrase(d, n)).toBe(false);
  });

  it.each([
    ['Mi hermana vive con mi abuela.', 'tu hermana'],
    ['Creo que el tiene un perro.', 'un perro'],
    ['Este verano fuimos a Los Ángeles.', 'Los Ángeles'],
    ["Siempre comemos en McDonald's.", "McDonald's"],
    // A noun that ends like a verb form ('comimos') is still a noun.
    ['El domingo comí con mis primos.', 'tus primos'],
    // 'todas de' is no phrase; 'sus amigas' is one, said back as the learner said it.
    ['Todas de sus amigas son simpáticas.', 'sus amigas'],
    ['Es muy divertido.', null],
    // When it happened is not what it was about.
    ['El fin de semana pasado fui a la playa con mis amigas.', 'la playa'],
    ['Esta mañana fui al mercado.', 'el mercado'],
    ['Los fines de semana me gusta ir a la playa con mis amigos.', 'la playa'],
    ['Los domingos vamos al parque juntos.', 'el parque'],
    ['Tengo que entrenar más para el próximo partido.', null],
  ])('echoes only a clean phrase from %j', (text, phrase) => {
    expect(findSpanishKeyPhrase(text)).toBe(phrase);
  });

  it('praises only the better form said back: a sentence of the learner\'s own is never called right', () => {
    expect(mayPraiseSpanish('Tengo dos hermanos.', true, { repeatsModel: false })).toBe(false);
    const turn = "Instead of 'Tengo una', you could say 'Tengo un'. ¿Me cuentas algo más?";
    expect(repeatsModel('Tengo un hermano.', turn, 'Tengo una hermano.')).toBe(true);
    expect(repeatsModel('Ah, vale: tengo un hermano mayor.', turn, 'Tengo una hermano.')).toBe(true);
    // Their own old words, a one-word form, or no turn before: not a repeat.
    expect(repeatsModel('Tengo una hermano.', turn, 'Tengo una hermano.')).toBe(false);
    expect(repeatsModel('Es una gata.', "Small tip: 'una' works better than 'un' in that sentence.", 'Es un gata.')).toBe(false);
    expect(repeatsModel('Tengo un hermano.', undefined, undefined)).toBe(false);
    // A sentence taught from the phrasebook, said back.
    expect(repeatsModel('tengo hambre', '¡Claro que sí! (To say I am hungry:) Tengo hambre. (Spanish says I have hunger, with tener.) ¿Lo repites conmigo? (Can you say it with me?)', "how do you say 'I am hungry'?")).toBe(true);
    expect(repeatsModel('tengo sed', '¡Claro que sí! (To say I am hungry:) Tengo hambre. ¿Lo repites conmigo?', "how do you say 'I am hungry'?")).toBe(false);
    expect(repeatsModel('Vivo en la ciudad.', '¿Dónde vives? (Where do you live?)', 'Hola.')).toBe(false);
    // Quoted the way other interface languages quote.
    expect(repeatsModel('Vivo en la ciudad.', 'Au lieu de « vivo a la », dites « vivo en la ».', 'Vivo a la ciudad.')).toBe(true);
  });

  it('praises only a short sentence that was checked and found clean', () => {
    expect(mayPraiseSpanish('Tengo dos hermanos.', true, SAID_BACK)).toBe(true);
    expect(mayPraiseSpanish('Tengo dos hermanos.', false, SAID_BACK)).toBe(false);
    expect(mayPraiseSpanish('Ayer yo visitaba a mi abuela en su casa del pueblo con mis primos.', true, SAID_BACK)).toBe(false);
  });

  it('praises nothing the checker cannot vouch for: subject pronouns, accent pairs, names, numbers, borrowed words', () => {
    expect(mayPraiseSpanish('Nosotras cantamos canciones alegres.', true, SAID_BACK)).toBe(false);
    expect(mayPraiseSpanish('El regalo es para mi.', true, SAID_BACK)).toBe(false);
    expect(mayPraiseSpanish('Pienso que la fiesta terminara tarde.', true, SAID_BACK)).toBe(false);
    expect(mayPraiseSpanish('Mi prima vive en Toledo.', true, SAID_BACK)).toBe(false);
    expect(mayPraiseSpanish('Nací en 1999.', true, SAID_BACK)).toBe(false);
    expect(mayPraiseSpanish('Compramos dos tickets.', true, SAID_BACK)).toBe(false);
    expect(mayPraiseSpanish('Compramos dos entradas.', true, SAID_BACK)).toBe(true);
  });

  it('turns the Spanish article of a quoted noun English inside an English gloss', () => {
    expect(tidySpanishReply('¿Qué piensas de tu abuela? (What do you think about tu abuela?)', { mayPraise: true })).toBe('¿Qué piensas de tu abuela? (What do you think about your abuela?)');
    expect(tidySpanishReply('¿Qué te gusta más de el parque? (What do you like most about el parque?)', { mayPraise: true })).toBe('¿Qué te gusta más del parque? (What do you like most about the parque?)');
    // A feminine noun with a stressed a- takes 'el' and 'un' in Lucía's own Spanish too: 'de la agua' is 'del agua'.
    expect(tidySpanishReply('¿Qué te gusta más de la agua? Una aula grande.', { mayPraise: true })).toBe('¿Qué te gusta más del agua? Un aula grande.');
    expect(tidySpanishReply('La alta montaña y las aguas.', { mayPraise: true })).toBe('La alta montaña y las aguas.');
    expect(tidySpanishReply('¿Vives en La Paz? (Do you live in La Paz?)', { mayPraise: true })).toBe('¿Vives en La Paz? (Do you live in La Paz?)');
  });

  it('turns unearned praise into an acknowledgement', () => {
    expect(tidySpanishReply('¡Perfecto, lo has dicho muy bien! ¿Y tú?', { mayPraise: false })).toBe('¡Vale, gracias por contármelo! ¿Y tú?');
    expect(tidySpanishReply('¡Muy bien, tu hermana! ¿Qué piensas de el parque?', { mayPraise: false })).toBe('¡Qué interesante, tu hermana! ¿Qué piensas del parque?');
    expect(tidySpanishReply('¡Perfecto, lo has dicho muy bien!', { mayPraise: true })).toBe('¡Perfecto, lo has dicho muy bien!');
    expect(tidySpanishReply('¡Muy bien dicho, gracias! ¿Y tú?', { mayPraise: false })).toBe('¡Ya veo, gracias por contármelo! ¿Y tú?');
    expect(tidySpanishReply('¡Muy bien, gracias por preguntar!', { mayPraise: false })).toBe('¡Muy bien, gracias por preguntar!');
  });
});
