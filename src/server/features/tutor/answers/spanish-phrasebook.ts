/**
 * What learners most often ask Lucía how to say, written by hand (Spain's usage first, with a common Latin
 * American alternative where it differs). Nothing outside these lists is ever translated: the tutor says
 * honestly that it does not know rather than inventing Spanish.
 */

import { singularSpanish } from '../packs/es/spanish-words';
import everyday from './spanish-everyday-words.json';
import { capitalizeLoneI } from '../text-pieces';
import { withoutAccentMarks } from '../../../lib/strip-accents';

export type PhrasebookEntry = { english: string; spanish: string; note?: string };

export const SPANISH_PHRASES: readonly PhrasebookEntry[] = [
  { english: 'i miss my friends', spanish: 'Echo de menos a mis amigos.', note: 'In Latin America you will also hear: extraño a mis amigos.' },
  { english: 'i miss you', spanish: 'Te echo de menos.', note: 'In Latin America: te extraño.' },
  { english: 'i love you', spanish: 'Te quiero.', note: 'Te amo is stronger, for a partner.' },
  { english: 'how are you', spanish: '¿Qué tal?', note: 'A little more formal: ¿cómo está usted?' },
  { english: 'nice to meet you', spanish: 'Encantado de conocerte.', note: 'A woman says encantada.' },
  { english: 'nice to meet you', spanish: 'Mucho gusto.', note: 'Said on meeting someone, like encantado or encantada.' },
  { english: 'pleased to meet you', spanish: 'Encantado.', note: 'A woman says encantada.' },
  { english: 'pleased to meet you, said by a woman', spanish: 'Encantada.', note: 'A man says encantado.' },
  { english: 'likewise', spanish: 'Igualmente.', note: 'The answer to mucho gusto, or to ¡buen fin de semana!' },
  { english: 'excuse me', spanish: 'Disculpa.', note: 'To someone you call usted: disculpe.' },
  { english: 'excuse me, may I get past', spanish: 'Con permiso.' },
  { english: 'thank goodness', spanish: '¡Menos mal!' },
  { english: 'I hope so, if only', spanish: '¡Ojalá!', note: 'Followed by the subjunctive: ojalá haga sol mañana.' },
  { english: 'I do not mind, it is all the same to me', spanish: 'Me da igual.' },
  { english: 'no way, not at all', spanish: '¡Qué va!' },
  { english: 'come on, okay then', spanish: '¡Venga!' },
  { english: 'wow, oh dear', spanish: '¡Vaya!', note: 'Its meaning goes with the tone: ¡vaya sorpresa! is a surprise, ¡vaya! alone often a pity.' },
  { english: 'shall we meet up?', spanish: '¿Quedamos?', note: 'Quedar con alguien is to meet up with someone.' },
  { english: 'enjoy your meal', spanish: '¡Buen provecho!', note: 'In Spain more often: ¡que aproveche!' },
  { english: 'my name is', spanish: 'Me llamo...', note: 'For example: me llamo Ana.' },
  { english: 'what is your name', spanish: '¿Cómo te llamas?' },
  { english: 'where are you from', spanish: '¿De dónde eres?' },
  { english: 'i am from', spanish: 'Soy de...', note: 'For example: soy de Londres.' },
  { english: 'where is the bathroom', spanish: '¿Dónde está el baño?', note: 'In Spain you will also hear: ¿dónde están los servicios?' },
  { english: 'the bill please', spanish: 'La cuenta, por favor.' },
  { english: 'can i have the bill', spanish: '¿Me trae la cuenta, por favor?' },
  { english: 'how much is it', spanish: '¿Cuánto cuesta?', note: 'For a whole bill: ¿cuánto es?' },
  { english: 'how much does it cost', spanish: '¿Cuánto cuesta?' },
  { english: 'i would like a coffee', spanish: 'Quería un café, por favor.', note: 'Quería sounds softer than quiero.' },
  { english: 'i would like', spanish: 'Quería...', note: 'Quería sounds softer than quiero.' },
  { english: 'a table for two', spanish: 'Una mesa para dos, por favor.' },
  { english: 'i am hungry', spanish: 'Tengo hambre.', note: 'Spanish says I have hunger, with tener.' },
  { english: 'i am thirsty', spanish: 'Tengo sed.' },
  { english: 'i am tired', spanish: 'Estoy cansado.', note: 'A woman says cansada.' },
  { english: 'i feel dizzy', spanish: 'Estoy mareado.', note: 'A woman says mareada.' },
  { english: 'i am homesick', spanish: 'Echo de menos mi casa.', note: 'Among friends in the north of Spain you will also hear: tengo morriña.' },
  { english: 'i am cold', spanish: 'Tengo frío.' },
  { english: 'i am hot', spanish: 'Tengo calor.' },
  { english: 'i am sorry', spanish: 'Lo siento.' },
  { english: 'excuse me', spanish: 'Perdón.', note: 'To get past someone: con permiso.' },
  { english: 'i do not understand', spanish: 'No entiendo.' },
  { english: 'can you repeat that', spanish: '¿Puedes repetirlo, por favor?' },
  { english: 'can you speak more slowly', spanish: '¿Puedes hablar más despacio, por favor?' },
  { english: 'i do not know', spanish: 'No lo sé.' },
  { english: 'i am learning spanish', spanish: 'Estoy aprendiendo español.' },
  { english: 'do you speak english', spanish: '¿Hablas inglés?' },
  { english: 'good morning', spanish: 'Buenos días.' },
  { english: 'good afternoon', spanish: 'Buenas tardes.' },
  { english: 'good evening', spanish: 'Buenas tardes.', note: 'After dark it becomes buenas noches.' },
  { english: 'good night', spanish: 'Buenas noches.' },
  { english: 'see you later', spanish: 'Hasta luego.' },
  { english: 'see you tomorrow', spanish: 'Hasta mañana.' },
  { english: 'goodbye', spanish: 'Adiós.' },
  { english: 'thank you', spanish: 'Gracias.', note: 'Thank you very much is muchas gracias.' },
  { english: 'thank you very much', spanish: 'Muchas gracias.' },
  { english: 'you are welcome', spanish: 'De nada.' },
  { english: 'please', spanish: 'Por favor.' },
  { english: 'happy birthday', spanish: '¡Feliz cumpleaños!' },
  { english: 'cheers', spanish: '¡Salud!' },
  { english: 'enjoy your meal', spanish: '¡Que aproveche!', note: 'In Latin America often: ¡buen provecho!' },
  { english: 'good luck', spanish: '¡Buena suerte!' },
  { english: 'have a nice day', spanish: '¡Que tengas un buen día!' },
  { english: 'what time is it', spanish: '¿Qué hora es?' },
  { english: 'where is the train station', spanish: '¿Dónde está la estación de tren?' },
  { english: 'i am lost', spanish: 'Estoy perdido.', note: 'A woman says perdida.' },
  { english: 'how do i get to the centre', spanish: '¿Cómo llego al centro?' },
  { english: 'how do i get to the center', spanish: '¿Cómo llego al centro?' },
  { english: 'i like it', spanish: 'Me gusta.' },
  { english: 'i do not like it', spanish: 'No me gusta.' },
  { english: 'i have a cat', spanish: 'Tengo un gato.' },
  { english: 'i have a dog', spanish: 'Tengo un perro.' },
  { english: 'i have two children', spanish: 'Tengo dos hijos.' },
  { english: 'i live in london', spanish: 'Vivo en Londres.' },
  { english: 'i work as a nurse', spanish: 'Trabajo de enfermera.', note: 'A man says enfermero.' },
  { english: 'i am a teacher', spanish: 'Soy profesor.', note: 'A woman says profesora; Spanish leaves out the a.' },
  { english: 'what do you do', spanish: '¿A qué te dedicas?' },
  { english: 'how old are you', spanish: '¿Cuántos años tienes?' },
  { english: 'i am years old', spanish: 'Tengo ... años.', note: 'Spanish uses tener for age: tengo treinta años.' },
  { english: 'can you help me', spanish: '¿Me puedes ayudar?' },
  { english: 'no problem', spanish: 'No pasa nada.', note: 'Also: no hay problema.' },
  { english: 'it does not matter', spanish: 'No importa.' },
  { english: 'i agree', spanish: 'Estoy de acuerdo.' },
  { english: 'of course', spanish: 'Claro.', note: 'Or: por supuesto.' },
  { english: 'of course', spanish: 'Por supuesto.' },
  { english: 'what a pity', spanish: '¡Qué pena!' },
  { english: 'how exciting', spanish: '¡Qué emoción!' },
  { english: 'i am looking forward to it', spanish: 'Tengo muchas ganas.' },
  { english: 'i am bored', spanish: 'Estoy aburrido.', note: 'Careful: soy aburrido means I am boring.' },
  { english: 'i am embarrassed', spanish: 'Me da vergüenza.', note: 'Or: estoy avergonzado, and a woman says avergonzada. Careful: embarazada means pregnant.' },
  { english: 'i am full', spanish: 'Estoy lleno.', note: 'A woman says llena. Polite at the table: no puedo más, gracias.' },
  { english: 'i hope he gets better soon', spanish: 'Espero que se mejore pronto.', note: 'After espero que, the verb takes the subjunctive. To the person: que te mejores pronto.' },
  { english: 'i hope she gets better soon', spanish: 'Espero que se mejore pronto.', note: 'After espero que, the verb takes the subjunctive.' },
  { english: 'get well soon', spanish: 'Que te mejores pronto.' },
  { english: 'i am tired of my job', spanish: 'Estoy harto de mi trabajo.', note: 'A woman says harta. Softer: estoy cansado de mi trabajo.' },
  { english: 'i am fed up', spanish: 'Estoy harto.', note: 'A woman says harta.' },
  { english: 'i want to book a room', spanish: 'Quiero reservar una habitación.', note: 'Softer: quería reservar una habitación.' },
  { english: 'i would like to book a room', spanish: 'Quería reservar una habitación.' },
  { english: 'i am the youngest', spanish: 'Soy el menor.', note: 'A woman says la menor; the oldest is el mayor or la mayor.' },
  { english: 'i am the oldest', spanish: 'Soy el mayor.', note: 'A woman says la mayor.' },
  { english: 'save money', spanish: 'ahorrar (dinero)', note: 'For example: estoy ahorrando para un viaje.' },
  { english: 'landlord', spanish: 'el casero', note: 'A woman is la casera; more formal: el arrendador.' },
  { english: 'embarrassed', spanish: 'Me da vergüenza.', note: 'Or: estoy avergonzado, and a woman says avergonzada. Careful: embarazada means pregnant.' },
  { english: 'i am burned out', spanish: 'Estoy quemado.', note: 'A woman says quemada.' },
  { english: 'i am stressed', spanish: 'Estoy estresado.', note: 'A woman says estresada.' },
  { english: 'i missed my flight', spanish: 'He perdido el vuelo.', note: 'Told later, in the past: perdí el vuelo. The same verb for a missed train.' },
  { english: 'i missed the bus', spanish: 'He perdido el autobús.', note: 'Perder means to miss (the bus, your train) as well as to lose.' },
  { english: 'i am allergic to nuts', spanish: 'Soy alérgico a los frutos secos.', note: 'A woman says alérgica.' },
  { english: 'i am vegetarian', spanish: 'Soy vegetariano.', note: 'A woman says vegetariana.' },
  { english: 'the check please', spanish: 'La cuenta, por favor.' },
  { english: 'where is the metro', spanish: '¿Dónde está el metro?', note: 'To ask for the nearest one: ¿dónde está la parada de metro más cercana?' },
  { english: 'where the metro is', spanish: '¿Dónde está el metro?' },
  { english: 'where does it hurt', spanish: '¿Dónde le duele?', note: 'To a child or a friend: ¿dónde te duele?' },
  { english: 'it is delicious', spanish: '¡Está riquísimo!', note: 'Also: está delicioso.' },
  { english: 'i am just looking', spanish: 'Solo estoy mirando, gracias.' },
  { english: 'i have a sore throat', spanish: 'Me duele la garganta.' },
  { english: 'how much is a ticket', spanish: '¿Cuánto cuesta el billete?', note: 'In Latin America: el boleto.' },
];

/** Single words, both ways: English to Spanish for "how do you say", Spanish to English for "what does it mean". */
export const SPANISH_WORDS: ReadonlyArray<readonly [english: string, spanish: string]> = [
  ['house', 'casa'], ['home', 'casa'], ['cat', 'gato'], ['dog', 'perro'], ['friend', 'amigo'], ['friends', 'amigos'], ['family', 'familia'],
  ['mother', 'madre'], ['father', 'padre'], ['sister', 'hermana'], ['brother', 'hermano'], ['grandmother', 'abuela'], ['grandfather', 'abuelo'],
  ['son', 'hijo'], ['daughter', 'hija'], ['children', 'hijos'], ['husband', 'marido'], ['wife', 'mujer'], ['boyfriend', 'novio'], ['girlfriend', 'novia'],
  ['water', 'agua'], ['bread', 'pan'], ['coffee', 'café'], ['tea', 'té'], ['beer', 'cerveza'], ['wine', 'vino'], ['milk', 'leche'], ['food', 'comida'],
  ['breakfast', 'desayuno'], ['lunch', 'comida'], ['dinner', 'cena'], ['bill', 'cuenta'], ['menu', 'carta'], ['waiter', 'camarero'],
  ['car', 'coche'], ['train', 'tren'], ['bus', 'autobús'], ['plane', 'avión'], ['ticket', 'billete'], ['street', 'calle'], ['city', 'ciudad'],
  ['beach', 'playa'], ['mountain', 'montaña'], ['river', 'río'], ['shop', 'tienda'], ['market', 'mercado'], ['work', 'trabajo'], ['job', 'trabajo'],
  ['school', 'colegio'], ['book', 'libro'], ['money', 'dinero'], ['day', 'día'], ['night', 'noche'], ['morning', 'mañana'], ['tomorrow', 'mañana'],
  ['today', 'hoy'], ['yesterday', 'ayer'], ['week', 'semana'], ['weekend', 'fin de semana'], ['hello', 'hola'], ['yes', 'sí'], ['no', 'no'],
  ['happy', 'feliz'], ['sad', 'triste'], ['tired', 'cansado'], ['beautiful', 'bonito'], ['big', 'grande'], ['small', 'pequeño'], ['hot', 'caliente'],
  ['cold', 'frío'], ['good', 'bueno'], ['bad', 'malo'], ['expensive', 'caro'], ['cheap', 'barato'], ['to eat', 'comer'], ['to drink', 'beber'],
  ['to speak', 'hablar'], ['to live', 'vivir'], ['to work', 'trabajar'], ['to go', 'ir'], ['to want', 'querer'], ['to have', 'tener'], ['to be', 'ser o estar'],
  ['to know', 'saber o conocer'], ['to sleep', 'dormir'], ['to read', 'leer'], ['to write', 'escribir'], ['to buy', 'comprar'], ['to pay', 'pagar'],
  ['nurse', 'enfermera'], ['doctor', 'médico'], ['teacher', 'profesor'], ['hospital', 'hospital'], ['office', 'oficina'], ['pharmacy', 'farmacia'],
  ['to get up early', 'madrugar'], ['nap', 'siesta'], ['afternoon snack', 'merienda'], ['pregnant', 'embarazada'], ['embarrassed', 'avergonzado'],
  ['cool', 'guay'], ['okay', 'vale'], ['to miss', 'echar de menos'], ['to look forward to', 'tener ganas de'], ['to enjoy', 'disfrutar'],
  ['still', 'todavía'], ['already', 'ya'], ['always', 'siempre'], ['never', 'nunca'], ['sometimes', 'a veces'], ['also', 'también'],
  // Asking the way, as the street scene ('preguntar el camino') needs it.
  ['turn left', 'gira a la izquierda'], ['turn right', 'gira a la derecha'], ['go straight on', 'sigue todo recto'], ['straight on', 'todo recto'],
  ['on the left', 'a la izquierda'], ['on the right', 'a la derecha'], ['next to', 'al lado de'], ['opposite', 'enfrente de'], ['corner', 'esquina'],
  ['traffic lights', 'semáforo'], ['crossroads', 'cruce'], ['far', 'lejos'], ['near', 'cerca'],
  // Everyday adjectives, linking words, verbs and nouns (spanish-everyday-words.json); the pairs above come first.
  ...(everyday.words as Array<[string, string]>),
];

/** The English ways of asking for a word: 'nice, likeable' is asked for as either; '(bored, with estar)' is a note. */
const englishAlternatives = (english: string) => english.replace(/\s*\([^)]*\)/g, '').split(/,\s*/).map((a) => a.trim()).filter(Boolean);

/** 'divertida', 'divertidos', 'amables' -> the dictionary form the lists hold ('divertido', 'amable'). */
const baseForms = (word: string) => [word, word.replace(/(?:o|a|os|as)$/, 'o'), singularSpanish(word)];

export function normalizeEnglish(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\bi'm\b/g, 'i am').replace(/\bdon't\b/g, 'do not').replace(/\bdoesn't\b/g, 'does not').replace(/\bcan't\b/g, 'cannot')
    .replace(/\bwhat's\b/g, 'what is').replace(/\bwhere's\b/g, 'where is').replace(/\bit's\b/g, 'it is').replace(/\byou're\b/g, 'you are')
    .replace(/\bi'd like\b/g, 'i would like').replace(/\bcolour\b/g, 'color')
    .replace(/[^a-z' ]+/g, ' ')
    .replace(/^(?:the (?:word|phrase|sentence|expression) )/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const stripPlease = (text: string) => text.replace(/^please |,? please$| please$/g, '').trim();

export function findSpanishPhrase(englishText: string): PhrasebookEntry | null {
  const key = stripPlease(normalizeEnglish(englishText));
  const exact = SPANISH_PHRASES.find((p) => p.english === key || stripPlease(p.english) === key);
  if (exact) return exact;
  const word = SPANISH_WORDS.find(([en]) => englishAlternatives(en).some((a) => a === key || a === `to ${key}` || a === key.replace(/^(?:a|an|the) /, '')));
  return word ? { english: word[0], spanish: word[1] } : null;
}

/** Without its written accents, as learners type ('que tal'); its ñ kept ('años' is no 'anos'). */

/** The English for a Spanish word or phrase Lucía knows, or null; `anyForm` also reads 'divertidas' as 'divertido'. */
export function findEnglishFor(spanishText: string, anyForm = true): string | null {
  const key = spanishText.toLowerCase().replace(/[¿?¡!.,«»"']/g, '').replace(/\s+/g, ' ').trim();
  const bare = key.replace(/^(?:el|la|los|las|un|una) /, '');
  const asKey = (spanish: string) => spanish.toLowerCase().replace(/[¿?¡!.,]/g, '').replace(/\.\.\.$/, '').trim();
  // Written without its accents ('que tal', 'buen provecho'), as learners type: the same phrase.
  const phrase = SPANISH_PHRASES.find((p) => asKey(p.spanish) === key) ?? SPANISH_PHRASES.find((p) => withoutAccentMarks(asKey(p.spanish)) === withoutAccentMarks(key));
  if (phrase) return phrase.english === 'i am years old' ? null : capitalizeLoneI(phrase.english);
  const word = SPANISH_WORDS.find(([, es]) => es === key || es === bare) ?? (anyForm ? SPANISH_WORDS.find(([, es]) => !es.includes(' ') && baseForms(bare).includes(es)) : undefined);
  return word ? word[0] : null;
}

/** True for text that looks Spanish rather than English (accents, ñ, or common Spanish words). */
export function looksSpanishWord(text: string): boolean {
  const lower = text.toLowerCase();
  return /[áéíóúñ¿¡]/.test(lower) || findEnglishFor(lower) !== null || /^(?:el|la|los|las|un|una|me|te|se|lo|qué|que|por|para|muy) /.test(lower);
}

/**
 * Asked in Spanish for the Spanish of English words: "¿Cómo digo embarrassed?", "Entonces, ¿cómo puedo decir 'I miss
 * you'?" ('¿Cómo se dice...?' has its own line in detect-question.ts); group 1 the words asked for.
 */
export const ASKS_HOW_TO_SAY_ES = /(?<![\p{L}])c[oó]mo (?:digo|puedo decir|se puede decir|decimos|dir[ií]as|podr[ií]a decir) (.+?)(?: en español)?\s*[?.!]*\s*$/iu;

/** Spanish words that show the words asked for are Spanish ('¿Cómo digo que no?', '¿Cómo digo bien la r?'), not English. */
const SPANISH_GRAMMAR_WORDS = /(?<![\p{L}])(?:que|el|la|los|las|del|al|de|en|con|por|para|esto|eso|esta|este|mi|mis|tu|tus|su|sus|bien|muy|y|o|yo|es|se|te|lo|le|un|una|como|decir)(?![\p{L}])/iu;

/** Words asked for that are English ('embarrassed', "I'm full"), not Spanish ('perro', 'esto', 'me da vergüenza'). */
export function isEnglishAsked(words: string): boolean {
  const asked = words.trim().replace(/^["'‘“«]|["'’”»]$/g, '').trim();
  return !!asked && !/[áéíóúñ¿¡]/i.test(asked) && !SPANISH_GRAMMAR_WORDS.test(asked) && !looksSpanishWord(asked);
}
