/**
 * 'tambien' -> 'también', 'Despues' -> 'Después', 'restuarante' -> 'restaurante': a word the Spanish dictionary
 * does not know, with exactly one known word a missing accent (or one slip of the pen) away. Two candidates
 * ('favorite' -> favorito or favorita?) or a name (a capital inside the sentence) are left alone.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { isEnglishWord } from '../../../grammar/looks-like-english';
import { spanishLexicon, type SpanishLexicon } from '../spanish-lexicon';
import { because, describeFamily } from '../because';
import placeNames from '../words/place-names-with-accents.json';
import { OVER_REGULARISED } from './irregular-verb-forms';
import { PORTUGUESE_IN_SPANISH } from './portuguese-words';

/** Places named with an accent that name no person: the place wherever the plain spelling stands. */
const PLACES_WITH_ACCENTS = new Map(Object.entries(placeNames.names));

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ' };
const PLAIN: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u', ñ: 'n' };
const LETTERS = 'abcdefghijklmnopqrstuvwxyzáéíóúñü';
/** Hellos of learners' own languages that open a message and would otherwise be respelt as a Spanish word ('oi' -> 'oí'). */
const OTHER_HELLOS = new Set(['oi', 'hallo', 'ciao']);
const REPEATABLE = new Set(['muy', 'más', 'no', 'sí', 'ja', 'que']);

/** Known words that differ from `word` only in one accent or tilde (added, removed or moved). */
function accentVariants(word: string, lexicon: SpanishLexicon): string[] {
  const plain = [...word].map((c) => PLAIN[c] ?? c).join('');
  const found = new Set<string>();
  if (plain !== word && lexicon.isWord(plain)) found.add(plain);
  // From the plain letters ('tambien' -> 'también'), and from the word as written where it has its 'ñ' already
  // ('compañia' -> 'compañía', which is two marks away from 'compania').
  for (const base of new Set([plain, word.replace(/[áéíóú]/g, (c) => PLAIN[c]!)])) {
    for (let i = 0; i < base.length; i++) {
      const accented = ACCENTED[base[i]!];
      if (!accented) continue;
      const candidate = base.slice(0, i) + accented + base.slice(i + 1);
      if (candidate !== word && lexicon.isWord(candidate)) found.add(candidate);
    }
  }
  return [...found];
}

/** Letters learners confuse because they sound alike ('veces'/'beces', 'ciudad'/'siudad', 'haber'/'aber'). */
const SOUND_ALIKE: Record<string, string> = { b: 'v', v: 'b', c: 'sz', s: 'cz', z: 'cs', g: 'j', j: 'g', y: 'i', i: 'y', m: 'n', n: 'm' };
/** c and g sound like s and j only before e or i ('siudad' for 'ciudad'; the c of 'picturas' is a k). */
const SOFT_ONLY = new Set(['c', 'g']);
function soundsAlike(word: string, at: number, to: string): boolean {
  const isSoft = /[eiéí]/.test(word[at + 1] ?? '');
  return !(SOFT_ONLY.has(word[at]!) || SOFT_ONLY.has(to)) || isSoft || (word[at] === 'z' && to === 's') || (word[at] === 's' && to === 'z');
}

/** Keys side by side on a keyboard (Spanish and English layouts agree on the letters). */
const KEY_ROWS = ['qwertyuiop', 'asdfghjklñ', 'zxcvbnm'];
const VOWELS = /^[aeiouáéíóú]$/;
function isLikelySlip(letter: string, instead: string): boolean {
  const plain = (c: string) => PLAIN[c] ?? c;
  if (VOWELS.test(letter) && VOWELS.test(instead)) return true;
  const row = KEY_ROWS.findIndex((r) => r.includes(plain(letter)));
  const at = row >= 0 ? KEY_ROWS[row]!.indexOf(plain(letter)) : -1;
  return row >= 0 && [KEY_ROWS[row]![at - 1], KEY_ROWS[row]![at + 1]].includes(plain(instead));
}

/**
 * Known words one typical slip away: two letters swapped ('restuarante'), a doubled letter ('programmas'),
 * a sound-alike letter ('beces'), a silent h, or (in longer words) a missing letter. Dropping any other
 * letter is not tried in short words: it turns foreign words into Spanish ones ('jeans' -> 'jeas'). In a
 * word of eight letters or more every kind of slip is tried together, so that two readings make it
 * ambiguous: 'encontarse' could be 'encontrase' or 'encontrarse', 'desporte' 'deporte' or 'desnorte'.
 */
function oneSlipAway(word: string, lexicon: SpanishLexicon): Array<{ candidate: string; isLikely: boolean }> {
  const found = new Set<string>();
  const unlikely = new Set<string>();
  const consider = (candidate: string, isLikely = true) => {
    if (candidate === word || candidate.length <= 1 || !lexicon.isWord(candidate)) return;
    if (!found.has(candidate) && !isLikely) unlikely.add(candidate);
    else if (isLikely) unlikely.delete(candidate);
    found.add(candidate);
  };
  // The typical slips first; only when none fits, any missing or wrong letter (a few hundred look-ups).
  for (let i = 0; i <= word.length; i++) {
    const letter = word[i] ?? '';
    if (letter && (letter === word[i + 1] || letter === 'h')) consider(word.slice(0, i) + word.slice(i + 1));
    if (i < word.length - 1) consider(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    for (const c of SOUND_ALIKE[letter] ?? '') if (soundsAlike(word, i, c)) consider(word.slice(0, i) + c + word.slice(i + 1));
    if (i < word.length) consider(`${word.slice(0, i)}h${word.slice(i)}`);
  }
  const isLong = word.length >= 8;
  if ((found.size > 0 && !isLong) || word.length < 6) return [...found].map((candidate) => ({ candidate, isLikely: true }));
  // Not at the end: a letter added there is an ending, another word ('presenter' -> 'presentero').
  for (let i = 0; i < word.length; i++) {
    // Nor before the first letter, which learners rarely leave out ('vivemos' is not 'avivemos', 'actora' not 'factora').
    if (i > 0) for (const c of LETTERS) consider(word.slice(0, i) + c + word.slice(i));
    // Long words are rarely one letter away from another word: any letter may be the slip ('fanaticos'). Every
    // such word is a reading (two make the word ambiguous), but only a slip of the hand (a key beside it) or of
    // the ear (another vowel), and never in the first letter, which learners rarely get wrong, is offered alone:
    // 'porrista' is not 'gorrista', nor 'tirolina' 'tirosina'.
    if (isLong) for (const c of LETTERS) consider(word.slice(0, i) + c + word.slice(i + 1), i > 0 && isLikelySlip(word[i]!, c));
    if (isLong) consider(word.slice(0, i) + word.slice(i + 1));
  }
  return [...found].map((candidate) => ({ candidate, isLikely: !unlikely.has(candidate) }));
}

const PLACE_PREPOSITIONS = new Set(['en', 'desde', 'hacia']);
/** Abbreviations the dictionary holds as words, never what a learner meant by the word one accent away ('max', 'pag'). */
const ABBREVIATIONS = new Set(['máx', 'mín', 'pág', 'núm', 'cía', 'admón', 'teléf', 'dña', 'íd']);
const GOING = /^(ir|voy|vas|va|vamos|van|fui|fue|fuimos|fueron|viaj\p{L}*|volv\p{L}*|volví|lleg\p{L}*|mud\p{L}*|soy|es|eres|somos|son|vengo|viene|venimos|vienen|regres\p{L}*)$/u;
function isPlaceSlot(tokens: readonly { lower: string }[], at: number): boolean {
  const before = tokens[at - 1]?.lower ?? '';
  if (PLACE_PREPOSITIONS.has(before)) return true;
  return ['a', 'de'].includes(before) && GOING.test(tokens[at - 2]?.lower ?? '');
}

/**
 * A person's name comes after these ('me llamo thomas', 'se llama jonas', 'mi nombre es lukas', 'ich heiße lukas', 'mi
 * chiamo giulia'), as does its second word with only a space between ('me llamo anna lena'): its letters are its owner's,
 * never 'tomas'. Each form of 'llamarse' with its own pronoun: 'te llamo después' is a call, not a name.
 */
const NAMING: Readonly<Record<string, string | null>> = { llamo: 'me', llamas: 'te', llama: 'se', llamamos: 'nos', llaman: 'se', heiße: null, heisse: null, appelle: null, chiamo: null };
type Slotted = { lower: string; post: string };
/** Words that go on after a name ('me llamo Ana y...', 'me llamo Ana tambien'), never its second word. */
const NOT_A_SECOND_NAME = new Set(['y', 'e', 'pero', 'soy', 'tengo', 'vivo', 'de', 'en', 'tambien', 'también', 'aunque', 'porque', 'pues']);
function opensNameSlot(tokens: readonly Slotted[], at: number): boolean {
  const before = tokens[at - 1]?.lower ?? '';
  if (before === 'es' && tokens[at - 2]?.lower === 'nombre') return true;
  if (!(before in NAMING)) return false;
  const pronoun = NAMING[before];
  return pronoun === null || tokens[at - 2]?.lower === pronoun;
}
/** Whether the word at `at` is (part of) a name just given; a second word only after a bare space and if it is no sentence word. */
function isNameSlot(tokens: readonly Slotted[], at: number): boolean {
  if (opensNameSlot(tokens, at)) return true;
  return at > 0 && opensNameSlot(tokens, at - 1) && /^\s+$/.test(tokens[at - 1]!.post) && !NOT_A_SECOND_NAME.has(tokens[at]!.lower);
}

/** 'Mexico' -> 'México': the one capitalised dictionary entry that differs from `name` by one written accent. */
function accentedName(name: string, lexicon: SpanishLexicon): string | null {
  if (/[áéíóú]/.test(name) || name.length < 4) return null;
  const found: string[] = [];
  for (let i = 1; i < name.length; i++) {
    const accented = ACCENTED[name[i]!];
    if (!accented || name[i] === 'n') continue;
    const candidate = name.slice(0, i) + accented + name.slice(i + 1);
    if (lexicon.hasEntry(candidate)) found.push(candidate);
  }
  return found.length === 1 ? found[0]! : null;
}

/** An article or possessive run into its noun ('lagente' -> 'la gente'); never into a verb. */
const JOINED = ['la', 'el', 'los', 'las', 'un', 'una', 'mi', 'mis', 'tu', 'tus', 'su', 'sus'];

function splitWords(word: string, lexicon: SpanishLexicon): string[] {
  return JOINED.filter((left) => word.startsWith(left) && word.length - left.length >= 3 && lexicon.isWord(word.slice(left.length)) && lexicon.infinitivesOf(word.slice(left.length)).length === 0)
    .map((left) => `${left} ${word.slice(left.length)}`);
}

/** Words after which a noun comes: a misspelling there is no verb ('La histoire' is not 'La historie', of 'historiar'). */
const DETERMINERS = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'esos', 'esas', 'nuestro', 'nuestra', 'nuestros', 'nuestras']);

/** The one spelling the learner most likely meant, or null. `isNounSlot`: a determiner stands before the word. */
export function respell(word: string, lexicon: SpanishLexicon, options: { accentsOnly?: boolean; isNounSlot?: boolean } = {}): string | null {
  if (lexicon.isWord(word)) return null;
  const accents = accentVariants(word, lexicon);
  if (accents.length === 1) return accents[0]!;
  if (accents.length > 1 || options.accentsOnly || word.length < 5) return null;
  const split = splitWords(word, lexicon);
  if (split.length > 0) return split.length === 1 ? split[0]! : null;
  const slips = oneSlipAway(word, lexicon).filter((slip) => !(options.isNounSlot && lexicon.isOnlyVerbForm(slip.candidate)));
  // One reading reached only by an unlikely slip is no sure one.
  return slips.length === 1 && slips[0]!.isLikely ? slips[0]!.candidate : null;
}

/**
 * Each kind of respelling is a family of its own, measured apart: a missing or misplaced accent ('tambien'),
 * a word split in two ('lagente'), or other letters ('restuarante').
 */
function spellingFamily(word: string, respelled: string): string {
  const plain = (w: string) => [...w].map((c) => PLAIN[c] ?? c).join('');
  if (plain(word) === plain(respelled)) return 'spelling-accent';
  return respelled.includes(' ') ? 'spelling-split' : 'spelling-letters';
}

/** Whether `at` lies after an opening quotation mark that is not closed before it ('leí "The Old Man and the Sea'). */
function isQuoted(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const straight = (before.match(/"/g) ?? []).length;
  const opened = (before.match(/[“«]/g) ?? []).length - (before.match(/[”»]/g) ?? []).length;
  return straight % 2 === 1 || opened > 0;
}

/** Words without their accent that open a sentence before a name ('Despues Maria...', 'Aqui Pedro...'): respelled even there. */
/** Words the RAE accepts with or without a written accent ('policiaco' and 'policíaco', 'periodo' and 'período'), in all their forms. */
const WRITTEN_BOTH_WAYS: ReadonlySet<string> = new Set(
  [...['policiac', 'cardiac', 'austriac', 'zodiac', 'demoniac', 'maniac', 'elegiac', 'paradisiac', 'afrodisiac', 'amoniac'].flatMap((stem) => ['o', 'a', 'os', 'as'].map((end) => stem + end)), 'periodo', 'periodos', 'olimpiada', 'olimpiadas', 'video', 'videos', 'chofer', 'choferes', 'reuma'],
);
const SENTENCE_OPENERS = new Set(['despues', 'tambien', 'ademas', 'aqui', 'alli', 'asi', 'quizas', 'todavia', 'mas', 'jamas', 'ahi', 'alla']);
/** A capitalised word that is no word of the dictionary, even in lower case: a name ('McCartney', 'Duque' is a word). */
const isUnknownCapital = (word: string | undefined, lexicon: SpanishLexicon) => !!word && /^\p{Lu}/u.test(word) && !lexicon.isWord(word.toLowerCase()) && !lexicon.hasEntry(word);

const matchCase = (original: string, word: string) => (/^\p{Lu}/u.test(original) ? word.charAt(0).toUpperCase() + word.slice(1) : word);

export const spelling: GrammarRule = {
  id: 'spelling',
  family: 'spelling',
  explanation: describeFamily('es:spelling'),
  examples: [
    { text: 'Mi hermano es muy carinoso.', better: 'Mi hermano es muy cariñoso.' }, // the ñ, a letter of its own
    { text: 'Oi un ruido muy raro anoche.', better: 'Oí un ruido muy raro anoche.' }, // no hello: a verb with its object
    // A place written small, in a place slot: the place, with its capital and accent.
    { text: 'Yo soy de canada.', better: 'Yo soy de Canadá.' },
    { text: 'Mi hermano tambien juega al fútbol.', better: 'Mi hermano también juega al fútbol.' },
    { text: 'Despues de clase voy a casa.', better: 'Después de clase voy a casa.' },
    { text: 'Despues Marta llegó a casa.', better: 'Después Marta llegó a casa.' }, // a word that opens sentences, before a name
    { text: 'Vivo en una ciudad con muchos musicos.', better: 'Vivo en una ciudad con muchos músicos.' },
    { text: 'Comimos en un restuarante chino.', better: 'Comimos en un restaurante chino.' },
    { text: 'Mis programmas favoritos son de cocina.', better: 'Mis programas favoritos son de cocina.' },
    { text: 'Hablo con lagente del pueblo.', better: 'Hablo con la gente del pueblo.' },
    { text: 'El examen fue muy dificil.', better: 'El examen fue muy difícil.' },
    { text: 'Trabajo en una compañia grande.', better: 'Trabajo en una compañía grande.' }, // its 'ñ' written, its accent not
    { text: 'Se escapó con con su novio.', better: 'Se escapó con su novio.' },
    { text: 'Mis primos viven en Peru.', better: 'Mis primos viven en Perú.' },
    { text: 'El verano pasado viajamos a Mexico.', better: 'El verano pasado viajamos a México.' },
    { text: 'Mi tia cocina muy bien.', better: 'Mi tía cocina muy bien.' },
    { text: 'Hawai es un lugar precioso.', better: 'Hawái es un lugar precioso.' },
    { text: 'Quiero visitar Japon y Peru.', better: 'Quiero visitar Japón y Perú.' },
    { text: 'Visitamos la Basilica de Guadalupe.', better: 'Visitamos la Basílica de Guadalupe.' },
    { text: 'Es muy imprtante dormir bien.', better: 'Es muy importante dormir bien.' },
    { text: 'Tengo una famila grande.', better: 'Tengo una familia grande.' },
    { text: 'Quiero vistar a mi abuela.', better: 'Quiero visitar a mi abuela.' },
    { text: 'Te llamo despues de la clase.', better: 'Te llamo después de la clase.' }, // 'te llamo' is a call: no name follows
    { text: 'Me llamo Ana tambien.', better: 'Me llamo Ana también.' }, // not 'avistar': no letter before the first
  ],
  counterExamples: [
    'oi lucia, tudo bem?', // a Portuguese hello, not 'oí'
    'En mi tiempo libre leo novelas policiacas.',
    'Fue un periodo muy difícil.',
    // A name written small is no abbreviation ('máx'); a place word in no place slot is left.
    'Mi perro se llama max.',
    'Hola, me llamo thomas y soy de Alemania.', // a name written small after 'me llamo' is its owner's
    'Mi hermano se llama thomas.',
    'Ich heiße thomas.',
    'Me gusta esta película.',
    'Llevo jeans y una camiseta.',
    'Mi amiga Xiomara vive en Oaxaca.',
    'Quiero ver la película favorite de mi hermano.',
    'Quiero practicar más, please.',
    'Mi jefe es muy demanding.',
    'Vamos al cine esta tarde.',
    'Comemos pan con tomate.',
    'Es una película muy muy larga.',
    'Mi amiga Rocío vive en Sevilla.',
    // A word the learner may have meant two ways, or only a wrong way: no respelling is sure.
    'Las picturas son bonitas.', // the c of 'pict-' is no s: not 'pisturas'
    'Mi favorito desporte es el tenis.', // 'deporte' or 'desnorte'
    'Corrió a encontarse con William.', // 'encontrarse' or 'encontrase'
    // Ordinary sentences that look like the error and are right.
    'Mi hermano también estudia música.',
    'Después de comer damos un paseo.',
    'La película fue muy aburrida.',
    'Actuó en los MTV Video Music Awards.',
    'La histoire del pueblo es antigua.',
    // Quoted words and names are not the learner's slips; a long word is respelled only by a likely slip.
    'Leí el libro "The Secret Garden" en inglés.',
    'Mi canción favorita es «Bohemian Rhapsody».',
    'El año pasado viajé a rusia con mi familia.',
    'Los sábados hacemos tirolina en el bosque.',
    'Mi hermana es porrista en su escuela.',
    'Ella es una actora de cine.', // 'factora' only by a letter before the first
    'Nací en 1998 en Guadalajara.', // a number between the two
    'Mi tía vive en New Mexico.', // part of a longer name, in English
    'Hablé con Paris sobre el examen.', // a person's name: only where a place is meant
    'Paul Simon canta muy bien.', // a first word before a name is part of it ('Paúl' is a word too)
    'Ivan Rakitic juega en Sevilla.',
    // Words of Mexico's Spanish are words (dictionary-es-mx), not slips for Spain's ('nomas', a disease).
    'Mis pacientes nomás hablan español.',
    'Fue un examen sorpresivo para todos.',
  ],
  find({ tokens, text }) {
    const lexicon = spanishLexicon();
    if (!lexicon) return [];
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const isCapital = /^\p{Lu}/u.test(t.text);
      // The same word twice in a row ('con con'), with nothing but a space between (not 'en 1998 en'); 'muy muy' is
      // emphasis and stays.
      const previous = tokens[i - 1];
      if (previous && previous.lower === t.lower && /^\s*$/.test(previous.post) && !REPEATABLE.has(t.lower)) {
        edits.push({ start: i, end: i + 1, to: '', ...because('es:spelling.repeated', { word: t.text }), rule: 'spelling-repeated-word' });
        return;
      }
      if (/^\p{Lu}{2,}$/u.test(t.text) || lexicon.hasEntry(t.text)) return;
      // Words in quotation marks are quoted (a title, words of another language): their spelling is not the learner's slip.
      if (isQuoted(text, t.start)) return;
      // 'oi lucia', 'Oi, ¿qué tal?': a Portuguese hello opening the message, never 'oí' (I heard).
      if (i === 0 && OTHER_HELLOS.has(t.lower) && (i === tokens.length - 1 || /[,!]/.test(t.post) || /^(?:luc[ií]a|profe\p{L}*|gente|buen[oa]s|bo[am]|tudo|todos|chic[oa]s|amig[oa]s)$/iu.test(tokens[i + 1]?.lower ?? ''))) return;
      // A name written without its capital ('rusia') is that name, not a slip for another word ('rucia').
      if (!isCapital && lexicon.hasEntry(t.text.charAt(0).toUpperCase() + t.text.slice(1))) return;
      // A place name without its accent ('Mexico' -> 'México', 'Peru' -> 'Perú'): one accented form in the dictionary.
      // Only where a place is meant ('en Peru', 'viajé a Mexico', 'soy de Peru'), never a person ('con Maria').
      // A listed place is one anywhere ('Hawai es precioso'), unless it is part of a longer name ('New Mexico').
      // A listed place written small in a place slot ('soy de canada') is the place too, given its capital: never 'cañada'.
      const smallPlace = !isCapital && isPlaceSlot(tokens, i) ? PLACES_WITH_ACCENTS.get(t.text.charAt(0).toUpperCase() + t.text.slice(1)) : undefined;
      const listedPlace = (isCapital && !/^\p{Lu}/u.test(tokens[i - 1]?.text ?? '') ? PLACES_WITH_ACCENTS.get(t.text) : undefined) ?? smallPlace;
      const place = listedPlace ?? (isCapital && !lexicon.isWord(t.lower) && isPlaceSlot(tokens, i) ? accentedName(t.text, lexicon) : null);
      if (place) {
        edits.push({ start: i, end: i + 1, to: place, ...because('es:spelling.place', { place }), rule: 'spelling-place-accent' });
        return;
      }
      // A capital inside the sentence is a name ('con Paul', 'la guía Michelin'): its spelling is its owner's.
      // Only a common noun heading a name after its article may take a missing accent ('la Basilica'), as may
      // the first word ('Despues'); any other respelling of a capital is left alone.
      // A first word with a capitalised unknown word after it opens a name ('Paul McCartney', 'Ivan Duque'), unless it is a
      // word that opens sentences ('Despues Maria llegó').
      const opensName = isCapital && i === 0 && isUnknownCapital(tokens[1]?.text, lexicon) && !SENTENCE_OPENERS.has(t.lower);
      const isInName = opensName || isNameSlot(tokens, i) || (isCapital && i > 0 && !DETERMINERS.has(tokens[i - 1]?.lower ?? ''));
      // 'poní', 'hacieron': an irregular verb given regular endings, told by its own family (not 'poni' with an accent lost).
      if (OVER_REGULARISED[t.lower]) return;
      // 'praia', 'janela': a Portuguese word, given in Spanish by its own family (portuguese-words.ts), never respelt.
      if (PORTUGUESE_IN_SPANISH[t.lower]) return;
      const respelled = isInName ? null : respell(t.lower, lexicon, { accentsOnly: isCapital, isNounSlot: DETERMINERS.has(tokens[i - 1]?.lower ?? '') });
      // An abbreviation ('máx', 'pág') is no word a learner meant: 'max' is a name written small.
      if (!respelled || ABBREVIATIONS.has(respelled)) return;
      const family = spellingFamily(t.lower, respelled);
      // 'novelas policiacas', 'un periodo': the RAE accepts these without their accent too.
      if (family === 'spelling-accent' && WRITTEN_BOTH_WAYS.has(t.lower)) return;
      // An English word in Spanish ('Quiero practicar, please') is the learner's English, not Spanish misspelt ('pelase').
      if (family === 'spelling-letters' && isEnglishWord(t.lower)) return;
      // Only the accent missing: said as that, rather than the word spelt out again beside the recast that shows it.
      // 'carinoso' -> 'cariñoso': the ñ is a letter of its own, not an accent.
      const isEnye = family === 'spelling-accent' && [...respelled].some((c, k) => c === 'ñ' && t.text[k]?.toLowerCase() === 'n');
      const reason = isEnye ? because('es:spelling.enye', { word: respelled }) : family === 'spelling-accent' ? because('es:spelling.accent', { word: respelled }) : because('es:spelling.respelled', { word: respelled });
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, respelled), ...reason, rule: family });
    });
    return edits;
  },
};
